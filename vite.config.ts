import { readFileSync } from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { decapCms } from './scripts/cms/plugin.mjs';
import { contentImages } from './scripts/content/images.ts';
import { contentCheck } from './scripts/content/plugin.ts';
import { chatWidgetRuntime } from './scripts/widget/plugin.mjs';

/**
 * Serves msw's service worker at the site root in `vite dev` only, straight from node_modules:
 * nothing is committed to public/, so no mock code can reach a production build.
 */
function mockServiceWorker(): Plugin {
  const file = new URL('./node_modules/msw/lib/mockServiceWorker.js', import.meta.url);
  return {
    name: 'mock-service-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(file));
      });
    },
  };
}

/**
 * The tools' app makes its Chakra system without the global sheet (preflight, global styles, every
 * token as a custom property): a tool page's deferred stylesheet carries it whole
 * (scripts/build.mjs), so the app would only insert it again and restyle the page. Making it was
 * half of making the system, the app's longest task (decision 051). Client builds only: the
 * prerender extracts it, and `vite dev`, which prerenders nothing, inserts it.
 */
function chakraSystemWithoutGlobalSheet(): Plugin {
  const made = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  let changed = false;
  return {
    name: 'chakra-system-without-global-sheet',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform: {
      filter: { id: /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/ },
      handler(code) {
        if (!code.includes(made)) this.error(`Chakra's system.js no longer has: ${made}`);
        changed = true;
        return code.replace(made, 'const _global = [];');
      },
    },
    // A Chakra that moved its system.js would otherwise make the sheet again, unnoticed.
    buildEnd() {
      const chakra = [...this.getModuleIds()].some((id) => id.includes('/@chakra-ui/react/'));
      if (chakra && !changed) this.error("Chakra's system.js was not found to leave out its sheet");
    },
  };
}

/**
 * Chakra's anatomies (and the Ark and zag ones they extend) are built at the top level of their
 * modules, one for every component, and its recipes list their slots with `anatomy.keys()`: calls
 * a bundler must keep, though nothing reads them. The tools' app evaluated about 50 anatomies as
 * Chakra's chunk loaded and uses five. Building one has no side effect: each is marked pure, and
 * the unused ones go (the chunk 2 KB lighter gzip).
 */
function pureAnatomies(): Plugin {
  const anatomy =
    /\/(@chakra-ui\/react\/dist\/esm\/anatomy\.js|(@zag-js|@ark-ui)\/.*anatomy\.m?js)$/;
  let marked = 0;
  return {
    name: 'pure-anatomies',
    apply: 'build',
    transform: {
      filter: { id: [anatomy, /\/@chakra-ui\/react\/dist\/esm\/theme\/recipes\//] },
      handler(code, id) {
        const pure = anatomy.test(id)
          ? code.replace(/^((?:const|var) \w+ = )(?=[\w$.]+\()/gm, '$1/* @__PURE__ */ ')
          : code.replace(/\b(\w+Anatomy)\.keys\(\)/g, '/* @__PURE__ */ $1.keys()');
        if (pure !== code) marked += 1;
        return pure;
      },
    },
    // A Chakra that moved its anatomies would otherwise bring them all back, unnoticed.
    buildEnd() {
      const chakra = [...this.getModuleIds()].some((id) => id.includes('/@chakra-ui/react/'));
      if (chakra && marked === 0) this.error("Chakra's anatomies were not found to mark them pure");
    },
  };
}

export default defineConfig({
  plugins: [
    // The router plugin must run before React's so it can split route files first.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    chakraSystemWithoutGlobalSheet(),
    pureAnatomies(),
    mockServiceWorker(),
    chatWidgetRuntime(),
    contentCheck(),
    contentImages(),
    // The content editor at /admin/ in dev; the build writes it into dist/admin/ itself.
    decapCms(),
  ],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    manifest: true,
    // Sizes are held by the budgets (`npm run test:size`), by what a visitor waits for: Vite's
    // warning only ever named the print kit's PDF writer, a megabyte loaded on request alone.
    chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
  },
  ssr: {
    // The prerender bundle is self-contained, so Node never resolves a dependency at build time.
    // Tests load dependencies as Node does: inlined, one whose package lacks the source map its
    // code names (postcss-selector-parser) fills the test output with warnings.
    noExternal: process.env.VITEST ? [] : true,
  },
  test: {
    include: [
      'machines/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'tests/model/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    // Property tests and machine walks are sized to take about a second on a quiet machine; a
    // loaded CI machine may be several times slower, which is no reason to fail.
    testTimeout: 20_000,
    // The files share each worker's modules: none keeps state between tests (fake timers and
    // stubbed globals are restored after each). Isolated, importing the modules again for each of
    // the 62 files took more time than the tests (53 s for the suite alone, 31 s shared).
    isolate: false,
    // CI also writes a JSON report, from which .ci/run prints one pass/fail line for all suites.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'reports/unit.json' },
  },
});
