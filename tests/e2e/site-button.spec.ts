import type { Page } from '@playwright/test';
import { siteButton, siteButtonDefaults, siteButtonToasts } from '../../src/content/site-button';
import { siteButtonWidget } from '../../src/content/site-button-widget';
import { snippetFor } from '../fixtures/widget-snippet';
import { COPIED_FOR_MS } from '../../machines/siteButton';
import { expectNoSeriousViolations } from './axe';
import { expect, gotoReady, holdTheApp, hydrated, test } from './fixtures';

const TOOL = '/ferramentas/botao-whatsapp-para-site';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const phone = (page: Page) => field(page, siteButton.phoneLabel);
const copyButton = (page: Page) => page.getByRole('button', { name: siteButton.copyLabel });
const snippet = (page: Page) => page.getByRole('textbox', { name: siteButton.snippetLabel });
/** The widget's button in the preview (the widget itself, in its shadow root). */
const sample = (page: Page) => page.getByTestId('site-button-sample').getByRole('link');
const preview = (page: Page) => page.getByTestId('site-button-preview');
const lastValid = (page: Page) => page.getByTestId('site-button-last-valid');
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

/** The field shows `message` as its error, named by `aria-errormessage`, and keeps `value`. */
async function expectProblem(page: Page, label: string, message: string, value: string) {
  const input = field(page, label);
  await expect(input).toHaveValue(value);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const id = await input.getAttribute('aria-errormessage');
  expect(id).toBeTruthy();
  await expect(page.locator(`[id="${id}"]`)).toHaveText(message);
}

