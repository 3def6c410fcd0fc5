import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Download, Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect, gotoReady, settle, test } from './fixtures';
import { printKitText as text } from '../../src/content/print-kit';
import { uiLabels } from '../../src/content/ui';

/**
 * The print kit on the built site: each file is downloaded as a visitor gets it, rendered as a
 * print shop would (the PDF by Poppler at 150 dpi, the SVG by librsvg) and scanned by a decoder
 * of its own (jsQR): it must read back the link the page generated.
 */

const TOOL = '/ferramentas/whatsapp-link-creator';
const LINK = 'https://wa.me/5511987654321?text=Ol%C3%A1!';
const kit = (page: Page) => page.getByRole('region', { name: text.heading });
const button = (page: Page, name: string) => kit(page).getByRole('button', { name, exact: true });
const format = (page: Page) => page.getByLabel(text.formatLabel);

async function generate(page: Page, message: string) {
  await gotoReady(page, TOOL);
  await page.getByLabel('Número do WhatsApp').fill('11 98765-4321');
  await page.getByLabel('Mensagem (opcional)').fill(message);
  await page.getByRole('button', { name: 'GERAR LINK' }).click();
  await page.getByRole('button', { name: text.openLabel }).click();
  await expect(format(page)).toBeVisible();
}

async function download(page: Page, kind: 'PDF' | 'SVG'): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    button(page, `Baixar ${kind}`).click(),
  ]);
  return file;
}

/** The kit's section with a margin of the panel around it, scrolled to the top of the screen. */
async function expectKitScreenshot(page: Page, name: string) {
  await settle(page);
  // The link's toast is closed (the kit's own status line stays).
  for (const close of await page.getByRole('button', { name: uiLabels.closeToast }).all()) {
    await close.click().catch(() => undefined);
  }
  await expect(page.getByRole('button', { name: uiLabels.closeToast })).toHaveCount(0);
  await kit(page).evaluate((section) => {
    section.scrollIntoView({ block: 'start', behavior: 'instant' });
    window.scrollBy({ top: -24, behavior: 'instant' });
  });
  const box = await kit(page).boundingBox();
  if (!box) throw new Error('the kit is not on screen');
  const margin = 12;
  await expect(page).toHaveScreenshot(['print-kit', name], {
    clip: {
      x: box.x - margin,
      y: box.y - margin,
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    },
  });
}

