// Browser tests run on Debian's Chromium (Playwright's own browser download is not available).
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';
import { ensureDebianPackages } from './debian-packages.mjs';

ensureDebianPackages({
  what: `Chromium (${CHROMIUM_PATH})`,
  // The baselines were recorded with these fonts as Chromium's fallbacks (the site's own text
  // uses self-hosted fonts; fallbacks only show in third-party stand-ins such as the test player).
  packages: ['chromium', 'fonts-liberation', 'fonts-dejavu-core'],
  withRecommends: true,
  installed: () => existsSync(CHROMIUM_PATH),
  hint: ', ou aponte CHROMIUM_PATH para um Chromium existente',
});
