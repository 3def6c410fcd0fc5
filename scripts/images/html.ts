// Building blocks shared by every image template. Images use system fonts only, so rendering
// needs no network and no web-font files.

export const FONTS = {
  sans: "system-ui, 'DejaVu Sans', 'Liberation Sans', sans-serif",
  grotesk: "'Liberation Sans', Arial, system-ui, sans-serif",
  serif: "'DejaVu Serif', 'Liberation Serif', Georgia, serif",
} as const;

export type FontName = keyof typeof FONTS;

/** Absolutely positioned div: every decoration is placed by hand. */
export const el = (style: string, children = ''): string =>
  `<div style="position:absolute;${style}">${children}</div>`;

/** A complete page: the screenshot is exactly the body, with no margin or scrollbar. */
export const htmlDocument = (css: string, body: string): string =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>
*{box-sizing:border-box}html,body{margin:0;padding:0;overflow:hidden}
${css}</style></head><body>${body}</body></html>`;

/** `#rrggbb` at some opacity, so tints of a theme colour are derived rather than retyped. */
export function rgba(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [red, green, blue] = match.slice(1).map((pair) => parseInt(pair, 16));
  return `rgba(${red},${green},${blue},${alpha})`;
}
