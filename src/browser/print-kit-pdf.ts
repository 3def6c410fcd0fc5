import { type Color, PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import {
  darkRuns,
  LINE_HEIGHT,
  MM_TO_PT,
  type PrintLayout,
  type Rect,
  type TextBlock,
  THEME_COLOURS,
} from '../domain/print-kit';
import { WHATSAPP_MARK } from '../domain/print-kit-mark';
import { embedSubset } from './print-kit-pdf-font';

/** Inter's files (WOFF), regular and bold. */
export interface PdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

/** What a PDF embeds besides the layout: the font's files and the logo, if any, as PNG. */
export interface PdfAssets {
  fonts: PdfFonts;
  logoPng?: Uint8Array;
}

const colour = (hex: string): Color =>
  rgb(
    parseInt(hex.slice(1, 3), 16) / 255,
    parseInt(hex.slice(3, 5), 16) / 255,
    parseInt(hex.slice(5, 7), 16) / 255,
  );

/**
 * A print layout as a one-page PDF, by `pdf-lib` and `@pdf-lib/fontkit` (imported only when a
 * visitor asks for a PDF). Text is in Inter, regular and bold, each weight embedded as a subset of
 * the letters printed in it (and only if any is). The code
 * is vector rectangles, so it prints sharp at any size. The page's TrimBox is the finished piece;
 * with bleed, its BleedBox is 3 mm beyond, and crop marks beyond that. Runs in Node too: the tests
 * render its pages.
 */
export async function printKitPdf(
  layout: PrintLayout,
  { fonts, logoPng }: PdfAssets,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Kit para imprimir: WhatsApp');
  pdf.setCreator('Órbita Digital');
  const page = pdf.addPage([layout.width * MM_TO_PT, layout.height * MM_TO_PT]);
  const colours = THEME_COLOURS[layout.theme];
  // The layout's y grows downwards; the PDF's upwards.
  const at = (x: number, y: number, height = 0) => ({
    x: x * MM_TO_PT,
    y: (layout.height - y - height) * MM_TO_PT,
  });
  const box = (rect: Rect) =>
    [
      rect.x * MM_TO_PT,
      (layout.height - rect.y - rect.height) * MM_TO_PT,
      rect.width * MM_TO_PT,
      rect.height * MM_TO_PT,
    ] as const;
  page.setTrimBox(...box(layout.trim));
  if (layout.bleed) page.setBleedBox(...box(layout.bleed));
  const fill = (rect: Rect, hex: string) =>
    page.drawRectangle({
      ...at(rect.x, rect.y, rect.height),
      width: rect.width * MM_TO_PT,
      height: rect.height * MM_TO_PT,
      color: colour(hex),
    });
  if (layout.bleed && colours.paper !== '#ffffff') fill(layout.bleed, colours.paper);
  fill(layout.band, colours.band);

  const { qr } = layout;
  const ink = colour(colours.ink);
  for (const { row, start, length } of darkRuns(layout.modules)) {
    page.drawRectangle({
      ...at(qr.x + start * qr.module, qr.y + row * qr.module, qr.module),
      width: length * qr.module * MM_TO_PT,
      height: qr.module * MM_TO_PT,
      color: ink,
    });
  }
  if (layout.logo && logoPng) {
    const { pad, image } = layout.logo;
    fill({ x: pad.x, y: pad.y, width: pad.size, height: pad.size }, colours.paper);
    const embedded = await pdf.embedPng(logoPng);
    // Fitted in its square, centred, its proportions kept.
    const fit = embedded.scaleToFit(image.size * MM_TO_PT, image.size * MM_TO_PT);
    const corner = at(image.x, image.y, image.size);
    page.drawImage(embedded, {
      x: corner.x + (image.size * MM_TO_PT - fit.width) / 2,
      y: corner.y + (image.size * MM_TO_PT - fit.height) / 2,
      width: fit.width,
      height: fit.height,
    });
  }

  const { mark } = layout;
  const scale = (mark.size * MM_TO_PT) / WHATSAPP_MARK.side;
  // drawSvgPath puts the path's origin at (x, y), its y growing downwards.
  page.drawSvgPath(WHATSAPP_MARK.path, {
    x: mark.x * MM_TO_PT,
    y: (layout.height - mark.y) * MM_TO_PT + WHATSAPP_MARK.top * scale,
    scale,
    color: colour(mark.colour === 'onBand' ? colours.onBand : colours.mark),
  });

  const blocks = [layout.name, layout.cta, layout.caption, layout.number].filter(
    (block): block is TextBlock => block !== null && block.lines.some((line) => line !== ''),
  );
  const [regular, bold] = await Promise.all([
    blocks.some((block) => !block.bold) ? embedSubset(pdf, fonts.regular, 'ORBITA') : null,
    blocks.some((block) => block.bold) ? embedSubset(pdf, fonts.bold, 'ORBITB', 'bold') : null,
  ]);
  const textColour = (block: TextBlock) =>
    colour(block.colour === 'onBand' ? colours.onBand : colours.ink);
  for (const block of blocks) {
    const font = block.bold ? bold : regular;
    if (font) drawBlock(page, layout, block, font, textColour(block));
  }

  for (const { x1, y1, x2, y2 } of layout.cropMarks) {
    page.drawLine({
      start: at(x1, y1),
      end: at(x2, y2),
      thickness: 0.25,
      color: rgb(0, 0, 0),
    });
  }
  return pdf.save();
}

function drawBlock(
  page: PDFPage,
  layout: PrintLayout,
  block: TextBlock,
  font: PDFFont,
  color: Color,
) {
  block.lines.forEach((line, index) => {
    const width = font.widthOfTextAtSize(line, block.fontPt);
    const baseline = block.y + index * block.fontPt * LINE_HEIGHT * (25.4 / 72);
    page.drawText(line, {
      x: block.centerX * MM_TO_PT - width / 2,
      y: (layout.height - baseline) * MM_TO_PT,
      size: block.fontPt,
      font,
      color,
    });
  });
}
