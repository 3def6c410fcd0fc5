// Browser tests run on Debian's Chromium (Playwright's own browser download is not available).
// Installs it with apt when missing and we are root; otherwise explains what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

if (!existsSync(CHROMIUM_PATH)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium não encontrado em ${CHROMIUM_PATH}. Instale-o (como root: apt-get update && apt-get install -y chromium fonts-liberation fonts-dejavu-core) ou aponte CHROMIUM_PATH para um Chromium existente.`,
    );
    process.exit(1);
  }
  console.log('Chromium não encontrado: instalando o pacote chromium do Debian…');
  const run = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['update', '-qq']);
  // The baselines were recorded with these fonts as Chromium's fallbacks (the site's own text
  // uses self-hosted fonts; fallbacks only show in third-party stand-ins such as the test player).
  run(['install', '-y', '-qq', 'chromium', 'fonts-liberation', 'fonts-dejavu-core']);
}