test.describe('chat-button maker', () => {
  test.beforeEach(async ({ page }) => {
    await gotoReady(page, TOOL);
  });

  test('asks for the number before showing code; Copiar código without one points at it', async ({
    page,
  }) => {
    await test.step('asks for the number before showing code', async () => {
      await expect(page.getByTestId('site-button-pending')).toHaveText(siteButton.snippetPending);
      await expect(snippet(page)).toHaveCount(0);
      await expect(phone(page)).not.toHaveAttribute('aria-invalid', 'true');
    });
    await test.step('Copiar código with no number points at the number and copies nothing', async () => {
      await copyButton(page).click();
      await expect(toast(page, siteButtonToasts.problems.title)).toBeVisible();
      await expectProblem(page, siteButton.phoneLabel, siteButton.problems.number, '');
      await expect(phone(page)).toBeFocused();
      await phone(page).fill('11 91234-5678');
      await expect(phone(page)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(snippet(page)).toHaveValue(/"number":"5511912345678"/);
    });
  });

  test('the preview follows the form', async ({ page }) => {
    await phone(page).fill('11912345678');
    await expect(sample(page)).toHaveText(siteButtonDefaults.label);
    await field(page, siteButton.labelLabel).fill('Chame no Zap');
    await expect(sample(page)).toHaveText('Chame no Zap');
    await page.getByRole('radio', { name: 'Esquerda' }).check();
    await expect
      .poll(async () => {
        const [button, screen] = [
          await sample(page).boundingBox(),
          await preview(page).boundingBox(),
        ];
        return button && screen && Math.round(button.x - screen.x);
      })
      .toBe(20);
    await page.getByRole('button', { name: 'Azul' }).click();
    await expect(field(page, siteButton.colorCodeLabel)).toHaveValue('#1f6feb');
    await expect(sample(page)).toHaveCSS('background-color', 'rgb(31, 111, 235)');
    await expect(sample(page)).toHaveCSS('color', 'rgb(255, 255, 255)');
    await page.getByRole('button', { name: 'Amarelo' }).click();
    await expect(sample(page)).toHaveCSS('color', 'rgb(0, 0, 0)');
    await page.getByRole('radio', { name: 'Depois de alguns segundos' }).check();
    await field(page, siteButtonWidget.secondsLabel).fill('7');
    await expect(page.getByText('Aparece 7 s depois que a página abre.')).toBeVisible();
    await page.getByRole('radio', { name: 'Só computadores' }).check();
    await expect(page.getByText('Só em computadores.')).toBeVisible();
    // The phone preview (the default) hides it, as the snippet will on a phone.
    await expect(sample(page)).toBeHidden();
    await page.getByRole('button', { name: 'Computador' }).click();
    await expect(preview(page)).toHaveAttribute('data-device', 'computer');
    await expect(sample(page)).toBeVisible();
  });

  // One form, each bad option in turn: the steps that leave no snippet (a problem kept) come last.
  test('points out each option it cannot use, and keeps what was typed', async ({ page }) => {
    await phone(page).fill('11912345678');
    await test.step('opening hours: no weekday, or closing at the opening time, are pointed out', async () => {
      await page.getByRole('checkbox', { name: siteButton.hoursToggle }).check();
      await expect(field(page, siteButton.zoneLabel)).toHaveValue('America/Sao_Paulo');
      await expect(
        page.getByText('Aparece só Seg, Ter, Qua, Qui, Sex, das 09:00 às 18:00.'),
      ).toBeVisible();
      for (const day of ['Seg', 'Ter', 'Qua', 'Qui', 'Sex']) {
        await page.getByRole('checkbox', { name: day, exact: true }).uncheck();
      }
      const monday = page.getByRole('checkbox', { name: 'Seg', exact: true });
      await expect(monday).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(siteButton.problems.hoursDays)).toBeVisible();
      await page.getByRole('checkbox', { name: 'Sáb', exact: true }).check();
      await expect(page.getByText(siteButton.problems.hoursDays)).toHaveCount(0);

      await field(page, siteButton.closesLabel).fill('09:00');
      await expectProblem(page, siteButton.closesLabel, siteButton.problems.hoursTimes, '09:00');
      await expect(field(page, siteButton.opensLabel)).toHaveAttribute('aria-invalid', 'true');
      // The last valid code stays, said to be so.
      await expect(lastValid(page)).toHaveText(siteButton.snippetLastValid);
      await expect(snippet(page)).toHaveValue(/"days":\[6\]/);
      await field(page, siteButton.closesLabel).fill('13:00');
      await expect(lastValid(page)).toHaveCount(0);
      await expect(snippet(page)).toHaveValue(/"zone":"America\/Sao_Paulo"/);
    });
    await test.step('a colour CSS would not read is pointed out and kept', async () => {
      await field(page, siteButton.colorCodeLabel).fill('#12g');
      await expectProblem(page, siteButton.colorCodeLabel, siteButton.problems.color, '#12g');
      await expect(lastValid(page)).toBeVisible();
      await expect(snippet(page)).toHaveValue(/"color":"#25d366"/);
      // A code without its # is taken as is.
      await field(page, siteButton.colorCodeLabel).fill('128C7E');
      await expect(snippet(page)).toHaveValue(/"color":"#128c7e"/);
    });
    await test.step('a call to action over 40 characters is pointed out and kept', async () => {
      const long = 'Fale com a nossa equipe agora mesmo, é grátis';
      await field(page, siteButton.labelLabel).fill(long);
      await expectProblem(page, siteButton.labelLabel, siteButton.problems.label, long);
      await copyButton(page).click();
      await expect(field(page, siteButton.labelLabel)).toBeFocused();
    });
    await test.step('seconds that are not a whole number are pointed out and kept', async () => {
      await page.getByRole('radio', { name: 'Depois de alguns segundos' }).check();
      await field(page, siteButtonWidget.secondsLabel).fill('3O');
      await expectProblem(page, siteButtonWidget.secondsLabel, siteButton.problems.seconds, '3O');
    });
    await test.step("the bubble's seconds are pointed out at their own field", async () => {
      await page.getByRole('checkbox', { name: siteButtonWidget.bubbleLabel }).check();
      const seconds = siteButtonWidget.bubbleSecondsLabel;
      await field(page, seconds).fill('-1');
      await expectProblem(page, seconds, siteButton.problems.bubbleSeconds, '-1');
      await expect(field(page, siteButtonWidget.bubbleTextLabel)).not.toHaveAttribute(
        'aria-invalid',
        'true',
      );
    });
  });

  test('copies exactly the snippet for the options chosen', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // 'Código copiado!' lasts on the page's clock, advanced rather than waited for.
    await page.clock.install();
    await phone(page).fill('(11) 91234-5678');
    await field(page, siteButton.messageLabel).fill('Olá! </script><img src=x onerror=alert(1)>');
    await page.getByRole('radio', { name: 'Esquerda' }).check();
    await page.getByRole('radio', { name: 'Só celulares' }).check();
    await page.getByRole('radio', { name: 'Depois de alguns segundos' }).check();
    await field(page, siteButtonWidget.secondsLabel).fill('25');
    await page.getByRole('checkbox', { name: siteButton.includePageLabel }).check();
    await copyButton(page).click();
    await expect(page.getByRole('button', { name: siteButton.copiedLabel })).toBeVisible();
    await expect(toast(page, siteButtonToasts.copied.title)).toBeVisible();
    const expected = await snippetFor({
      number: '5511912345678',
      message: 'Olá! </script><img src=x onerror=alert(1)>',
      side: 'left',
      devices: 'phones',
      appear: 'seconds',
      seconds: 25,
      includePage: true,
      timeZone: await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await expect(snippet(page)).toHaveValue(expected);
    // Shown as it is pasted: the code font's ligatures would draw `<!--` and `-->` as arrows.
    await expect(snippet(page)).toHaveCSS('font-variant-ligatures', 'none');
    // 'Código copiado!' goes back once its moment is over.
    await page.clock.runFor(COPIED_FOR_MS);
    await expect(copyButton(page)).toBeVisible();
  });

  test('says so when the clipboard refuses, keeping the form', async ({ page }) => {
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
      document.execCommand = () => false;
    });
    await phone(page).fill('11912345678');
    await copyButton(page).click();
    await expect(toast(page, siteButtonToasts.copyFailed.title)).toContainText(
      siteButtonToasts.copyFailed.description,
    );
    await expect(phone(page)).toHaveValue('11912345678');
  });

  test('@a11y no serious violation, at rest or with every problem shown', async ({ page }) => {
    await expectNoSeriousViolations(page, 'main');
    await page.getByRole('checkbox', { name: siteButton.hoursToggle }).check();
    await field(page, siteButton.colorCodeLabel).fill('verde');
    await field(page, siteButton.closesLabel).fill('09:00');
    await copyButton(page).click();
    await expect(phone(page)).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, 'main');
  });
});