/** What a phone reads from the image, or nothing. */
async function scan(image: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#fff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

async function scanPdf(file: Download): Promise<string | undefined> {
  const dir = mkdtempSync(join(tmpdir(), 'print-kit-e2e-'));
  const pdf = join(dir, 'kit.pdf');
  writeFileSync(pdf, readFileSync(await file.path()));
  execFileSync('pdftoppm', ['-r', '150', '-png', '-singlefile', pdf, join(dir, 'page')]);
  return scan(readFileSync(join(dir, 'page.png')));
}

/** A logo drawn by the test, never a file kept in the repository. */
const logoPng = () =>
  sharp({ create: { width: 96, height: 96, channels: 3, background: '#075e54' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><circle cx="48" cy="48" r="30" fill="#fff"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

/** Chooses that logo from the device, and waits until the kit shows it. */
async function chooseLogo(page: Page) {
  await page.getByLabel(text.logoLabel).setInputFiles({
    name: 'minha-marca.png',
    mimeType: 'image/png',
    buffer: await logoPng(),
  });
  await expect(kit(page).getByRole('img', { name: text.logoAlt('minha-marca.png') })).toBeVisible();
}

// The files are read once, on desktop; the screenshots below make none.
test('downloads files that scan to the link: the poster as PDF, the card as SVG, and as PDF with a logo', async ({
  page,
}) => {
  await generate(page, 'Olá!');
  await test.step('the poster as a PDF', async () => {
    const pdf = await download(page, 'PDF');
    expect(pdf.suggestedFilename()).toBe('kit-whatsapp-cartaz-a4.pdf');
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await scanPdf(pdf)).toBe(LINK);
    await expect(kit(page).getByRole('status')).toHaveText(text.made('Cartaz A4', 'pdf'));
  });

  await test.step('the card as an SVG', async () => {
    await format(page).selectOption('card');
    const svg = await download(page, 'SVG');
    expect(svg.suggestedFilename()).toBe('kit-whatsapp-cartao.svg');
    const markup = readFileSync(await svg.path());
    expect(markup.toString()).toContain('+55 11 98765-4321');
    // The call to action, wrapped to the card's width.
    expect(markup.toString()).toContain('>Fale com a gente no<');
    expect(await scan(await sharp(markup, { density: 300 }).png().toBuffer())).toBe(LINK);
  });

  await test.step('with a logo chosen from the device, the PDF still scans', async () => {
    await chooseLogo(page);
    const pdf = await download(page, 'PDF');
    expect(pdf.suggestedFilename()).toBe('kit-whatsapp-cartao.pdf');
    expect(await scanPdf(pdf)).toBe(LINK);
    await button(page, text.logoRemoveLabel).click();
    await expect(kit(page).getByRole('img')).toHaveCount(0);
  });

  await test.step('the call to action typed is the one printed', async () => {
    await page.getByLabel(text.ctaLabel).fill('Peça seu orçamento');
    const svg = await download(page, 'SVG');
    expect(readFileSync(await svg.path()).toString()).toContain('Peça seu orçamento');
  });
});

test('@visual a logo chosen from the device sits in the code; a file that is no image is refused, keeping what was typed', async ({
  page,
}) => {
  await generate(page, 'Olá!');
  const initialFormat = await format(page).inputValue();
  await test.step('a logo chosen sits in the code', async () => {
    await format(page).selectOption('card');
    await chooseLogo(page);
    await expectKitScreenshot(page, 'logo-chosen.png');
    await button(page, text.logoRemoveLabel).click();
    await expect(kit(page).getByRole('img')).toHaveCount(0);
  });
  await test.step('a file that is no image is refused, and what was typed kept', async () => {
    await format(page).selectOption(initialFormat);
    await page.getByLabel(text.ctaLabel).fill('Peça seu orçamento');
    await page.getByLabel(text.logoLabel).setInputFiles({
      name: 'cardapio.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7'),
    });
    await expect(kit(page).getByRole('alert')).toHaveText(text.logoProblems.notImage);
    await expect(page.getByLabel(text.ctaLabel)).toHaveValue('Peça seu orçamento');
    // Pictured as after the link's toast was closed, which took the focus from the field.
    await page.getByLabel(text.ctaLabel).blur();
    await expectKitScreenshot(page, 'logo-refused.png');
  });
});

test('@visual @a11y warns when a long message makes the card too dense to scan; axe finds nothing serious with the warning and a refused file', async ({
  page,
}) => {
  // 463 bytes of link: a version-22 code at level H, 0.37 mm a module on the card.
  await generate(page, 'Olá! Quero um orçamento. '.repeat(10));
  const warning = kit(page).getByRole('note');
  await test.step('the card, too dense, is warned of', async () => {
    await expect(warning).toHaveCount(0);
    await format(page).selectOption('card');
    await expect(warning).toContainText('no formato Cartão de visita');
    await expect(warning).toContainText('Encurte a mensagem ou escolha um formato maior');
    await expectKitScreenshot(page, 'too-dense.png');
  });
  await test.step('axe: the open kit, with its warning and a refused file', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByLabel(text.logoLabel).setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('não é imagem'),
    });
    await expect(kit(page).getByRole('alert')).toBeVisible();
    await expect(warning).toBeVisible();
    const results = await new AxeBuilder({ page }).include('main').analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' '))}`,
      );
    expect(serious).toEqual([]);
  });
  await test.step('a larger format has room for the code', async () => {
    await format(page).selectOption('tent');
    await expect(warning).toHaveCount(0);
  });
});

test('a link longer than a printed code holds says so, and makes no file', async ({ page }) => {
  await generate(page, 'Olá! Quero um orçamento. '.repeat(40));
  await expect(kit(page).getByRole('note')).toHaveText(text.tooLong);
  await expect(kit(page).getByRole('button', { name: 'Baixar PDF' })).toBeDisabled();
  await expect(kit(page).getByRole('button', { name: 'Baixar SVG' })).toBeDisabled();
});
