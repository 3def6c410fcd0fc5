/**
 * The print kit's layouts: each format as a page in millimetres, with the link's QR code (a quiet
 * zone of 4 modules, as ISO/IEC 18004 asks), a call to action and the number as a fallback.
 * Pure data, drawn the same way by the PDF and the SVG writers (decision 027).
 */

export type PrintFormat = 'poster' | 'tent' | 'card' | 'sticker';

export const PRINT_FORMATS: readonly PrintFormat[] = ['poster', 'tent', 'card', 'sticker'];

/** Modules of light margin around the code, on every side. */
export const QUIET_ZONE = 4;

/**
 * The smallest module that still scans from a print: GS1 asks at least 0.396 mm of a QR code's
 * module (its X-dimension) for general distribution; phone cameras at reading distance agree.
 */
export const MIN_MODULE_MM = 0.4;

/** The logo's side as a share of the symbol's width: H recovers 30% of the code, this hides 4%. */
export const LOGO_SHARE = 0.2;

export const MM_TO_PT = 72 / 25.4;

interface Frame {
  /** Page size, mm. */
  width: number;
  height: number;
  /** The QR code with its quiet zone: top-left corner and side, mm. */
  qr: { x: number; y: number; size: number };
  /** Text blocks, centred on `centerX`, first baseline at `y`, font size in points. */
  cta: { centerX: number; y: number; width: number; fontPt: number };
  number: { centerX: number; y: number; fontPt: number };
}

/**
 * Standard sizes a print shop (or a home printer) takes without trimming to odd shapes:
 * A4 (ISO 216) for the poster; DL (99 × 210 mm) for the table tent, the size of common acrylic
 * table stands and three to an A4 sheet; 85 × 55 mm for the card, the size card holders and
 * online printers offer; 80 × 80 mm for the round-cornered square sticker.
 */
const FRAMES: Readonly<Record<PrintFormat, Frame>> = {
  poster: {
    width: 210,
    height: 297,
    qr: { x: 40, y: 80, size: 130 },
    cta: { centerX: 105, y: 42, width: 170, fontPt: 30 },
    number: { centerX: 105, y: 240, fontPt: 26 },
  },
  tent: {
    width: 99,
    height: 210,
    qr: { x: 12, y: 62, size: 75 },
    cta: { centerX: 49.5, y: 24, width: 85, fontPt: 17 },
    number: { centerX: 49.5, y: 158, fontPt: 15 },
  },
  card: {
    width: 85,
    height: 55,
    qr: { x: 3, y: 5, size: 45 },
    cta: { centerX: 66.5, y: 18, width: 33, fontPt: 8 },
    number: { centerX: 66.5, y: 44, fontPt: 7 },
  },
  sticker: {
    width: 80,
    height: 80,
    qr: { x: 14, y: 14, size: 52 },
    cta: { centerX: 40, y: 9, width: 72, fontPt: 9 },
    number: { centerX: 40, y: 74, fontPt: 9 },
  },
};

/** A format's page size, mm. */
export function pageSize(format: PrintFormat): { width: number; height: number } {
  const { width, height } = FRAMES[format];
  return { width, height };
}

/** The printed width of one module, mm, for a code of `moduleCount` modules a side. */
export function moduleSizeMm(format: PrintFormat, moduleCount: number): number {
  return FRAMES[format].qr.size / (moduleCount + 2 * QUIET_ZONE);
}

/** Whether the code would print too dense to scan in this format. */
export function isTooDense(format: PrintFormat, moduleCount: number): boolean {
  return moduleSizeMm(format, moduleCount) < MIN_MODULE_MM;
}

// WinAnsi (Windows-1252) beyond Latin-1: what the PDF's standard fonts can draw.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * The call to action as the PDF's standard font can draw it (every Portuguese letter is in
 * WinAnsi; emoji and other scripts are not): composed, other characters dropped, spaces folded.
 */
export function printableText(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => (/\s/.test(char) ? ' ' : char))
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return (
        (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
      );
    })
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The call to action's longest form: three lines on the card. */
export const CTA_MAX_LENGTH = 60;

