// Writes docs/machines/<machine>.md, a Mermaid state diagram per machine, from machines/ itself.
// A throwaway Vite server loads the TypeScript sources, so no extra tool is needed.
import { resolve } from 'node:path';
import { createServer } from 'vite';

const root = resolve(import.meta.dirname, '..');
const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'silent',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { writeDiagrams } = await vite.ssrLoadModule('/scripts/diagrams/write.ts');
  const changed = await writeDiagrams();
  console.log(changed.length ? `updated:\n${changed.join('\n')}` : 'diagrams already up to date');
} finally {
  await vite.close();
}
