/**
 * The print kit's layouts: each format as a page in millimetres, with the link's QR code (a quiet
 * zone of 4 modules, as ISO/IEC 18004 asks), a call to action and the number as a fallback.
 * Pure data, drawn the same way by the PDF and the SVG writers (decisions 027 and 036).
 */

import { INTER_BOLD_WIDTHS, INTER_WIDTHS } from './print-kit-font-widths';

export type PrintFormat = 'poster' | 'tent' | 'card' | 'card85' | 'sticker';

export const PRINT_FORMATS: readonly PrintFormat[] = [
  'poster',
  'tent',
  'card',
  'card85',
  'sticker',
];

/**
 * The kit's colours (decision 036). The code is always drawn in `ink`, a dark colour, on white
 * paper: phones read dark modules on a light ground, and a contrast of 7:1 or more keeps a print
 * on dull paper readable. The band carries the business's name in `onBand`; `mark` is the WhatsApp
 * mark's colour where it sits on the paper.
 */
export type PrintTheme = 'agency' | 'whatsapp' | 'mono';

export const PRINT_THEMES: readonly PrintTheme[] = ['agency', 'whatsapp', 'mono'];

export interface ThemeColours {
  paper: string;
  ink: string;
  band: string;
  onBand: string;
  mark: string;
}

export const THEME_COLOURS: Readonly<Record<PrintTheme, ThemeColours>> = {
  // The agency's violet (brand.800) and night blue (night.900), as the site draws them.
  agency: { paper: '#ffffff', ink: '#0e1530', band: '#452aa3', onBand: '#ffffff', mark: '#6a45f0' },
  // WhatsApp's own teal green for the band and the code, its bright green for the mark.
  whatsapp: {
    paper: '#ffffff',
    ink: '#075e54',
    band: '#075e54',
    onBand: '#ffffff',
    mark: '#25d366',
  },
  mono: { paper: '#ffffff', ink: '#000000', band: '#000000', onBand: '#ffffff', mark: '#000000' },
};

/** WCAG's contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

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
const PT_TO_MM = 25.4 / 72;

/** The bleed a print shop asks for beyond the trim, and the crop marks' length beyond it, mm. */
export const BLEED_MM = 3;
export const CROP_MARK_MM = 5;

/** The business's name is printed on one line: at most this many letters. */
export const NAME_MAX_LENGTH = 40;

interface TextFrame {
  centerX: number;
  y: number;
  width: number;
  fontPt: number;
}

interface Frame {
  /** Trimmed size, mm. */
  width: number;
  height: number;
  /** The coloured band; on cards, a strip along the foot. */
  band: Rect;
  /** Whether the name sits on the band (white on colour) or on the paper. */
  nameOnBand: boolean;
  /** The WhatsApp mark, with a name and without one (alone, it fills the band). */
  mark: Box;
  markAlone: Box;
  /** The QR code with its quiet zone: top-left corner and side, mm. */
  qr: Box;
  name: TextFrame;
  cta: TextFrame;
  caption: TextFrame;
  number: TextFrame;
}

/**
 * Standard sizes a print shop (or a home printer) takes without trimming to odd shapes:
 * A4 (ISO 216) for the poster; DL (99 × 210 mm) for the table tent, the size of common acrylic
 * table stands and three to an A4 sheet; 90 × 50 mm for the card, the size Brazilian print shops
 * and card holders use, and 85 × 55 mm, the European one some online printers offer;
 * 80 × 80 mm for the round-cornered square sticker.
 */
