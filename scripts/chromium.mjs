import { fileURLToPath } from 'node:url';

// How every tool here launches Debian's Chromium (Playwright's own browser download is not used).
// Without the background-networking flags Chromium keeps calling home, which a closed network
// answers with errors on every start.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * How Playwright launches it: through scripts/chromium-quiet.sh, which runs CHROMIUM_PATH with the
 * browser's own pop-ups off (they cost CPU and show nothing a page can see).
 */
export const chromiumLaunchOptions = {
  executablePath: fileURLToPath(new URL('./chromium-quiet.sh', import.meta.url)),
  args: CHROMIUM_ARGS,
  env: { ...process.env, CHROMIUM_PATH },
};
