// The preview serves through Debian's nginx and its brotli module. Installs them with apt when
// missing and we are root (as the browser tests do for Chromium); otherwise explains what to do.
import { existsSync } from 'node:fs';
import { ensureDebianPackages } from '../debian-packages.mjs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function ensureNginx() {
  ensureDebianPackages({
    what: 'nginx com o módulo brotli',
    // Without recommends: Debian's package would otherwise pull in more than the preview uses.
    packages: ['nginx', 'libnginx-mod-http-brotli-static'],
    installed: () => existsSync(NGINX) && existsSync(BROTLI_MODULE),
  });
}
