import type { Page } from '@playwright/test';
import { expect, gotoReady, hydrateOnIntent, test } from './fixtures';

// Decision 013: a press must not make the browser restyle or re-lay out the whole page.

/** The page's controls that neither React owns (its props on the element) nor a live island. */
const controlsNotLive = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('a, button, input, textarea, select')]
      .filter((control) => !Object.keys(control).some((key) => key.startsWith('__reactProps')))
      .filter((control) => !control.closest('[data-island-live]'))
      .map((control) => control.outerHTML.slice(0, 80)),
  );

/** What an open dialog may not touch: styles every element of the page would inherit. */
const pageWideStyles = (page: Page) =>
  page.evaluate(() => ({
    bodyPointerEvents: getComputedStyle(document.body).pointerEvents,
    rootCustomProperties: document.documentElement.style.cssText,
  }));

// One landing page: read before any press, then pressed; the tools' pages after it.
test('fonts are in before the first press, every control is live once hydrated, and presses add no page-wide style', async ({
  page,
}) => {
  await page.goto('/');
  await test.step('every web font, monospace included, is in before the first press', async () => {
    // Nothing on the first screen is monospace: it comes with the others, not with a later press.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts]
            .filter((face) => face.status === 'loaded')
            .map((face) => face.family.replaceAll('"', ''))
            .sort(),
        ),
      )
      .toEqual(
        expect.arrayContaining(['Inter Variable', 'JetBrains Mono Variable', 'Sora Variable']),
      );
  });
  await hydrateOnIntent(page);
  await test.step('the page is marked hydrated only once every control on it is live', async () => {
    expect(await controlsNotLive(page)).toEqual([]);
  });

  await test.step('the menu opens, expands Ferramentas and closes without a new style rule', async () => {
    // A rule added on a press makes the browser re-match the page's styles before it can paint.
    const styleRules = () =>
      page.evaluate(() =>
        [...document.styleSheets].reduce((count, sheet) => count + sheet.cssRules.length, 0),
      );
    const before = await styleRules();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const tools = menu.getByRole('button', { name: 'Ferramentas' });
    await tools.click();
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    await tools.click();
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    expect(await styleRules()).toBe(before);
  });

  await test.step('an open dialog leaves the page behind it as it was styled', async () => {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await pageWideStyles(page)).toEqual({
      bodyPointerEvents: 'auto',
      rootCustomProperties: '',
    });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page
      .getByRole('button', { name: /Ampliar imagem do projeto/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await pageWideStyles(page)).toEqual({
      bodyPointerEvents: 'auto',
      rootCustomProperties: '',
    });
  });

  for (const path of [
    '/ferramentas/whatsapp-link-creator',
    '/ferramentas/botao-whatsapp-para-site',
  ]) {
    await test.step(`${path} is marked hydrated only once every control on it is live`, async () => {
      await gotoReady(page, path);
      expect(await controlsNotLive(page)).toEqual([]);
    });
  }
});