/**
 * Words to lines no wider than `widthMm` at `fontPt`, by a bold sans's widest average letter
 * (0.6 em): a line may fall short, never overflow. A word longer than a line is cut.
 */
export function wrapText(text: string, widthMm: number, fontPt: number): string[] {
  const perLine = Math.max(1, Math.floor(widthMm / (fontPt * 0.6 * (25.4 / 72))));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    for (let rest = word; rest !== '';) {
      const candidate = line === '' ? rest : `${line} ${rest}`;
      if (candidate.length <= perLine) {
        line = candidate;
        rest = '';
      } else if (line !== '') {
        lines.push(line);
        line = '';
      } else {
        lines.push(rest.slice(0, perLine));
        rest = rest.slice(perLine);
      }
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

export interface TextBlock {
  lines: string[];
  centerX: number;
  /** The first line's baseline, mm. */
  y: number;
  fontPt: number;
  bold: boolean;
}

export interface PrintLayout {
  format: PrintFormat;
  width: number;
  height: number;
  /** The code's modules (dark = true), without the quiet zone. */
  modules: readonly (readonly boolean[])[];
  /** The code's first module's corner and the module's side, mm. */
  qr: { x: number; y: number; module: number };
  /** The white pad and the logo in it, centred on the code, mm; none without a logo. */
  logo: { pad: Box; image: Box } | null;
  cta: TextBlock;
  number: TextBlock;
}

export interface Box {
  x: number;
  y: number;
  size: number;
}

/** Line height, as a share of the font size. */
export const LINE_HEIGHT = 1.2;
const PT_TO_MM = 25.4 / 72;

/**
 * The page of `format` for a code of `modules`, with the call to action and the number as
 * printed; the logo's place when there is one.
 */
export function printLayout(input: {
  format: PrintFormat;
  modules: readonly (readonly boolean[])[];
  cta: string;
  number: string;
  withLogo: boolean;
}): PrintLayout {
  const frame = FRAMES[input.format];
  const count = input.modules.length;
  const module = moduleSizeMm(input.format, count);
  const x = frame.qr.x + QUIET_ZONE * module;
  const y = frame.qr.y + QUIET_ZONE * module;
  const symbol = count * module;
  const logo = input.withLogo ? logoBoxes(x, y, symbol, module) : null;
  const ctaLines = wrapText(
    printableText(input.cta).slice(0, CTA_MAX_LENGTH),
    frame.cta.width,
    frame.cta.fontPt,
  );
  // A longer call to action grows upwards, so its last line keeps its distance from the code.
  const lift = (ctaLines.length - 1) * frame.cta.fontPt * LINE_HEIGHT * PT_TO_MM;
  const ctaY = input.format === 'card' ? frame.cta.y : frame.cta.y - lift / 2;
  return {
    format: input.format,
    width: frame.width,
    height: frame.height,
    modules: input.modules,
    qr: { x, y, module },
    logo,
    cta: {
      lines: ctaLines,
      centerX: frame.cta.centerX,
      y: ctaY,
      fontPt: frame.cta.fontPt,
      bold: true,
    },
    number: {
      lines: [printableText(input.number)],
      centerX: frame.number.centerX,
      y: frame.number.y,
      fontPt: frame.number.fontPt,
      bold: false,
    },
  };
}

function logoBoxes(x: number, y: number, symbol: number, module: number) {
  const size = symbol * LOGO_SHARE;
  const image = { x: x + (symbol - size) / 2, y: y + (symbol - size) / 2, size };
  const pad = { x: image.x - module, y: image.y - module, size: size + 2 * module };
  return { pad, image };
}

/** Horizontal runs of dark modules, row by row: fewer shapes than one per module. */
export function darkRuns(
  modules: readonly (readonly boolean[])[],
): { row: number; start: number; length: number }[] {
  const runs: { row: number; start: number; length: number }[] = [];
  modules.forEach((cells, row) => {
    let start = -1;
    cells.forEach((dark, column) => {
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push({ row, start, length: column - start });
        start = -1;
      }
    });
    if (start >= 0) runs.push({ row, start, length: cells.length - start });
  });
  return runs;
}
