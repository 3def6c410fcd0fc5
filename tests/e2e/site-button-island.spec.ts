import type { Page } from '@playwright/test';
import { COPIED_FOR_MS } from '../../machines/siteButton';
import { siteButton, siteButtonToasts } from '../../src/content/site-button';
import { expect, holdTheApp, hydrated, settle, test } from './fixtures';

/**
 * The chat-button maker answers 'Copiar código' from the first paint, before the app: its island
 * runs the same machine on the prerendered form, and the app takes that very machine over when it
 * arrives, with all the visitor did meanwhile.
 */

// 'Copiar código' writes the snippet to the clipboard, and the tests read it back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const TOOL = '/ferramentas/botao-whatsapp-para-site';

const phone = (page: Page) => page.getByLabel(siteButton.phoneLabel, { exact: true });
const label = (page: Page) => page.getByLabel(siteButton.labelLabel, { exact: true });
const copyButton = (page: Page) =>
  page.locator('[data-site-button]').getByRole('button', { name: /^(Copiar|Código copiado)/ });
const snippet = (page: Page) => page.getByRole('textbox', { name: siteButton.snippetLabel });
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The tool with the app held back: what answers is the island (live once it marks its button). */
async function withoutTheApp(page: Page) {
  const app = await holdTheApp(page);
  await page.goto(TOOL);
  await expect(copyButton(page)).toHaveAttribute('data-island-live', '');
  return app;
}

// One island, both presses in turn: the app is held back throughout.
test('before the app is live, the chat-button maker points at a missing number, then copies the snippet', async ({
  page,
}) => {
  const app = await withoutTheApp(page);
  // 'Código copiado!' lasts on the page's clock, advanced rather than waited for.
  await page.clock.install();

  await test.step('with no number, shows its message at the field and focuses it', async () => {
    await copyButton(page).click();
    await expect(toast(page, siteButtonToasts.problems.title)).toBeVisible();
    await expect(phone(page)).toBeFocused();
    await expect(phone(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(phone(page)).toHaveAccessibleErrorMessage(siteButton.problems.number);
    await expect(page.getByText(siteButton.problems.number)).toBeVisible();
    // Too short still, as the app says.
    await phone(page).fill('1');
    await expect(phone(page)).toHaveAccessibleErrorMessage(siteButton.problems.number);
    await phone(page).fill('11912345678');
    await expect(phone(page)).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText(siteButton.problems.number)).toHaveCount(0);
  });

  await test.step('copies the snippet of what was typed, and says so', async () => {
    await phone(page).fill('11 91234-5678');
    await label(page).fill('Chame a gente');
    await page.getByRole('radio', { name: 'Esquerda' }).check();
    await copyButton(page).click();
    await expect(copyButton(page)).toHaveText(siteButton.copiedLabel);
    await expect(toast(page, siteButtonToasts.copied.title)).toBeVisible();
    const copied = await clipboard(page);
    expect(copied).toContain('wa.me/5511912345678');
    expect(copied).toContain('left:20px');
    expect(copied).toContain('<span>Chame a gente</span>');
    // And back to its label a moment later.
    await page.clock.runFor(COPIED_FOR_MS);
    await expect(copyButton(page)).toHaveText(siteButton.copyLabel);
  });

  // Not a single request for the app was let through: all of it was the island.
  expect(app.requested()).toBe(true);
});

test('the app takes over what the island did: the snippet copied, one toast', async ({ page }) => {
  const app = await withoutTheApp(page);
  await phone(page).fill('11 91234-5678');
  await copyButton(page).click();
  await expect(toast(page, siteButtonToasts.copied.title)).toBeVisible();
  const copied = await clipboard(page);
  await app.release();
  await hydrated(page);
  await expect(phone(page)).toHaveValue('11 91234-5678');
  await expect(snippet(page)).toHaveValue(copied);
  await expect(toast(page, siteButtonToasts.copied.title)).toHaveCount(1);
  await label(page).fill('Fale conosco');
  await copyButton(page).click();
  await expect(copyButton(page)).toHaveText(siteButton.copiedLabel);
  expect(await clipboard(page)).toContain('<span>Fale conosco</span>');
});

test("the app takes over the island's message: one, named by the field", async ({ page }) => {
  const app = await withoutTheApp(page);
  await copyButton(page).click();
  await expect(page.getByText(siteButton.problems.number)).toBeVisible();
  await app.release();
  await hydrated(page);
  await expect(page.getByText(siteButton.problems.number)).toHaveCount(1);
  await expect(phone(page)).toHaveAccessibleErrorMessage(siteButton.problems.number);
  await phone(page).fill('11912345678');
  await expect(page.getByText(siteButton.problems.number)).toHaveCount(0);
  await expect(phone(page)).not.toHaveAttribute('aria-invalid');
  await expect(phone(page)).not.toHaveAttribute('aria-errormessage');
  await expect(snippet(page)).toHaveValue(/wa\.me\/5511912345678/);
});

test("@visual before the app, the number's message", async ({ page }) => {
  await withoutTheApp(page);
  await copyButton(page).click();
  await expect(page.getByText(siteButton.problems.number)).toBeVisible();
  await settle(page);
  await page.addStyleTag({
    content: '[data-island="floating"], [role="status"] { visibility: hidden }',
  });
  await expect(page.locator('[data-site-button] form')).toHaveScreenshot([
    'siteButton',
    'island-number-missing.png',
  ]);
});
