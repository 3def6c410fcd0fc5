import type { Page } from '@playwright/test';
import { renderSVG } from 'uqr';
import { whatsappLinkCreator } from '../../src/content/whatsapp-link-creator';
import { copied, expect, gotoReady, recordClipboard, settle, test } from './fixtures';

/**
 * Where the link opens on computers: `wa.me` (the spec's link, the default) or WhatsApp Web.
 * What is shown, copied, tested and shared follows the choice; the QR code, scanned by a phone,
 * stays `wa.me`, and says on computers that it tries the link on a phone.
 */

const TOOL = '/ferramentas/whatsapp-link-creator';
const APP_LINK = 'https://wa.me/5511987654321?text=Ol%C3%A1!';
const WEB_LINK = 'https://web.whatsapp.com/send?phone=5511987654321&text=Ol%C3%A1!';

const phone = (page: Page) => page.getByLabel(whatsappLinkCreator.phoneLabel);
const message = (page: Page) => page.getByLabel(whatsappLinkCreator.messageLabel);
const generate = (page: Page) =>
  page.getByRole('button', { name: whatsappLinkCreator.generateLabel });
const result = (page: Page) =>
  page.getByLabel(whatsappLinkCreator.resultLinkLabel, { exact: true });
const testLink = (page: Page) => page.getByRole('link', { name: whatsappLinkCreator.testLabel });
const copy = (page: Page) =>
  page.getByRole('button', { name: whatsappLinkCreator.copyLabel, exact: true });
const choice = (page: Page) => page.getByRole('group', { name: whatsappLinkCreator.opensInLegend });
const option = (page: Page, opening: 'app' | 'web') =>
  choice(page).getByRole('radio', { name: whatsappLinkCreator.opensInOptions[opening] });
const qrCode = (page: Page) => page.getByRole('img', { name: /^QR Code do link / });
const phoneTest = (page: Page) =>
  page.getByRole('note', { name: whatsappLinkCreator.phoneTestHeading });

async function makeLink(page: Page) {
  await phone(page).fill('11 98765-4321');
  await message(page).fill('Olá!');
  await generate(page).click();
  await expect(result(page)).toHaveValue('https://wa.me/5511987654321?text=Olá!');
}

test.describe('on a computer', () => {
  test.beforeEach(async ({ page }) => {
    await recordClipboard(page);
    await gotoReady(page, TOOL);
  });

  test('opens in the app (wa.me) by default; WhatsApp Web when chosen, for Testar and Copiar; the QR code says it tries the link on a phone', async ({
    page,
  }) => {
    await makeLink(page);
    await test.step('the QR code says it tries the link on a phone', async () => {
      await expect(phoneTest(page)).toBeVisible();
      await expect(phoneTest(page)).toContainText(whatsappLinkCreator.phoneTestText);
    });
    await expect(option(page, 'app')).toBeChecked();
    await expect(testLink(page)).toHaveAttribute('href', APP_LINK);

    await option(page, 'web').check();
    await expect(result(page)).toHaveValue(
      'https://web.whatsapp.com/send?phone=5511987654321&text=Olá!',
    );
    await expect(testLink(page)).toHaveAttribute('href', WEB_LINK);
    await copy(page).click();
    await expect.poll(() => copied(page)).toEqual([WEB_LINK]);
    // Phones scan the QR code, and WhatsApp Web's link would not open their app.
    await expect(qrCode(page)).toHaveAccessibleName(`QR Code do link ${APP_LINK}`);
    // What a phone's camera reads: the same modules as wa.me's link, encoded independently here.
    const drawn = decodeURIComponent((await qrCode(page).getAttribute('src')) ?? '');
    expect(drawn).toBe(
      `data:image/svg+xml;charset=utf-8,${renderSVG(APP_LINK, { ecc: 'M', border: 2 })}`,
    );

    // The choice follows edits, and stays through LIMPAR.
    await message(page).fill('');
    await expect(testLink(page)).toHaveAttribute(
      'href',
      'https://web.whatsapp.com/send?phone=5511987654321',
    );
    await page.getByRole('button', { name: whatsappLinkCreator.clearLabel }).click();
    await phone(page).fill('11 98765-4321');
    await generate(page).click();
    await expect(option(page, 'web')).toBeChecked();

    await option(page, 'app').check();
    await expect(testLink(page)).toHaveAttribute('href', 'https://wa.me/5511987654321');
  });

  test('@visual the link set to open in WhatsApp Web', async ({ page }) => {
    await makeLink(page);
    await option(page, 'web').check();
    await expect(qrCode(page)).toBeVisible();
    const panel = page.getByRole('region', { name: whatsappLinkCreator.resultHeading });
    await settle(page);
    // The panel alone: toasts leave on their own time, and the floating buttons come and go.
    await page.addStyleTag({
      content: '[data-floating], [role="status"] { visibility: hidden }',
    });
    await expect(panel).toHaveScreenshot(['whatsappLinkCreator', 'opens-in-web.png']);
  });
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('the QR code offers no phone test: a phone cannot scan its own screen', async ({ page }) => {
    await gotoReady(page, TOOL);
    await makeLink(page);
    await expect(qrCode(page)).toBeVisible();
    await expect(phoneTest(page)).toBeHidden();
    // Still there for a computer, hidden by the page's CSS alone.
    await expect(page.getByText(whatsappLinkCreator.phoneTestHeading)).toHaveCount(1);
  });
});
