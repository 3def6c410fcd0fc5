import { escapeHtml } from './html';
import { darkRuns, LINE_HEIGHT, type PrintLayout, type TextBlock } from './print-kit';

/**
 * A print layout as an SVG document in millimetres, the same page the PDF draws: for print shops
 * that want vectors, and for editing. The logo, when there is one, is the image the visitor chose,
 * inline (`data:` URL): nothing is fetched.
 */

const PT_TO_MM = 25.4 / 72;
const round = (value: number) => Number(value.toFixed(3));

export function printKitSvg(layout: PrintLayout, logoDataUrl?: string): string {
  const { width, height, qr } = layout;
  const runs = darkRuns(layout.modules)
    .map(
      ({ row, start, length }) =>
        `M${round(qr.x + start * qr.module)} ${round(qr.y + row * qr.module)}h${round(length * qr.module)}v${round(qr.module)}h${round(-length * qr.module)}z`,
    )
    .join('');
  const logo =
    layout.logo && logoDataUrl
      ? [
          `<rect x="${round(layout.logo.pad.x)}" y="${round(layout.logo.pad.y)}" width="${round(layout.logo.pad.size)}" height="${round(layout.logo.pad.size)}" fill="white"/>`,
          `<image href="${escapeHtml(logoDataUrl)}" x="${round(layout.logo.image.x)}" y="${round(layout.logo.image.y)}" width="${round(layout.logo.image.size)}" height="${round(layout.logo.image.size)}" preserveAspectRatio="xMidYMid meet"/>`,
        ].join('')
      : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="white"/>`,
    `<path d="${runs}" fill="black"/>`,
    logo,
    textElement(layout.cta),
    textElement(layout.number),
    '</svg>',
    '',
  ].join('\n');
}

function textElement(block: TextBlock): string {
  const size = round(block.fontPt * PT_TO_MM);
  const lines = block.lines
    .map(
      (line, index) =>
        `<tspan x="${round(block.centerX)}" y="${round(block.y + index * size * LINE_HEIGHT)}">${escapeHtml(line)}</tspan>`,
    )
    .join('');
  return `<text font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="${block.bold ? 700 : 400}" text-anchor="middle" fill="black">${lines}</text>`;
}
