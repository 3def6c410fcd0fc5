import type { Page } from '@playwright/test';
import { siteButton } from '../../src/content/site-button';
import { uiLabels } from '../../src/content/ui';
import { whatsappLinkCreator } from '../../src/content/whatsapp-link-creator';
import { copied, expect, gotoReady, recordClipboard, test } from './fixtures';

// The maker's colours, opening hours, doubtful numbers and layout.

const TOOL = '/ferramentas/botao-whatsapp-para-site';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const phone = (page: Page) => field(page, siteButton.phoneLabel);
const colour = (page: Page) => field(page, siteButton.colorCodeLabel);
const copyButton = (page: Page) =>
  page.getByRole('button', { name: siteButton.copyLabel, exact: true });
const snippet = (page: Page) => page.getByRole('textbox', { name: siteButton.snippetLabel });
/** The widget's button in the preview (the widget itself, in its shadow root). */
const sample = (page: Page) => page.getByTestId('site-button-sample').getByRole('link');
const preview = (page: Page) => page.getByTestId('site-button-preview');
const lastValid = (page: Page) => page.getByTestId('site-button-last-valid');
const numberCheck = (page: Page) =>
  page.getByRole('group', { name: siteButton.confirmNumberHeading });
const previewToggle = (page: Page) =>
  page.getByRole('button', {
    name: new RegExp(`^(${siteButton.previewShowLabel}|${siteButton.previewHideLabel})$`),
  });

