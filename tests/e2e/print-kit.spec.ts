import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { expectNoSeriousViolations } from './axe';
import { closeToasts, expect, gotoReady, settle, test } from './fixtures';
import { printKitText as text } from '../../src/content/print-kit';
import { NAME_MAX_LENGTH, PRINT_FORMATS, PRINT_THEMES } from '../../src/domain/print-kit';
import { uiLabels } from '../../src/content/ui';
import { toasts } from '../../src/content/whatsapp-link-creator';

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
const theme = (page: Page) => page.getByLabel(text.themeLabel);
const nameField = (page: Page) => page.getByLabel(text.nameLabel);
const preview = (page: Page) => kit(page).getByRole('img', { name: /^Prévia:/ });

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
  // The kit with its preview is taller than a screen: pictured whole, from the page, without the
  // floating buttons and their dock, which a full page shows wherever it happens to be scrolled.
  await page.addStyleTag({ content: '[data-floating] { display: none !important; }' });
  const scrollY = await page.evaluate(() => window.scrollY);
  const margin = 12;
  await expect(page).toHaveScreenshot(['print-kit', name], {
    fullPage: true,
    // Whole pixels, cut down: a fraction of a pixel more kit (one Chromium's text against
    // another's) would otherwise round to one more row, and the baseline would not match in size.
    clip: {
      x: box.x - margin,
      y: box.y + scrollY - margin,
      width: Math.floor(box.width) + 2 * margin,
      height: Math.floor(box.height) + 2 * margin,
    },
  });
}

/**
 * The density the pieces' SVGs are drawn at to be scanned. Their own units are large: at 200 dpi
 * the poster was 4,593 × 6,496 px and took the decoder 3.4 s; at this one it takes 0.3 s, and
 * every piece, the smallest included, still decodes.
 */
const SVG_SCAN_DPI = 96;

/** What a phone reads from the image (a PNG, or an SVG drawn at `SVG_SCAN_DPI`), or nothing. */
async function scan(image: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(image, { density: SVG_SCAN_DPI })
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

/** `pdffonts`' rows for the file: each font's name and its emb, sub and uni columns. */
async function fontsOf(file: Download) {
  const rows = execFileSync('pdffonts', [await file.path()], { encoding: 'utf8' })
    .trimEnd()
    .split('\n')
    .slice(2);
  return rows.map((row) => {
    const cells = row.trim().split(/\s+/);
    return { name: cells[0], embedded: cells.at(-5), subset: cells.at(-4) };
  });
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
    expect(pdf.suggestedFilename()).toBe('whatsapp-5511987654321-cartaz-210x297.pdf');
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await scanPdf(pdf)).toBe(LINK);
    // The fonts the page fetched (Inter, regular and bold) are in the file, as subsets: a print
    // shop takes it.
    const fonts = await fontsOf(pdf);
    expect(fonts.map((font) => font.name?.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'Inter',
      'Inter-Bold',
    ]);
    for (const font of fonts) {
      expect(font).toEqual({
        name: expect.stringMatching(/^[A-Z]{6}\+Inter(-Bold)?$/),
        embedded: 'yes',
        subset: 'yes',
      });
    }
    await expect(kit(page).getByRole('status')).toHaveText(text.made('Cartaz A4', 'pdf'));
  });

  await test.step('the card as an SVG', async () => {
    await format(page).selectOption('card');
    const svg = await download(page, 'SVG');
    expect(svg.suggestedFilename()).toBe('whatsapp-5511987654321-cartao-90x50.svg');
    const markup = readFileSync(await svg.path());
    expect(markup.toString()).toContain('+55 11 98765-4321');
    // The call to action, wrapped to the card's width.
    expect(markup.toString()).toContain('>Fale com a gente no<');
    expect(markup.toString()).toContain('>Aponte a câmera do celular<');
    expect(await scan(markup)).toBe(LINK);
  });

  await test.step('with a logo chosen from the device, the PDF still scans', async () => {
    await chooseLogo(page);
    const pdf = await download(page, 'PDF');
    expect(pdf.suggestedFilename()).toBe('whatsapp-5511987654321-cartao-90x50.pdf');
    expect(await scanPdf(pdf)).toBe(LINK);
    await button(page, text.logoRemoveLabel).click();
    await expect(kit(page).getByRole('img', { name: text.logoAlt('minha-marca.png') })).toHaveCount(
      0,
    );
  });

  await test.step('the call to action typed is the one printed', async () => {
    await page.getByLabel(text.ctaLabel).fill('Peça seu orçamento');
    const svg = await download(page, 'SVG');
    expect(readFileSync(await svg.path()).toString()).toContain('Peça seu orçamento');
  });

  await test.step('the 85 × 55 mm card with bleed, in the agency’s colours, with the name', async () => {
    await format(page).selectOption('card85');
    await theme(page).selectOption('agency');
    await nameField(page).fill('Padaria Pão Quente');
    await kit(page).getByLabel(text.bleedLabel).check();
    const pdf = await download(page, 'PDF');
    expect(pdf.suggestedFilename()).toBe('whatsapp-5511987654321-cartao-85x55-sangria.pdf');
    expect(await scanPdf(pdf)).toBe(LINK);
    const [sheet] = (await PDFDocument.load(readFileSync(await pdf.path()))).getPages();
    const mm = (points = 0) => Math.round((points * 25.4) / 72);
    const trim = sheet?.getTrimBox();
    const bleed = sheet?.getBleedBox();
    expect([mm(trim?.width), mm(trim?.height)]).toEqual([85, 55]);
    expect([mm(bleed?.width), mm(bleed?.height)]).toEqual([91, 61]);
    const svg = await download(page, 'SVG');
    expect(readFileSync(await svg.path()).toString()).toContain('>Padaria Pão Quente<');
  });
});

