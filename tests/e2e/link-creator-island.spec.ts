import type { Page } from '@playwright/test';
import { TOAST_DURATION_MS } from '../../src/browser/toast';
import { toasts, whatsappTool } from '../../src/content/whatsapp-tool';
import { expect, holdTheApp, hydrated, settle, test } from './fixtures';

/**
 * The link creator answers from the first paint, before the app: its island runs the same machine
 * on the prerendered form, and the app takes that very machine over when it arrives, with all the
 * visitor did meanwhile.
 */

// Copiar writes the link to the clipboard, and the tests read it back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const TOOL = '/ferramentas/whatsapp-link-creator';
const NUMBER = '11987654321';
const LINK = `https://wa.me/55${NUMBER}`;

const phone = (page: Page) => page.getByLabel(whatsappTool.phoneLabel);
const message = (page: Page) => page.getByLabel(whatsappTool.messageLabel);
const generatedLink = (page: Page) =>
  page.getByLabel(whatsappTool.resultLinkLabel, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

/** The tool with the app held back: what answers is the island (live once it has marked GERAR LINK). */
async function withoutTheApp(page: Page) {
  const app = await holdTheApp(page);
  await page.goto(TOOL);
  await expect(button(page, whatsappTool.generateLabel)).toHaveAttribute('data-island-live', '');
  return app;
}

// One island, every press in turn: the app is held back throughout.
test('before the app is live, the link creator answers every press', async ({ page }) => {
  const app = await withoutTheApp(page);
  // A toast's time runs on the page's clock, advanced rather than waited for.
  await page.clock.install();

  await test.step('without a number, GERAR LINK focuses the field, with its message under it that stays', async () => {
    await button(page, whatsappTool.generateLabel).click();
    const invalidPhone = toast(page, toasts.invalidPhone.description);
    await expect(invalidPhone).toBeVisible();
    await expect(phone(page)).toBeFocused();
    await expect(phone(page)).toBeInViewport();
    await expect(phone(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(phone(page)).toHaveAccessibleErrorMessage(whatsappTool.phoneErrorText);
    // In place of the field's helper, as the app shows it.
    await expect(page.getByText(whatsappTool.phoneHelper)).toBeHidden();
    await page.clock.runFor(TOAST_DURATION_MS);
    await expect(invalidPhone).toBeHidden();
    await expect(page.getByText(whatsappTool.phoneErrorText)).toBeVisible();
    await phone(page).fill('1');
    await expect(phone(page)).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText(whatsappTool.phoneErrorText)).toHaveCount(0);
  });

  await test.step('GERAR LINK shows the link, readable, with its toast; Copiar copies it', async () => {
    await phone(page).fill(NUMBER);
    // Under the field, as it will be dialled (formatted once the app brings the phone library).
    await expect(page.getByTestId('dialled-number')).toHaveText(`+55${NUMBER}`);
    await message(page).fill('Olá!');
    await button(page, whatsappTool.generateLabel).click();
    // Shown as read; what is copied and opened is the link itself.
    await expect(generatedLink(page)).toHaveValue(`${LINK}?text=Olá!`);
    await expect(page.getByTestId('result-number')).toHaveText(`+55${NUMBER}`);
    await expect(toast(page, toasts.generated.title)).toBeVisible();
    await expect(page.getByRole('link', { name: whatsappTool.testLabel })).toHaveAttribute(
      'href',
      `${LINK}?text=Ol%C3%A1!`,
    );
    await button(page, whatsappTool.copyLabel).click();
    await expect(toast(page, toasts.copied.title)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${LINK}?text=Ol%C3%A1!`,
    );
  });

  await test.step('the link follows an edit, and erasing the number takes the panel away', async () => {
    await message(page).fill('');
    await expect(generatedLink(page)).toHaveValue(LINK);
    await phone(page).fill('11912345678');
    await expect(generatedLink(page)).toHaveValue('https://wa.me/5511912345678');
    await phone(page).fill('');
    await expect(generatedLink(page)).toHaveCount(0);
  });

  await test.step('LIMPAR clears the form and the link, and keeps the country chosen', async () => {
    await page.getByLabel(whatsappTool.countryLabel).selectOption('PT');
    await phone(page).fill('912345678');
    await button(page, whatsappTool.generateLabel).click();
    await expect(generatedLink(page)).toHaveValue('https://wa.me/351912345678');
    await button(page, whatsappTool.clearLabel).click();
    await expect(phone(page)).toHaveValue('');
    await expect(generatedLink(page)).toHaveCount(0);
    await expect(page.getByLabel(whatsappTool.countryLabel)).toHaveValue('PT');
    await expect(phone(page)).toBeFocused();
  });

  // Not a single request for the app was let through: all of it was the island.
  expect(app.requested()).toBe(true);
});

// Where the link opens is chosen on the island: the app must take that over too.
test('the app takes over what the island did: the same link and choice, one panel, its toasts after', async ({
  page,
}) => {
  const app = await withoutTheApp(page);
  const webLink = (number: string) => `https://web.whatsapp.com/send?phone=${number}`;
  await test.step('where the link opens on computers is chosen on the island', async () => {
    await phone(page).fill(NUMBER);
    await button(page, whatsappTool.generateLabel).click();
    const choice = page.getByRole('group', { name: whatsappTool.opensInLegend });
    const web = choice.getByRole('radio', { name: whatsappTool.opensInOptions.web });
    await expect(
      choice.getByRole('radio', { name: whatsappTool.opensInOptions.app }),
    ).toBeChecked();
    await web.check();
    await expect(generatedLink(page)).toHaveValue(webLink(`55${NUMBER}`));
    await expect(page.getByRole('link', { name: whatsappTool.testLabel })).toHaveAttribute(
      'href',
      webLink(`55${NUMBER}`),
    );
    await button(page, whatsappTool.copyLabel).click();
    await expect(toast(page, toasts.copied.title)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(webLink(`55${NUMBER}`));
  });
  await app.release();
  await hydrated(page);
  await test.step("the app's one panel, with the link and the choice made before it", async () => {
    await expect(generatedLink(page)).toHaveCount(1);
    await expect(generatedLink(page)).toHaveValue(webLink(`55${NUMBER}`));
    await expect(phone(page)).toHaveValue(NUMBER);
    // The app's panel: the QR code and the number as dialled come with it.
    await expect(page.getByTestId('result-number')).toHaveText('+55 11 98765-4321');
    await expect(page.getByTestId('dialled-number')).toHaveText('+55 11 98765-4321');
    await expect(page.getByRole('radio', { name: whatsappTool.opensInOptions.web })).toHaveCount(1);
    await expect(page.getByRole('radio', { name: whatsappTool.opensInOptions.web })).toBeChecked();
    await expect(page.getByRole('img', { name: /^QR Code do link / })).toHaveAccessibleName(
      `QR Code do link https://wa.me/55${NUMBER}`,
    );
  });
  await test.step("the app answers from there: the link follows, its toasts after the island's", async () => {
    await phone(page).fill('11912345678');
    await expect(generatedLink(page)).toHaveValue(webLink('5511912345678'));
    await button(page, whatsappTool.copyLabel).click();
    await expect(toast(page, toasts.copied.title).last()).toBeVisible();
    // The recent link the island generated is the app's too.
    await expect(page.getByText(whatsappTool.recentHeading)).toBeVisible();
  });
});

test("the app takes over the island's phone error: one message, named by the field", async ({
  page,
}) => {
  const app = await withoutTheApp(page);
  await button(page, whatsappTool.generateLabel).click();
  await expect(page.getByText(whatsappTool.phoneErrorText)).toBeVisible();
  await app.release();
  await hydrated(page);
  await expect(page.getByText(whatsappTool.phoneErrorText)).toHaveCount(1);
  await expect(phone(page)).toHaveAccessibleErrorMessage(whatsappTool.phoneErrorText);
  await phone(page).fill('1');
  await expect(page.getByText(whatsappTool.phoneErrorText)).toHaveCount(0);
  await expect(phone(page)).not.toHaveAttribute('aria-errormessage');
});

test('@visual before the app, the link made by the island', async ({ page }) => {
  await withoutTheApp(page);
  await phone(page).fill(NUMBER);
  await message(page).fill('Olá, vim pelo site!');
  await button(page, whatsappTool.generateLabel).click();
  const panel = page.getByRole('region', { name: whatsappTool.resultHeading });
  await expect(panel.getByLabel(whatsappTool.resultLinkLabel)).toHaveValue(/^https:\/\/wa\.me\//);
  await settle(page);
  // The panel alone: the toast leaves on its own time, and the floating buttons over the panel's
  // corner on a phone come and go with the scroll.
  await page.addStyleTag({
    content: '[data-island="floating"], [role="status"] { visibility: hidden }',
  });
  await expect(panel).toHaveScreenshot(['whatsappLink', 'island-generated.png']);
});

test("@visual before the app, the phone's error", async ({ page }) => {
  await withoutTheApp(page);
  await button(page, whatsappTool.generateLabel).click();
  await expect(page.getByText(whatsappTool.phoneErrorText)).toBeVisible();
  await settle(page);
  await page.addStyleTag({
    content: '[data-island="floating"], [role="status"] { visibility: hidden }',
  });
  await expect(page.locator('form')).toHaveScreenshot(['whatsappLink', 'island-phone-error.png']);
});
