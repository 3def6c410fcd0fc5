// The content editor at /admin/ (Decap CMS): its page, its configuration as Decap reads it, and
// Decap's own files, the same in `vite dev` (./plugin.mjs) and in the build (scripts/build.mjs).
// No page of the site links it or loads any of it; deploy/policy.mjs gives it a policy of its own.
import { readdirSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Where the editor is served: a folder, so Decap finds its chunks beside its script. */
export const ADMIN_PATH = '/admin/';

/** Decap's self-contained bundle and everything it loads from beside it. */
export const DECAP_DIST = resolve(import.meta.dirname, '../../node_modules/decap-cms/dist');

/**
 * Decap's files the editor serves: the bundle (`decap-cms.js`), the chunks it loads on demand
 * (`NNN.decap-cms.js`), the two WebAssembly modules they load, and the bundle's licence notices.
 * Not `cms.js`/`NNN.cms.js` (the same code under another name), nor source maps.
 */
export const isDecapFile = (name) =>
  /^(?:\d+\.)?decap-cms\.js$|^decap-cms\.js\.LICENSE\.txt$|^[\da-f]+\.wasm$/.test(name);

/** The names of Decap's files the editor serves, from `dir` (Decap's dist/ folder). */
export const decapFiles = (dir = DECAP_DIST) => readdirSync(dir).filter(isDecapFile).sort();

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/**
 * The editor's page: Decap renders itself into the body. A classic script (Decap's bundle is UMD),
 * so it runs before DOMContentLoaded, as Decap expects. Its script and configuration are named
 * from the root: a host that shows the page at `/admin` as well as `/admin/` (Netlify serves a
 * folder's index at both) still finds them, and Decap loads its chunks from beside its script.
 * @param {{ agencyName: string }} site
 */
export function adminPage({ agencyName }) {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Editor de conteúdo · ${escapeHtml(agencyName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link href="${ADMIN_PATH}config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<script src="${ADMIN_PATH}decap-cms.js"></script>
</body>
</html>
`;
}

/** `config.yml`: JSON is YAML, and Decap parses it as such; no YAML writer needed. */
export const configYaml = (config) => `${JSON.stringify(config, null, 2)}\n`;

/** Where Decap's local backend (decap-server) listens, for the given port, or none. */
export const localBackendUrl = (port) => (port ? `http://localhost:${port}/api/v1` : undefined);

/**
 * Writes the editor into the built site: `admin/index.html`, `admin/config.yml` and Decap's files.
 * @param {string} dist @param {{ config: Record<string, unknown>, agencyName: string }} editor
 */
export async function writeAdmin(dist, { config, agencyName }) {
  const folder = join(dist, ADMIN_PATH);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'index.html'), adminPage({ agencyName }));
  await writeFile(join(folder, 'config.yml'), configYaml(config));
  const files = decapFiles();
  for (const name of files) await copyFile(join(DECAP_DIST, name), join(folder, name));
  console.log(`wrote dist${ADMIN_PATH}: the content editor (Decap CMS, ${files.length} files)`);
}
