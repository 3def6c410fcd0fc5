// The one local server (`npm start`, `npm run preview`, the browser tests, the bench, the
// observatory): the last build through real nginx with deploy/nginx/nginx.conf, exactly as it
// ships: the config file itself, the build's includes (dist-nginx/) and dist/, in a throwaway prefix.
// Usage: node scripts/preview-nginx.mjs [--port 4173] [--host 127.0.0.1] [--root dist | --plain DIR].
// `--plain DIR` serves a folder that is no build (the bench's floor page) as the build would ship it.
// It never picks another port: it fails when the port is taken. Stops nginx and removes the prefix
// on SIGINT/SIGTERM.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureNginx, NGINX } from './deploy/ensure-nginx.mjs';
import { preparePlainFolder } from './deploy/plain-folder.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    // Another copy of the build (a browser test deploys a new version into one).
    root: { type: 'string', default: resolve(import.meta.dirname, '..', 'dist') },
    plain: { type: 'string' },
  },
});
const root = resolve(import.meta.dirname, '..');
const dist = resolve(values.root);
const generated = join(root, 'dist-nginx');

if (values.plain !== undefined && !existsSync(values.plain)) {
  console.error(`Nada para servir: a pasta ${values.plain} não existe.`);
  process.exit(1);
}
const built = existsSync(join(dist, 'index.html')) && existsSync(join(generated, 'pages.conf'));
if (values.plain === undefined && !built) {
  console.error('Nada para servir: rode `npm run build` antes.');
  process.exit(1);
}
ensureNginx();

// Someone else's server on the port must fail the run, never be mistaken for ours.
const port = Number(values.port);
await new Promise((free) => {
  const probe = createServer().once('error', () => {
    console.error(`A porta ${port} já está em uso: escolha outra com --port.`);
    process.exit(1);
  });
  probe.listen(port, values.host, () => probe.close(free));
});

const prefix = await mkdtemp(join(tmpdir(), 'orbita-nginx-'));
// Started as root, nginx's workers run as an unprivileged user that must be able to enter it.
await chmod(prefix, 0o755);
await symlink(join(root, 'deploy/nginx/nginx.conf'), join(prefix, 'nginx.conf'));
if (values.plain === undefined) {
  await symlink(dist, join(prefix, 'site'));
  await symlink(generated, join(prefix, 'generated'));
} else {
  await preparePlainFolder(values.plain, join(prefix, 'site'), join(prefix, 'generated')).catch(
    async (error) => {
      await rm(prefix, { recursive: true, force: true });
      console.error(`Nada para servir: ${error.message}`);
      process.exit(1);
    },
  );
}
await writeFile(join(prefix, 'listen.conf'), `listen ${values.host}:${port};\n`);
await mkdir(join(prefix, 'logs'));
await mkdir(join(prefix, 'tmp'));

// Started as root, nginx hands requests to workers running as `nobody`, who cannot read a checkout
// that lives under a private folder (a CI clone in a mktemp directory, say). This local preview
// serves only 127.0.0.1, so its workers keep the user that started it; production sets its own.
const runtime = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
const nginx = spawn(NGINX, ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-g', runtime], {
  stdio: 'inherit',
});

let stopping = false;
const stop = () => {
  stopping = true;
  nginx.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', async (code, signal) => {
  await rm(prefix, { recursive: true, force: true });
  if (!stopping) console.error(`nginx parou (${signal ?? `código ${code}`}).`);
  process.exit(stopping ? 0 : (code ?? 1));
});

const accepts = () =>
  new Promise((done) => {
    const socket = connect(port, values.host);
    socket.once('connect', () => {
      socket.end();
      done(true);
    });
    socket.once('error', () => done(false));
  });
// Announce the address only once nginx answers on it (the port was free, so it is nginx).
while (!(await accepts())) await new Promise((wait) => setTimeout(wait, 100));
console.log(`Site no ar (nginx) em http://${values.host}:${port}/`);
