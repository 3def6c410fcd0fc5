import type { Page } from '@playwright/test';
import { INTRO_DELAY_MS, SHOWER_DELAY_MS } from '../../machines/meteors';
import { tool } from '../../src/content/tools';
import { expectNoSeriousViolations } from './axe';
import { animationsFinished, expect, gotoReady, test } from './fixtures';
import { meteorCount, openWithFrozenClock, seedMeteors } from './landing-helpers';
import { EVERY_PAGE } from './pages';

// No serious or critical axe violation in any state a visitor can put a page in. Each page is
// scanned whole once per viewport; a state that adds DOM (a dialog, a button, the meteors) is
// scanned only where it adds it, so no markup is judged twice.

interface ScannedState {
  /** What the state adds to the page, scanned on its own; the whole page when absent. */
  scope?: string;
  reach?: (page: Page) => Promise<void>;
}

/** The one dialog open (the closed ones wait, hidden, for their first press). */
const dialog = 'dialog[open]';

const landingStates: Record<string, ScannedState> = {
  // Reduced motion shows every section at once (no fade-in), so the whole page is judged as read.
  'landing page': {},
  'menu open': {
    scope: dialog,
    reach: async (page) => {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    },
  },
  'tools submenu expanded': {
    scope: dialog,
    reach: async (page) => {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('button', { name: 'Ferramentas' }).click();
      await expect(page.getByRole('link', { name: 'Criador de Link WhatsApp' })).toBeVisible();
    },
  },
  'lightbox open': {
    scope: dialog,
    reach: async (page) => {
      await page
        .getByRole('button', { name: /Ampliar imagem do projeto/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  'lightbox zoomed to full resolution': {
    scope: dialog,
    reach: async (page) => {
      await page
        .getByRole('button', { name: /Ampliar imagem do projeto/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'Ver em tamanho real' }).click();
      await expect(page.getByRole('region', { name: /Imagem em tamanho real/ })).toBeVisible();
    },
  },
  'video modal open': {
    scope: dialog,
    reach: async (page) => {
      await page
        .getByRole('button', { name: /Assistir ao depoimento de/ })
        .first()
        .click();
      await expect(page.getByRole('dialog').locator('iframe')).toBeVisible();
    },
  },
  'back to top visible': {
    scope: '[aria-label="Voltar ao topo"]',
    reach: async (page) => {
      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
      await expect(page.getByRole('button', { name: 'Voltar ao topo' })).toBeVisible();
    },
  },
};

/** Closes what a state opened, so the next state starts from the page at rest. */
async function leave(page: Page, scope?: string) {
  if (scope !== dialog) return;
  await page.keyboard.press('Escape');
  await expect(page.locator(dialog)).toHaveCount(0);
}

// One load of the landing page for all its states: each is reached from the page at rest, and is
// a step of its own, so a violation names its state.
test('axe: the landing page, and every state a visitor can put it in @a11y', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoReady(page, '/');
  for (const [name, { scope, reach }] of Object.entries(landingStates)) {
    await test.step(name, async () => {
      await reach?.(page);
      // Entrance transitions end before judging: half-faded text has partial contrast.
      if (scope) await animationsFinished(page, scope);
      await expectNoSeriousViolations(page, scope);
      await leave(page, scope);
    });
  }
});

test('axe: the meteor shower @a11y', async ({ page }) => {
  // The prominent meteor is brought in on a stopped clock, so however long the page takes to
  // load, it is never missed. axe waits on timers, so the scan runs on a running clock (on a busy
  // machine it may outlast the meteor's 4 s: the layer then holds the shower, scanned below too).
  await seedMeteors(page);
  await openWithFrozenClock(page);
  await page.clock.runFor(INTRO_DELAY_MS);
  await expect.poll(() => meteorCount(page, 'prominent')).toBe(1);
  await page.clock.resume();
  await expectNoSeriousViolations(page, '[data-meteors]');
  // The shower is the last phase: it stays once it comes, brought in at once.
  await page.clock.fastForward(SHOWER_DELAY_MS);
  await expect.poll(() => meteorCount(page, 'shower')).toBe(8);
  await expectNoSeriousViolations(page, '[data-meteors]');
});

// Every other page is scanned whole, as it loads (the landing page and the link creator have
// their states scanned above and below).
const SCANNED_IN_STATES = ['/', tool('whatsapp-link-creator').path];
for (const path of EVERY_PAGE.filter((page) => !SCANNED_IN_STATES.includes(page))) {
  test(`axe: ${path} @a11y @tools`, async ({ page, problems }) => {
    problems.allow(/404/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoReady(page, path);
    await expectNoSeriousViolations(page);
  });
}

test('axe: the WhatsApp link creator, with a generated link @a11y', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoReady(page, tool('whatsapp-link-creator').path);
  await page.getByLabel('Número do WhatsApp').fill('11912345678');
  await page.getByRole('button', { name: 'GERAR LINK' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Link gerado' });
  await expect(toast).toBeVisible();
  await toast.hover();
  await animationsFinished(page, 'body');
  await expectNoSeriousViolations(page);
});
