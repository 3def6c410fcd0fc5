import { escapeHtml } from './html';
import {
  darkRuns,
  LINE_HEIGHT,
  type PrintLayout,
  type TextBlock,
  THEME_COLOURS,
  type ThemeColours,
} from './print-kit';
import { WHATSAPP_MARK } from './print-kit-mark';

/**
 * A print layout as an SVG document in millimetres, the same page the PDF draws: for print shops
 * that want vectors, for editing, and as the kit's preview. The logo, when there is one, is the
 * image the visitor chose, inline (`data:` URL): nothing is fetched.
 */

const PT_TO_MM = 25.4 / 72;
const round = (value: number) => Number(value.toFixed(3));
/** Inter first (the PDF's font), then what a viewer without it has. */
const FONT_FAMILY = "Inter, 'Inter Variable', Arial, Helvetica, sans-serif";
/** A crop mark's line: 0.25 pt, the hairline print shops draw them with. */
const CROP_MARK_WIDTH = round(0.25 * PT_TO_MM);

export function printKitSvg(layout: PrintLayout, logoDataUrl?: string): string {
  const { width, height, qr, band, mark } = layout;
  const colours = THEME_COLOURS[layout.theme];
  const runs = darkRuns(layout.modules)
    .map(
      ({ row, start, length }) =>
        `M${round(qr.x + start * qr.module)} ${round(qr.y + row * qr.module)}h${round(length * qr.module)}v${round(qr.module)}h${round(-length * qr.module)}z`,
    )
    .join('');
  const logo =
    layout.logo && logoDataUrl
      ? [
          `<rect x="${round(layout.logo.pad.x)}" y="${round(layout.logo.pad.y)}" width="${round(layout.logo.pad.size)}" height="${round(layout.logo.pad.size)}" fill="${colours.paper}"/>`,
          `<image href="${escapeHtml(logoDataUrl)}" x="${round(layout.logo.image.x)}" y="${round(layout.logo.image.y)}" width="${round(layout.logo.image.size)}" height="${round(layout.logo.image.size)}" preserveAspectRatio="xMidYMid meet"/>`,
        ].join('')
      : '';
  const scale = mark.size / WHATSAPP_MARK.side;
  const markColour = mark.colour === 'onBand' ? colours.onBand : colours.mark;
  const crops = layout.cropMarks
    .map(
      ({ x1, y1, x2, y2 }) =>
        `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}"/>`,
    )
    .join('');
  const paper = layout.bleed ?? layout.trim;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="white"/>`,
    layout.bleed
      ? `<rect x="${round(paper.x)}" y="${round(paper.y)}" width="${round(paper.width)}" height="${round(paper.height)}" fill="${colours.paper}"/>`
      : '',
    `<rect x="${round(band.x)}" y="${round(band.y)}" width="${round(band.width)}" height="${round(band.height)}" fill="${colours.band}"/>`,
    `<path d="${runs}" fill="${colours.ink}"/>`,
    logo,
    `<path d="${WHATSAPP_MARK.path}" transform="translate(${round(mark.x)} ${round(mark.y)}) scale(${Number(scale.toFixed(6))}) translate(0 ${-WHATSAPP_MARK.top})" fill="${markColour}"/>`,
    layout.name ? textElement(layout.name, colours) : '',
    textElement(layout.cta, colours),
    textElement(layout.caption, colours),
    textElement(layout.number, colours),
    crops ? `<g stroke="black" stroke-width="${CROP_MARK_WIDTH}">${crops}</g>` : '',
    '</svg>',
    '',
  ]
    .filter(Boolean)
    .concat('')
    .join('\n');
}

function textElement(block: TextBlock, colours: ThemeColours): string {
  const size = round(block.fontPt * PT_TO_MM);
  const lines = block.lines
    .map(
      (line, index) =>
        `<tspan x="${round(block.centerX)}" y="${round(block.y + index * size * LINE_HEIGHT)}">${escapeHtml(line)}</tspan>`,
    )
    .join('');
  const fill = block.colour === 'onBand' ? colours.onBand : colours.ink;
  return `<text font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${block.bold ? 700 : 400}" text-anchor="middle" fill="${fill}">${lines}</text>`;
}
