import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { INTRO_DELAY_MS, SHOWER_DELAY_MS } from '../../machines/meteors';
import { meteorTimelineStarted, revealWholePage, seedMeteors } from './landing-helpers';

// axe inspects every node of a long page; on a busy two-core machine that can take a while.
test.describe.configure({ timeout: 90_000 });

/** No serious or critical axe violation, in every state a visitor can put the page in. */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

const states: Record<string, (page: Page) => Promise<void>> = {
  'meteors prominent': async (page) => {
    await meteorTimelineStarted(page);
    await page.clock.runFor(INTRO_DELAY_MS);
    await expect(page.locator('[data-meteor="prominent"]')).toHaveCount(1);
  },
  'meteors shower': async (page) => {
    await meteorTimelineStarted(page);
    await page.clock.runFor(INTRO_DELAY_MS);
    await page.clock.runFor(SHOWER_DELAY_MS);
    await expect(page.locator('[data-meteor="shower"]')).toHaveCount(8);
  },
  'landing page': async (page) => {
    await revealWholePage(page);
  },
  'menu open': async (page) => {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
  'tools submenu expanded': async (page) => {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('button', { name: 'Ferramentas' }).click();
    await expect(page.getByRole('link', { name: 'Criador de Link WhatsApp' })).toBeVisible();
  },
  'lightbox open': async (page) => {
    await page
      .getByRole('button', { name: /Ampliar imagem do projeto/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
  },
  'video modal open': async (page) => {
    await page
      .getByRole('button', { name: /Assistir ao depoimento de/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').locator('iframe')).toBeVisible();
  },
  'back to top visible': async (page) => {
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    await expect(page.getByRole('button', { name: 'Voltar ao topo' })).toBeVisible();
  },
};

for (const [name, reach] of Object.entries(states)) {
  test(`axe: ${name} @a11y`, async ({ page }) => {
    await seedMeteors(page);
    await page.clock.install();
    await gotoReady(page, '/');
    await reach(page);
    // Let entrance animations finish: half-faded text would be judged at partial contrast.
    await page.waitForTimeout(800);
    await expectNoSeriousViolations(page);
  });
}

test('axe: the WhatsApp link creator, with a generated link @a11y', async ({ page }) => {
  await gotoReady(page, '/ferramentas/whatsapp-link-creator');
  await page.getByLabel('Número do WhatsApp').fill('11912345678');
  await page.getByRole('button', { name: 'GERAR LINK' }).click();
  await page.waitForTimeout(800);
  await expectNoSeriousViolations(page);
});