test('previews each piece before any download, with what it prints in its text alternative', async ({
  page,
}) => {
  await generate(page, 'Olá!');
  await nameField(page).fill('Padaria Pão Quente');
  for (const piece of PRINT_FORMATS) {
    await format(page).selectOption(piece);
    const { name, size } = text.formats[piece];
    await expect(preview(page)).toHaveAccessibleName(
      text.previewAlt({
        format: name,
        size,
        name: 'Padaria Pão Quente',
        cta: text.ctaDefault,
        number: '+55 11 98765-4321',
      }),
    );
    // The preview is the piece itself: it scans to the link too.
    const src = (await preview(page).getAttribute('src')) ?? '';
    const svg = decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
    expect(svg).toContain('>Padaria Pão Quente<');
    expect(await scan(Buffer.from(svg))).toBe(LINK);
  }
  // No PDF code is loaded for a preview.
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(scripts.filter((url) => /print-kit-pdf/.test(url))).toEqual([]);
});

test('@visual each piece’s preview, the three themes among them', async ({ page }) => {
  await generate(page, 'Olá!');
  // The link's toast, at the foot of a phone's screen, would sit over the preview: closed.
  const generated = page.getByRole('status').filter({ hasText: toasts.generated.title });
  await closeToasts(generated);
  await nameField(page).fill('Padaria Pão Quente');
  const themes = PRINT_FORMATS.map((_, index) => PRINT_THEMES[index % PRINT_THEMES.length]);
  for (const [index, piece] of PRINT_FORMATS.entries()) {
    const colours = themes[index] ?? 'whatsapp';
    await format(page).selectOption(piece);
    await theme(page).selectOption(colours);
    await expect(preview(page)).toBeVisible();
    await settle(page);
    await expect(kit(page).getByRole('figure')).toHaveScreenshot([
      'print-kit',
      `preview-${piece}-${colours}.png`,
    ]);
  }
});

test('keeps an overlong name as typed, says so in Portuguese, and makes no file until it fits', async ({
  page,
}) => {
  await generate(page, 'Olá!');
  const long = 'Comercial de Materiais de Construção Irmãos Andrade';
  await nameField(page).fill(long);
  await expect(nameField(page)).toHaveValue(long);
  await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(kit(page).getByText(text.nameTooLong(long.length))).toBeVisible();
  await expect(button(page, 'Baixar PDF')).toBeDisabled();
  await expect(button(page, 'Baixar SVG')).toBeDisabled();
  // The preview prints what fits, never past its line.
  await expect(preview(page)).toBeVisible();
  await nameField(page).fill(long.slice(0, NAME_MAX_LENGTH));
  await expect(nameField(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(button(page, 'Baixar PDF')).toBeEnabled();
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
    await expect(kit(page).getByRole('img', { name: text.logoAlt('minha-marca.png') })).toHaveCount(
      0,
    );
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
  // 463 bytes of link: a dense code at level H, 0.36 mm a module on the 90 × 50 mm card.
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
    await expectNoSeriousViolations(page, 'main');
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
