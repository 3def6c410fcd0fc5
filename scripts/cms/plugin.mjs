import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ADMIN_PATH,
  adminPage,
  configYaml,
  DECAP_DIST,
  isDecapFile,
  localBackendUrl,
} from './admin.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};
const typeOf = (name) => TYPES[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream';

/**
 * The content editor at /admin/ in `vite dev` (the build writes it itself, once: scripts/build.mjs):
 * its page, its `config.yml` from `cmsConfig()` (read anew on each request, so an edit of the
 * configuration shows on the next reload) and Decap's files, straight from node_modules. With
 * `CMS_PROXY_PORT` set (`npm run cms` sets it), the configuration points Decap at the local
 * backend listening there. Nothing here reaches a page of the site.
 * @returns {import('vite').Plugin}
 */
export function decapCms() {
  return {
    name: 'decap-cms',
    apply: 'serve',
    configureServer(server) {
      const load = (module) => server.ssrLoadModule(module);
      server.middlewares.use(async (request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        if (path === ADMIN_PATH.slice(0, -1)) {
          response.statusCode = 301;
          response.setHeader('Location', ADMIN_PATH);
          response.end();
          return;
        }
        if (!path.startsWith(ADMIN_PATH)) return next();
        const name = path.slice(ADMIN_PATH.length);
        try {
          let body;
          if (name === '' || name === 'index.html') {
            const { siteConfig } = await load('/src/config/site.ts');
            body = adminPage({ agencyName: siteConfig.agencyName });
          } else if (name === 'config.yml') {
            const { cmsConfig } = await load('/src/content/cms/config.ts');
            const url = localBackendUrl(process.env.CMS_PROXY_PORT);
            body = configYaml(cmsConfig(url ? { localBackendUrl: url } : {}));
          } else if (isDecapFile(name)) {
            body = await readFile(join(DECAP_DIST, name));
          } else {
            return next();
          }
          response.setHeader('Content-Type', typeOf(name || 'index.html'));
          response.setHeader('Cache-Control', 'no-cache');
          response.end(body);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
