// The preview serves through Debian's nginx and its brotli module. Installs them with apt when
// missing and we are root (as the browser tests do for Chromium); otherwise explains what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static'];

export function ensureNginx() {
  if (existsSync(NGINX) && existsSync(BROTLI_MODULE)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `nginx ou o módulo brotli não encontrado. Instale-os (como root: apt-get update && apt-get install -y ${PACKAGES.join(' ')}).`,
    );
    process.exit(1);
  }
  console.log(`Instalando ${PACKAGES.join(' ')} com apt…`);
  const run = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['update', '-qq']);
  // Debian's package would start a system-wide nginx on port 80; the preview needs none of it.
  run(['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES]);
}
