import type { Page } from '@playwright/test';
import { closeToasts, expect, gotoReady, settle, test } from './fixtures';
import { printKitText } from '../../src/content/print-kit';
import { toasts, whatsappLinkCreator } from '../../src/content/whatsapp-link-creator';
import { RECENT_LINK_MAX_LENGTH } from '../../src/domain/recent-links';

/**
 * A number is judged before it is called ready: the link is still made by the spec's rule, but a
 * number that cannot work gets a warning with its fix, is not kept until confirmed, and is not
 * offered for print.
 */

const TOOL = '/ferramentas/whatsapp-link-creator';

const phone = (page: Page) => page.getByLabel(whatsappLinkCreator.phoneLabel);
const message = (page: Page) => page.getByLabel(whatsappLinkCreator.messageLabel);
const country = (page: Page) => page.getByLabel(whatsappLinkCreator.countryLabel);
const generate = (page: Page) => page.getByRole('button', { name: 'GERAR LINK' });
const link = (page: Page) => page.getByLabel(whatsappLinkCreator.resultLinkLabel, { exact: true });
const warning = (page: Page) =>
  page.getByRole('region', { name: whatsappLinkCreator.resultDoubtfulHeading });
const ready = (page: Page) => page.getByRole('region', { name: whatsappLinkCreator.resultHeading });
const recent = (page: Page) =>
  page.getByRole('region', { name: whatsappLinkCreator.recentHeading });
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });
const printKit = (page: Page) => page.getByRole('button', { name: printKitText.openLabel });
const stored = (page: Page) => page.evaluate(() => Object.values(localStorage).join(''));

test.describe('a number that cannot work', () => {
  test.beforeEach(async ({ page }) => {
    await gotoReady(page, TOOL);
  });

  test('is made by the spec, but shown as a warning: not kept, not printed, until confirmed', async ({
    page,
  }) => {
    await phone(page).fill('12345');
    await generate(page).click();
    await expect(link(page)).toHaveValue('https://wa.me/5512345');
    await expect(warning(page)).toContainText('Faltam dígitos');
    await expect(ready(page)).toHaveCount(0);
    // The spec's toast still says the link was made.
    await expect(toast(page, toasts.generated.title)).toBeVisible();
    await expect(recent(page)).toHaveCount(0);
    expect(await stored(page)).not.toContain('5512345');
    await expect(printKit(page)).toHaveCount(0);

    await warning(page).getByRole('button', { name: whatsappLinkCreator.confirmLabel }).click();
    await expect(ready(page)).toBeVisible();
    await expect(recent(page).getByRole('listitem')).toHaveCount(1);
    expect(await stored(page)).toContain('5512345');
    await expect(printKit(page)).toBeVisible();
  });

  test('a trunk 0 typed with the area code: fixed in one tap, then ready', async ({ page }) => {
    await phone(page).fill('011 91234-5678');
    await expect(page.getByText('O 0 e o código da operadora')).toBeVisible();
    await generate(page).click();
    await expect(link(page)).toHaveValue('https://wa.me/55011912345678');
    await expect(warning(page)).toBeVisible();
    await warning(page).getByRole('button', { name: 'Usar 11 91234-5678' }).click();
    await expect(phone(page)).toHaveValue('11 91234-5678');
    await expect(link(page)).toHaveValue('https://wa.me/5511912345678');
    await expect(ready(page)).toBeVisible();
    await expect(page.getByText('O 0 e o código da operadora')).toHaveCount(0);
  });

  test('an international number typed with + or 00: the switch makes the number typed', async ({
    page,
  }) => {
    await phone(page).fill('+1 415 555 2671');
    await generate(page).click();
    // The spec's rule stays the default: 55 goes in front.
    await expect(link(page)).toHaveValue('https://wa.me/5514155552671');
    await expect(warning(page)).toContainText('código de outro país');
    await warning(page).getByRole('button', { name: 'Usar Estados Unidos (+1)' }).click();
    await expect(country(page)).toHaveValue('US');
    await expect(link(page)).toHaveValue('https://wa.me/14155552671');
    await expect(ready(page)).toBeVisible();

    await country(page).selectOption('BR');
    await phone(page).fill('00 1 415 555 2671');
    // Under the field, and at the result already on show.
    await expect(page.getByText('começa com 00 e o código de outro país')).toHaveCount(2);
    await page.getByRole('button', { name: 'Usar Estados Unidos (+1)' }).first().click();
    await expect(country(page)).toHaveValue('US');
    await expect(phone(page)).toHaveValue('+1 415 555 2671');
    await expect(link(page)).toHaveValue('https://wa.me/14155552671');
  });

  test('a landline is ready, with the note that only WhatsApp Business answers there', async ({
    page,
  }) => {
    await phone(page).fill('(11) 3000-0000');
    await generate(page).click();
    await expect(ready(page)).toContainText('não parece ser de celular (Brasil)');
    await expect(recent(page).getByRole('listitem')).toHaveCount(1);
  });

  test('the success toast takes the place of the error before it', async ({ page }) => {
    await generate(page).click();
    const error = toast(page, toasts.invalidPhone.title);
    await expect(error).toBeVisible();
    await phone(page).fill('(11) 91234-5678');
    await generate(page).click();
    await expect(toast(page, toasts.generated.title)).toBeVisible();
    await expect(error).toHaveCount(0);
  });

  test('a link too long to keep says so where it is made', async ({ page }) => {
    await phone(page).fill('(11) 91234-5678');
    await message(page).fill('a'.repeat(RECENT_LINK_MAX_LENGTH));
    await generate(page).click();
    await expect(page.getByText('não fica nos links recentes')).toBeVisible();
    await expect(recent(page)).toHaveCount(0);
  });

  test('"Apagar histórico" can be undone, focus going to the button that takes its place', async ({
    page,
  }) => {
    const clear = page.getByRole('button', { name: whatsappLinkCreator.recentClearLabel });
    const undo = recent(page).getByRole('button', { name: whatsappLinkCreator.recentUndoLabel });
    await phone(page).fill('(11) 91234-5678');
    await generate(page).click();
    await expect(recent(page).getByRole('listitem')).toHaveCount(1);
    await clear.click();
    await expect(recent(page).getByRole('listitem')).toHaveCount(0);
    expect(await stored(page)).not.toContain('5511912345678');
    await expect(recent(page)).toContainText(whatsappLinkCreator.recentCleared);
    await expect(undo).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(recent(page).getByRole('listitem')).toHaveCount(1);
    expect(await stored(page)).toContain('5511912345678');
    await expect(clear).toBeFocused();
  });
});

// One load, resized to each size in turn: the page's width follows the size alone.
test('any length of input keeps the page within its width, at every size', async ({ page }) => {
  await gotoReady(page, TOOL);
  await phone(page).fill('9'.repeat(5_000));
  await generate(page).click();
  await expect(warning(page)).toContainText('dígitos demais');
  await settle(page);
  for (const [width, height] of [
    [320, 568],
    [390, 844],
    [844, 390],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${width}x${height}`).toBe(0);
  }
});

test('@visual the warning in place of the ready link', async ({ page }) => {
  await gotoReady(page, TOOL);
  await phone(page).fill('011 91234-5678');
  await generate(page).click();
  await expect(warning(page)).toBeVisible();
  const generated = toast(page, toasts.generated.title);
  await closeToasts(generated);
  await settle(page);
  // What is fixed over it (the floating buttons) sits wherever the page is scrolled: left out.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).position === 'fixed') element.style.visibility = 'hidden';
    }
  });
  await expect(warning(page)).toHaveScreenshot('link-creator-warning.png');
});