test.describe('chat-button maker before the app is live', () => {
  test('keeps what was typed and picked, and answers the copy pressed meanwhile', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const app = await holdTheApp(page);
    await page.goto(TOOL, { waitUntil: 'domcontentloaded' });
    await phone(page).fill('11 91234-5678');
    await field(page, siteButton.labelLabel).fill('Chame a gente');
    await page.getByRole('radio', { name: 'Esquerda' }).check();
    await page.getByRole('radio', { name: 'Só celulares' }).check();
    // Hours set before the app is live: it reads the device's zone as it takes them.
    await page.getByRole('checkbox', { name: siteButton.hoursToggle }).check();
    await copyButton(page).click();
    await expect.poll(app.requested).toBe(true);
    await app.release();
    await hydrated(page);
    await expect(phone(page)).toHaveValue('11 91234-5678');
    await expect(field(page, siteButton.labelLabel)).toHaveValue('Chame a gente');
    await expect(page.getByRole('radio', { name: 'Esquerda' })).toBeChecked();
    await expect(field(page, siteButton.zoneLabel)).toHaveValue('America/Sao_Paulo');
    await expect(sample(page)).toHaveText('Chame a gente');
    await expect(toast(page, siteButtonToasts.copied.title)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('"side":"left"');
    expect(copied).toContain('"devices":"phones"');
    expect(copied).toContain('"label":"Chame a gente"');
    expect(copied).toContain('"zone":"America/Sao_Paulo"');
    await expect(snippet(page)).toHaveValue(copied);
  });

  test('answers a tap the take-over moved its button under', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const app = await holdTheApp(page);
    await page.goto(TOOL, { waitUntil: 'domcontentloaded' });
    await phone(page).fill('11 91234-5678');
    await copyButton(page).scrollIntoViewIfNeeded();
    const before = await copyButton(page).boundingBox();
    if (!before) throw new Error('no copy button');
    await page.mouse.move(before.x + before.width / 2, before.y + 2);
    await page.mouse.down();
    await expect.poll(app.requested).toBe(true);
    await app.release();
    await hydrated(page);
    // The app shows the dialled number under the field: the button is no longer under the finger.
    await expect
      .poll(async () => (await copyButton(page).boundingBox())?.y)
      .toBeGreaterThan(before.y + 2);
    await page.mouse.up();
    await expect(toast(page, siteButtonToasts.copied.title)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('5511912345678');
  });
});