test.describe('colours', () => {
  test.beforeEach(async ({ page }) => {
    await gotoReady(page, TOOL);
    await phone(page).fill('11 91234-5678');
  });

  test('takes every colour CSS reads, as #rrggbb, in the preview and the code', async ({
    page,
  }) => {
    for (const [typed, hex, rgb] of [
      ['#abc', '#aabbcc', 'rgb(170, 187, 204)'],
      ['#AABBCCDD', '#aabbcc', 'rgb(170, 187, 204)'],
      ['rgba(255, 0, 0, 0.5)', '#ff0000', 'rgb(255, 0, 0)'],
      ['rgb(0% 50% 100%)', '#0080ff', 'rgb(0, 128, 255)'],
      ['hsl(240deg 100% 25%)', '#000080', 'rgb(0, 0, 128)'],
      ['Tomato', '#ff6347', 'rgb(255, 99, 71)'],
    ] as const) {
      await colour(page).fill(typed);
      await expect(snippet(page), typed).toHaveValue(new RegExp(`"color":"${hex}"`));
      await expect(sample(page)).toHaveCSS('background-color', rgb);
      await expect(colour(page)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('site-button-pending')).toHaveCount(0);
      await expect(lastValid(page)).toHaveCount(0);
      // The picker shows it too.
      await expect(page.getByLabel(siteButton.colorPickerLabel)).toHaveValue(hex);
    }
  });

  test('names the problem at the colour and keeps the last valid code on show', async ({
    page,
  }) => {
    await colour(page).fill('Tomato');
    await expect(snippet(page)).toHaveValue(/"color":"#ff6347"/);
    for (const typed of ['transparent', 'currentColor', '#12g']) {
      await colour(page).fill(typed);
      await expect(colour(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(siteButton.problems.color)).toBeVisible();
      await expect(lastValid(page)).toHaveText(siteButton.snippetLastValid);
      await expect(snippet(page)).toHaveValue(/"color":"#ff6347"/);
      await expect(page.getByText(siteButton.snippetPending)).toHaveCount(0);
    }
    // Copying then goes to the colour, and copies nothing.
    await copyButton(page).click();
    await expect(colour(page)).toBeFocused();
  });
});

test('with no code made yet, says what stops it: the number, or the fields marked', async ({
  page,
}) => {
  await gotoReady(page, TOOL);
  const pending = page.getByTestId('site-button-pending');
  await colour(page).fill('#12g');
  await expect(pending).toHaveText(siteButton.snippetPending);
  await phone(page).fill('11 91234-5678');
  await expect(pending).toHaveText(siteButton.snippetPendingProblems);
  await colour(page).fill('#abc');
  await expect(snippet(page)).toHaveValue(/"color":"#aabbcc"/);
});

test.describe('opening hours', () => {
  test.beforeEach(async ({ page }) => {
    await gotoReady(page, TOOL);
    await phone(page).fill('11 91234-5678');
    await page.getByRole('checkbox', { name: siteButton.hoursToggle }).check();
  });

  test('no day is an error in the error colour, as every field error', async ({ page }) => {
    for (const day of ['Seg', 'Ter', 'Qua', 'Qui', 'Sex']) {
      await page.getByRole('checkbox', { name: day, exact: true }).uncheck();
    }
    await field(page, siteButton.labelLabel).fill('x'.repeat(41));
    const days = page.getByText(siteButton.problems.hoursDays);
    const label = page.getByText(siteButton.problems.label);
    await expect(days).toBeVisible();
    const colourOf = (locator: typeof days) =>
      locator.evaluate((element) => getComputedStyle(element).color);
    expect(await colourOf(days)).toBe(await colourOf(label));
    expect(await colourOf(days)).not.toBe('rgb(255, 255, 255)');
  });

  test("starts in the device's zone and takes another from the list", async ({ page }) => {
    const zone = field(page, siteButton.zoneLabel);
    await expect(zone).toHaveValue('America/Sao_Paulo');
    await expect(zone.locator('option:checked')).toHaveText(
      'Brasília (São Paulo, Rio, Sul, Nordeste…)',
    );
    await expect(zone.locator('optgroup')).toHaveCount(5);
    await zone.selectOption({ label: 'Manaus (Amazonas)' });
    await expect(snippet(page)).toHaveValue(/"zone":"America\/Manaus"/);
    await zone.selectOption({ label: 'Lisboa (Portugal)' });
    await expect(snippet(page)).toHaveValue(/"zone":"Europe\/Lisbon"/);
  });

  test('writes the days Monday first and Sunday last', async ({ page }) => {
    await page.getByRole('checkbox', { name: 'Dom', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Sáb', exact: true }).check();
    await expect(
      page.getByText('Aparece só Seg, Ter, Qua, Qui, Sex, Sáb, Dom, das 09:00 às 18:00.'),
    ).toBeVisible();
  });

  test.describe('on a device in a zone not listed', () => {
    test.use({ timezoneId: 'Africa/Luanda' });

    test('offers it first, chosen', async ({ page }) => {
      const zone = field(page, siteButton.zoneLabel);
      await expect(zone).toHaveValue('Africa/Luanda');
      await expect(zone.locator('option:checked')).toHaveText('Luanda (Africa/Luanda)');
      await expect(snippet(page)).toHaveValue(/"zone":"Africa\/Luanda"/);
    });
  });
});

test.describe('a number the link check doubts', () => {
  test.beforeEach(async ({ page }) => {
    await recordClipboard(page);
    await gotoReady(page, TOOL);
    // A trunk 0 before the DDD: the link would call 55 011…, which no phone answers.
    await phone(page).fill('011 91234-5678');
  });

  test('is not copied until it is said to be right', async ({ page }) => {
    await copyButton(page).click();
    await expect(numberCheck(page)).toBeVisible();
    await expect(numberCheck(page)).toBeFocused();
    expect(await copied(page)).toEqual([]);
    await numberCheck(page).getByRole('button', { name: siteButton.confirmNumberLabel }).click();
    await expect(numberCheck(page)).toHaveCount(0);
    await expect(copyButton(page)).toBeFocused();
    await copyButton(page).click();
    await expect.poll(() => copied(page)).toHaveLength(1);
    expect((await copied(page))[0]).toContain('"number":"55011912345678"');

    // Another number is judged afresh.
    await phone(page).fill('0 11 91234-5670');
    await copyButton(page).click();
    await expect(numberCheck(page)).toBeVisible();
    expect(await copied(page)).toHaveLength(1);
  });

  test('is fixed in one tap, then copied', async ({ page }) => {
    await copyButton(page).click();
    await numberCheck(page)
      .getByRole('button', { name: whatsappLinkCreator.useFixedNumberLabel('11 91234-5678') })
      .click();
    await expect(phone(page)).toHaveValue('11 91234-5678');
    await expect(numberCheck(page)).toHaveCount(0);
    // The fix's button goes with the check: 'Copiar código' takes the focus.
    await expect(copyButton(page)).toBeFocused();
    await copyButton(page).click();
    await expect.poll(() => copied(page)).toHaveLength(1);
    expect((await copied(page))[0]).toContain('"number":"5511912345678"');
  });

  test('is fixed from the hint under the field, which takes the focus', async ({ page }) => {
    await page
      .getByRole('form', { name: siteButton.formLabel })
      .getByRole('button', { name: whatsappLinkCreator.useFixedNumberLabel('11 91234-5678') })
      .click();
    await expect(phone(page)).toHaveValue('11 91234-5678');
    await expect(phone(page)).toBeFocused();
  });
});

test.describe('layout', () => {
  test('on a computer the preview stays beside the form as it scrolls', async ({ page }) => {
    await gotoReady(page, TOOL);
    await expect(previewToggle(page)).toBeHidden();
    const form = await page.getByRole('form', { name: siteButton.formLabel }).boundingBox();
    const frame = await preview(page).boundingBox();
    expect(frame && form && frame.x >= form.x + form.width).toBe(true);
    await copyButton(page).scrollIntoViewIfNeeded();
    await expect(preview(page)).toBeInViewport({ ratio: 1 });
    await page.getByRole('checkbox', { name: siteButton.includePageLabel }).check();
    await expect(page.getByText(siteButton.behaviour.withPage)).toBeInViewport();
    // Our own WhatsApp button would be taken for the previewed one: not on this page.
    await expect(page.getByRole('link', { name: uiLabels.floatingWhatsapp })).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("'Ver prévia' keeps the preview in view over the form", async ({ page }) => {
      await gotoReady(page, TOOL);
      await expect(preview(page)).toBeHidden();
      await phone(page).scrollIntoViewIfNeeded();
      await expect(previewToggle(page)).toBeInViewport({ ratio: 1 });
      await expect(previewToggle(page)).toHaveAttribute('aria-expanded', 'false');
      const panel = await previewToggle(page).getAttribute('aria-controls');
      await previewToggle(page).click();
      await expect(previewToggle(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(previewToggle(page)).toHaveText(siteButton.previewHideLabel);
      await expect(
        page.locator(`[id="${panel}"]`).getByTestId('site-button-preview'),
      ).toBeVisible();
      await expect(preview(page)).toBeInViewport({ ratio: 1 });
      await phone(page).fill('11 91234-5678');
      await field(page, siteButton.labelLabel).fill('Chame');
      await expect(sample(page)).toHaveText('Chame');
      await expect(sample(page)).toBeInViewport({ ratio: 1 });
      await previewToggle(page).click();
      await expect(preview(page)).toBeHidden();
      await expect(page.getByRole('link', { name: uiLabels.floatingWhatsapp })).toBeHidden();
    });
  });

  test.describe('on a phone on its side', () => {
    test.use({ viewport: { width: 844, height: 390 } });

    test('the preview phone fits the screen and nothing covers its button', async ({ page }) => {
      await gotoReady(page, TOOL);
      // Too short for a panel over the form: the preview is a column beside it, as on a computer.
      await expect(previewToggle(page)).toBeHidden();
      await field(page, siteButton.labelLabel).scrollIntoViewIfNeeded();
      await expect(preview(page)).toBeInViewport({ ratio: 1 });
      const lastField = page.getByRole('checkbox', { name: siteButton.includePageLabel });
      await lastField.scrollIntoViewIfNeeded();
      await expect(preview(page)).toBeInViewport({ ratio: 1 });
      await expect(sample(page)).toBeInViewport({ ratio: 1 });
      // What is drawn across the previewed button is the button itself (its round ends are not).
      const box = await sample(page).boundingBox();
      expect(box).not.toBeNull();
      if (!box) return;
      for (const [x, y] of [
        [box.x + box.height / 2, box.y + box.height / 2],
        [box.x + box.width / 2, box.y + 2],
        [box.x + box.width / 2, box.y + box.height - 2],
        [box.x + box.width - box.height / 2, box.y + box.height / 2],
      ] as const) {
        const onTop = await page.evaluate(
          ([px, py]) =>
            document.elementFromPoint(px, py)?.closest('[data-testid="site-button-sample"]') !==
            null,
          [x, y] as const,
        );
        expect(onTop, `${x},${y}`).toBe(true);
      }
    });
  });
});
