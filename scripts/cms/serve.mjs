// `npm run cms`: the content editor on this machine. Starts Decap's local backend (decap-server,
// which reads and writes the content files of this working tree directly, no login, no commit)
// and the Vite dev server, whose /admin/ points Decap at that backend (./plugin.mjs). Both stop
// together. Ports: CMS_PORT (the editor, default 5173) and CMS_PROXY_PORT (the backend, default
// 8081, Decap's own default), each on its own and refused if taken.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { ADMIN_PATH } from './admin.mjs';

const root = resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const proxyPort = process.env.CMS_PROXY_PORT || '8081';
const devPort = process.env.CMS_PORT || '5173';
const editorUrl = `http://localhost:${devPort}${ADMIN_PATH}`;

const children = [];
let stopping = false;

/** Stops every child, then exits with `code`. */
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

function start(name, script, args, env) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`\n${name} parou (${signal ?? `código ${code}`}); encerrando.`);
    stop(code ?? 1);
  });
  return child;
}

start('decap-server', require.resolve('decap-server/dist/index.js'), [], {
  PORT: proxyPort,
  // Only this machine may write to the working tree through it (it listens everywhere unless told).
  BIND_HOST: '127.0.0.1',
  GIT_REPO_DIRECTORY: root,
  MODE: 'fs',
});
// Vite's package exports no path to its command line: the file npm links as `vite`.
start('vite', join(root, 'node_modules/vite/bin/vite.js'), ['--port', devPort, '--strictPort'], {
  CMS_PROXY_PORT: proxyPort,
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

/** Says where to open the editor once both servers answer. */
async function announce() {
  for (let attempt = 0; attempt < 120 && !stopping; attempt += 1) {
    const ready = await Promise.all([
      fetch(`${editorUrl}config.yml`).then((r) => r.ok),
      fetch(`http://127.0.0.1:${proxyPort}/api/v1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"action":"info"}',
      }).then((r) => r.ok),
    ]).then(
      (all) => all.every(Boolean),
      () => false,
    );
    if (ready) {
      console.log(`\n  Editor de conteúdo: ${editorUrl}`);
      console.log(`  (servidor local do Decap em http://localhost:${proxyPort}/api/v1, grava`);
      console.log('  direto nos arquivos desta pasta; Ctrl+C encerra os dois)\n');
      return;
    }
    await new Promise((done) => setTimeout(done, 500));
  }
}
await announce();
