import {
  grayscale,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  setLineWidth,
  setStrokingColor,
  setTextRenderingMode,
  TextRenderingMode,
} from 'pdf-lib';
import {
  darkRuns,
  LINE_HEIGHT,
  MM_TO_PT,
  type PrintLayout,
  type TextBlock,
} from '../domain/print-kit';
import { embedSubset } from './print-kit-pdf-font';

/** What a PDF embeds besides the layout: the font's file (WOFF2) and the logo, if any, as PNG. */
export interface PdfAssets {
  font: Uint8Array;
  logoPng?: Uint8Array;
}

/**
 * A print layout as a one-page PDF, by `pdf-lib` and `@pdf-lib/fontkit` (imported only when a
 * visitor asks for a PDF). Text is in Inter, embedded as a subset of the letters printed. The code
 * is vector rectangles, so it prints sharp at any size. Runs in Node too: the tests render its
 * pages.
 */
export async function printKitPdf(
  layout: PrintLayout,
  { font, logoPng }: PdfAssets,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Kit para imprimir: WhatsApp');
  pdf.setCreator('Órbita Digital');
  const page = pdf.addPage([layout.width * MM_TO_PT, layout.height * MM_TO_PT]);
  // The layout's y grows downwards; the PDF's upwards.
  const at = (x: number, y: number, height = 0) => ({
    x: x * MM_TO_PT,
    y: (layout.height - y - height) * MM_TO_PT,
  });
  // Ink on paper: black on white, whatever the site's theme.
  const black = grayscale(0);
  const { qr } = layout;
  for (const { row, start, length } of darkRuns(layout.modules)) {
    page.drawRectangle({
      ...at(qr.x + start * qr.module, qr.y + row * qr.module, qr.module),
      width: length * qr.module * MM_TO_PT,
      height: qr.module * MM_TO_PT,
      color: black,
    });
  }
  if (layout.logo && logoPng) {
    const { pad, image } = layout.logo;
    page.drawRectangle({
      ...at(pad.x, pad.y, pad.size),
      width: pad.size * MM_TO_PT,
      height: pad.size * MM_TO_PT,
      color: grayscale(1),
    });
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
  const inter = await embedSubset(pdf, font, 'ORBITA');
  drawBlock(page, layout, layout.cta, inter);
  drawBlock(page, layout, layout.number, inter);
  return pdf.save();
}

/**
 * The variable font's file draws its regular weight: the bold is that outline stroked as well as
 * filled, by a line of `BOLD_STROKE_EM` of the font size (Inter's bold stems are that much wider).
 */
const BOLD_STROKE_EM = 0.045;

function drawBlock(page: PDFPage, layout: PrintLayout, block: TextBlock, font: PDFFont) {
  if (block.bold) {
    page.pushOperators(
      pushGraphicsState(),
      setTextRenderingMode(TextRenderingMode.FillAndOutline),
      setLineWidth(block.fontPt * BOLD_STROKE_EM),
      setStrokingColor(grayscale(0)),
    );
  }
  block.lines.forEach((line, index) => {
    const width = font.widthOfTextAtSize(line, block.fontPt);
    const baseline = block.y + index * block.fontPt * LINE_HEIGHT * (25.4 / 72);
    page.drawText(line, {
      x: block.centerX * MM_TO_PT - width / 2,
      y: (layout.height - baseline) * MM_TO_PT,
      size: block.fontPt,
      font,
      color: grayscale(0),
    });
  });
  if (block.bold) page.pushOperators(popGraphicsState());
}
