import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { E2E_PORT } from './scripts/servers/ports.mjs';

/**
 * A fixed, uncommon port (scripts/servers/ports.mjs; E2E_PORT overrides it, for two checkouts
 * testing side by side): a server already on it is someone else's, so we fail instead of reusing.
 */
const PORT = Number(process.env.E2E_PORT ?? E2E_PORT);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  snapshotPathTemplate: 'snapshots/{arg}-{projectName}{ext}',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // In CI a failed test runs once more, recording its trace (below); one that passes only then
  // still fails the run. Recording every test's trace cost the suite a tenth of its CPU, a fifth
  // for tests that ask the page many questions (decision 041).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  // CI compares against committed baselines only; a missing one is a failure, never a new file.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  // One browser a core. With one worker on two cores, the suite kept them two-thirds busy (303
  // tests: 11.5 min, 915 core-seconds); with two, 94% busy, for 8.7 min.
  workers: availableParallelism(),
  // A test takes 5-15 s on a quiet two-core machine; a slower or busier one (the same suite ran
  // three times slower on one such day) must not turn waiting into a failure.
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  expect: {
    // Assertions wait on state; on a busy two-core machine state can take a while to arrive.
    timeout: 15_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Anti-aliasing differs between Chromium patch versions; real changes move far more pixels.
      maxDiffPixelRatio: 0.005,
      threshold: 0.1,
    },
  },
  use: {
    baseURL: BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: chromiumLaunchOptions,
    // A failure's trace: the actions, the DOM at each, the network and the console; in CI, of its
    // second run. Not the screencast: recording it cost a third of the suite's CPU (menu, CSP and
    // site-button specs: 113 core-seconds with it, 71 without, 65 with no trace at all), and the
    // DOM snapshots show the page at each step as well.
    trace: {
      mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
      screenshots: false,
      snapshots: true,
    },
    // Each test is a first visit, as Lighthouse's: the tools' service worker, which would then
    // answer first-party requests a test holds or aborts, is tested on its own
    // (offline-tools.spec.ts allows it).
    serviceWorkers: 'block',
  },
  projects: [
    // Behaviour runs once, on desktop; visual states and accessibility checks run at both sizes.
    {
      name: '1280x800',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: '390x844',
      grep: /@visual|@a11y/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 } },
    },
  ],
  // What is tested is what ships: the built site through nginx with the production config.
  webServer: [
    {
      command: `npm run preview -- --port ${PORT}`,
      url: BASE_URL,
      reuseExistingServer: false,
      // The first run on a fresh machine installs nginx with apt.
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
