// Runs a TypeScript module's exported function with Vite's loader, for scripts that share code
// with the app and tests. Usage: node scripts/run-ts.mjs <module> <export>
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { chatWidgetRuntime } from './widget/plugin.mjs';

const [modulePath, exportName] = process.argv.slice(2);
if (!modulePath || !exportName) {
  console.error('Uso: node scripts/run-ts.mjs <módulo.ts> <função exportada>');
  process.exit(1);
}

const vite = await createServer({
  root: resolve(import.meta.dirname, '..'),
  configFile: false,
  // The one plugin shared code needs: the chat widget's built code, for its snippets.
  plugins: [chatWidgetRuntime()],
  logLevel: 'silent',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const module = await vite.ssrLoadModule(`/${modulePath}`);
  const result = await module[exportName]();
  if (result !== undefined)
    console.log(Array.isArray(result) ? result.join('\n') || 'nothing to change' : result);
} finally {
  await vite.close();
}