const FRAMES: Readonly<Record<PrintFormat, Frame>> = {
  poster: {
    width: 210,
    height: 297,
    band: { x: 0, y: 0, width: 210, height: 56 },
    nameOnBand: true,
    mark: { x: 95, y: 8, size: 20 },
    markAlone: { x: 92, y: 15, size: 26 },
    qr: { x: 43, y: 90, size: 124 },
    name: { centerX: 105, y: 46, width: 186, fontPt: 24 },
    cta: { centerX: 105, y: 78, width: 180, fontPt: 26 },
    caption: { centerX: 105, y: 227, width: 180, fontPt: 20 },
    number: { centerX: 105, y: 250, width: 180, fontPt: 24 },
  },
  tent: {
    width: 99,
    height: 210,
    band: { x: 0, y: 0, width: 99, height: 36 },
    nameOnBand: true,
    mark: { x: 44, y: 5, size: 11 },
    markAlone: { x: 42, y: 10.5, size: 15 },
    qr: { x: 14, y: 60, size: 71 },
    name: { centerX: 49.5, y: 28.5, width: 89, fontPt: 13 },
    cta: { centerX: 49.5, y: 50, width: 85, fontPt: 15 },
    caption: { centerX: 49.5, y: 141, width: 89, fontPt: 12 },
    number: { centerX: 49.5, y: 153, width: 89, fontPt: 14 },
  },
  card: {
    width: 90,
    height: 50,
    band: { x: 0, y: 47, width: 90, height: 3 },
    nameOnBand: false,
    mark: { x: 64.5, y: 3.5, size: 7 },
    markAlone: { x: 64.5, y: 3.5, size: 7 },
    qr: { x: 1, y: 2, size: 44 },
    name: { centerX: 68, y: 16, width: 40, fontPt: 8 },
    cta: { centerX: 68, y: 22.5, width: 40, fontPt: 7 },
    caption: { centerX: 68, y: 36.5, width: 40, fontPt: 6.5 },
    number: { centerX: 68, y: 43, width: 40, fontPt: 7 },
  },
  card85: {
    width: 85,
    height: 55,
    band: { x: 0, y: 52, width: 85, height: 3 },
    nameOnBand: false,
    mark: { x: 63, y: 4, size: 7 },
    markAlone: { x: 63, y: 4, size: 7 },
    qr: { x: 1, y: 3, size: 47 },
    name: { centerX: 66.5, y: 17, width: 34, fontPt: 8 },
    cta: { centerX: 66.5, y: 23.5, width: 34, fontPt: 7 },
    caption: { centerX: 66.5, y: 40, width: 34, fontPt: 6 },
    number: { centerX: 66.5, y: 47, width: 34, fontPt: 7 },
  },
  sticker: {
    width: 80,
    height: 80,
    band: { x: 0, y: 0, width: 80, height: 15 },
    nameOnBand: true,
    mark: { x: 37.25, y: 2, size: 5.5 },
    markAlone: { x: 36, y: 3.5, size: 8 },
    qr: { x: 18, y: 24, size: 44 },
    name: { centerX: 40, y: 12.5, width: 72, fontPt: 7 },
    cta: { centerX: 40, y: 21, width: 72, fontPt: 8 },
    caption: { centerX: 40, y: 72.5, width: 72, fontPt: 7 },
    number: { centerX: 40, y: 77.5, width: 72, fontPt: 7 },
  },
};

/** A format's trimmed size, mm. */
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

/**
 * Text as the embedded font can draw it (every Portuguese letter is in it; emoji and other
 * scripts are not): composed, other characters dropped, spaces folded.
 */
export function printableText(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => (/\s/.test(char) ? ' ' : char))
    .filter((char) => char in INTER_WIDTHS)
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The name as it would print: letters the font draws, spaces folded. */
export const printedName = (name: string) => printableText(name);

/** Whether the name, as typed, fits its printed line (an empty one prints no name). */
export const nameFits = (name: string) => printedName(name).length <= NAME_MAX_LENGTH;

/** A line's width in Inter, regular or bold (the PDF embeds both), as a share of the font size. */
export function textWidthEm(text: string, bold: boolean): number {
  const widths = bold ? INTER_BOLD_WIDTHS : INTER_WIDTHS;
  return [...text].reduce((sum, char) => sum + (widths[char] ?? 1000), 0) / 1000;
}

/**
 * The largest font size, up to `fontPt`, at which bold `text` fits `widthMm`. A tenth is kept
 * spare for the SVG, which a viewer without Inter draws in another font (Arial, its fallback).
 */
