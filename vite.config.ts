import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    // The router plugin must run before React's so it can split route files first.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
  ],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    manifest: true,
  },
  ssr: {
    // The prerender bundle is self-contained, so Node never resolves a dependency at build time.
    noExternal: true,
  },
  test: {
    include: [
      'machines/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'tests/visual/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    // CI also writes a JSON report, from which .ci/run prints one pass/fail line for all suites.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'reports/unit.json' },
  },
});