export function fittingFontPt(text: string, widthMm: number, fontPt: number): number {
  const em = textWidthEm(text, true);
  if (em === 0) return fontPt;
  return Math.min(fontPt, (widthMm * 0.9) / (em * PT_TO_MM));
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

/** Where a text is drawn: on the paper (in the theme's ink) or on the band. */
export type TextColour = 'ink' | 'onBand';

export interface TextBlock {
  lines: string[];
  centerX: number;
  /** The first line's baseline, mm. */
  y: number;
  fontPt: number;
  bold: boolean;
  colour: TextColour;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CropMark {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface PrintLayout {
  format: PrintFormat;
  theme: PrintTheme;
  /** The page, mm: the trimmed piece, or with bleed, the piece with its bleed and crop marks. */
  width: number;
  height: number;
  /** The finished piece on the page (the PDF's TrimBox). */
  trim: Rect;
  /** The trim and its 3 mm of bleed (the PDF's BleedBox); none without bleed. */
  bleed: Rect | null;
  /** The coloured band, run into the bleed where it meets the trim's edge. */
  band: Rect;
  /** The WhatsApp mark's square, and the colour it is drawn in. */
  mark: Box & { colour: 'onBand' | 'mark' };
  /** The code's modules (dark = true), without the quiet zone. */
  modules: readonly (readonly boolean[])[];
  /** The code's first module's corner and the module's side, mm. */
  qr: { x: number; y: number; module: number };
  /** The white pad and the logo in it, centred on the code, mm; none without a logo. */
  logo: { pad: Box; image: Box } | null;
  name: TextBlock | null;
  cta: TextBlock;
  caption: TextBlock;
  number: TextBlock;
  cropMarks: CropMark[];
}

export interface Box {
  x: number;
  y: number;
  size: number;
}

/** Line height, as a share of the font size. */
export const LINE_HEIGHT = 1.2;

export interface PrintLayoutInput {
  format: PrintFormat;
  modules: readonly (readonly boolean[])[];
  cta: string;
  number: string;
  withLogo: boolean;
  theme?: PrintTheme;
  /** The business's name, printed above the call to action; none when empty. */
  name?: string;
  /** The line that says what to do with the code: "Aponte a câmera do celular". */
  caption?: string;
  /** 3 mm of bleed and crop marks around the piece. */
  bleed?: boolean;
}

/**
 * The page of `format` for a code of `modules`, with the texts as printed; the logo's place when
 * there is one, the bleed and crop marks when asked for.
 */
export function printLayout(input: PrintLayoutInput): PrintLayout {
  const frame = FRAMES[input.format];
  // With bleed, the piece sits inside its bleed and the crop marks beyond it.
  const margin = input.bleed ? BLEED_MM + CROP_MARK_MM : 0;
  const at = (x: number, y: number) => ({ x: x + margin, y: y + margin });
  const count = input.modules.length;
  const module = moduleSizeMm(input.format, count);
  const qrCorner = at(frame.qr.x + QUIET_ZONE * module, frame.qr.y + QUIET_ZONE * module);
  const symbol = count * module;
  const logo = input.withLogo ? logoBoxes(qrCorner.x, qrCorner.y, symbol, module) : null;
  const ctaLines = wrapText(
    printableText(input.cta).slice(0, CTA_MAX_LENGTH),
    frame.cta.width,
    frame.cta.fontPt,
  );
  // A longer call to action grows upwards, so its last line keeps its distance from the code.
  const lift = (ctaLines.length - 1) * frame.cta.fontPt * LINE_HEIGHT * PT_TO_MM;
  const isCard = input.format === 'card' || input.format === 'card85';
  const ctaY = isCard ? frame.cta.y : frame.cta.y - lift / 2;
  // A name too long is refused before any file is made; the preview shows what fits.
  const name = printedName(input.name ?? '').slice(0, NAME_MAX_LENGTH);
  const markBox = name === '' ? frame.markAlone : frame.mark;
  const block = (
    text: TextFrame,
    lines: string[],
    bold: boolean,
    options: { y?: number; fontPt?: number; colour?: TextColour } = {},
  ): TextBlock => ({
    lines,
    centerX: text.centerX + margin,
    y: (options.y ?? text.y) + margin,
    fontPt: options.fontPt ?? text.fontPt,
    bold,
    colour: options.colour ?? 'ink',
  });
  const trim = { ...at(0, 0), width: frame.width, height: frame.height };
  return {
    format: input.format,
    theme: input.theme ?? 'mono',
    width: frame.width + 2 * margin,
    height: frame.height + 2 * margin,
    trim,
    bleed: input.bleed
      ? {
          x: trim.x - BLEED_MM,
          y: trim.y - BLEED_MM,
          width: trim.width + 2 * BLEED_MM,
          height: trim.height + 2 * BLEED_MM,
        }
      : null,
    band: intoBleed(frame.band, frame, input.bleed ? BLEED_MM : 0, margin),
    mark: {
      ...at(markBox.x, markBox.y),
      size: markBox.size,
      colour: frame.nameOnBand ? 'onBand' : 'mark',
    },
    modules: input.modules,
    qr: { ...qrCorner, module },
    logo,
    name:
      name === ''
        ? null
        : block(frame.name, [name], true, {
            fontPt: fittingFontPt(name, frame.name.width, frame.name.fontPt),
            colour: frame.nameOnBand ? 'onBand' : 'ink',
          }),
    cta: block(frame.cta, ctaLines, true, { y: ctaY }),
    caption: block(frame.caption, [printableText(input.caption ?? '')], false),
    number: block(frame.number, [printableText(input.number)], false),
    cropMarks: input.bleed ? cropMarks(trim) : [],
  };
}

/** The band, grown by `bleed` past each edge of the trim it touches, then placed on the page. */
function intoBleed(band: Rect, frame: Frame, bleed: number, margin: number): Rect {
  const left = band.x <= 0 ? bleed : 0;
  const top = band.y <= 0 ? bleed : 0;
  const right = band.x + band.width >= frame.width ? bleed : 0;
  const bottom = band.y + band.height >= frame.height ? bleed : 0;
  return {
    x: band.x + margin - left,
    y: band.y + margin - top,
    width: band.width + left + right,
    height: band.height + top + bottom,
  };
}

/** Two marks at each corner, on the trim's lines, from the bleed's edge outwards. */
function cropMarks(trim: Rect): CropMark[] {
  const near = BLEED_MM;
  const far = BLEED_MM + CROP_MARK_MM;
  const xs = [trim.x, trim.x + trim.width];
  const ys = [trim.y, trim.y + trim.height];
  return xs.flatMap((x, i) =>
    ys.flatMap((y, j) => {
      const dx = i === 0 ? -1 : 1;
      const dy = j === 0 ? -1 : 1;
      return [
        { x1: x + dx * near, y1: y, x2: x + dx * far, y2: y },
        { x1: x, y1: y + dy * near, x2: x, y2: y + dy * far },
      ];
    }),
  );
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
