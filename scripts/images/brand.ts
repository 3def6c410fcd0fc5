// The agency's own look for the brand images (posters, placeholder, social card): the site's
// night sky with a violet and an orange glow, in the theme's colours.
import type { ImageSize } from '../../src/content/portfolio';
import { siteConfig } from '../../src/config/site';
import { escapeHtml } from '../../src/domain/html';
import { mulberry32 } from '../../src/domain/random';
import { semanticTokens } from '../../src/theme/semantic-tokens';
import { tokens } from '../../src/theme/tokens';
import { el, FONTS, rgba } from './html';

/** A semantic token's value, following a `{colors.<palette>.<shade>}` reference to the palette. */
function resolveColour(value: string): string {
  const reference = /^\{colors\.(\w+)\.(\w+)\}$/.exec(value);
  if (!reference) return value;
  const [, palette = '', shade = ''] = reference;
  const colours = tokens.colors as unknown as Record<
    string,
    Record<string, { value: string }> | undefined
  >;
  const colour = colours[palette]?.[shade]?.value;
  if (!colour) throw new Error(`No colour behind ${value}`);
  return colour;
}

export const BRAND = {
  bg: tokens.colors.space[950].value,
  violet: tokens.colors.brand[500].value,
  orange: tokens.colors.accent[500].value,
  text: resolveColour(semanticTokens.colors.fg.DEFAULT.value),
};

interface BackdropOptions {
  /** Strength of both glows, 1 = full. */
  glow?: number;
  stars?: number;
  orbits?: boolean;
  /** Seeds the star field, so every run places the stars the same. */
  seed?: number;
}

/** Navy, two glows, an optional star field and orbit rings. */
export function brandBackdrop(
  { width, height }: ImageSize,
  { glow = 1, stars = 0, orbits = false, seed = 1 }: BackdropOptions = {},
): string {
  const random = mulberry32(seed);
  const starDots = Array.from({ length: stars }, () => {
    const size = random() < 0.85 ? 2 : 3;
    return el(
      `left:${(random() * width).toFixed(0)}px;top:${(random() * height).toFixed(0)}px;width:${size}px;height:${size}px;border-radius:50%;background:${BRAND.text};opacity:${(0.15 + random() * 0.5).toFixed(2)}`,
    );
  }).join('');
  const orbit = (w: number, rotation: number, alpha: number) =>
    el(
      `left:50%;top:50%;width:${w}px;height:${Math.round(w * 0.36)}px;transform:translate(-50%,-50%) rotate(${rotation}deg);border-radius:50%;border:1.5px solid ${rgba(BRAND.text, alpha)}`,
    );
  return (
    el(
      `inset:0;background:radial-gradient(ellipse ${Math.round(width * 0.7)}px ${Math.round(height * 0.9)}px at 18% 22%,${rgba(BRAND.violet, 0.55 * glow)} 0,${rgba(BRAND.violet, 0.16 * glow)} 45%,transparent 72%),radial-gradient(ellipse ${Math.round(width * 0.65)}px ${Math.round(height * 0.85)}px at 88% 86%,${rgba(BRAND.orange, 0.5 * glow)} 0,${rgba(BRAND.orange, 0.12 * glow)} 42%,transparent 70%),${BRAND.bg}`,
    ) +
    starDots +
    (orbits ? orbit(width * 1.1, -12, 0.1) + orbit(width * 0.78, -12, 0.07) : '')
  );
}

/** Page CSS: a `.stage` the size of the image and a `.center` column over it. */
export const brandCss = ({ width, height }: ImageSize): string =>
  `body{width:${width}px;height:${height}px;background:${BRAND.bg};color:${BRAND.text};font-family:${FONTS.sans};-webkit-font-smoothing:antialiased}
.stage{position:relative;width:${width}px;height:${height}px;overflow:hidden}
.center{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center}`;

const playTriangle = (size: number, color: string) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" aria-hidden="true"><path d="M8 5.2v13.6a1 1 0 0 0 1.5.9l10.6-6.8a1 1 0 0 0 0-1.7L9.5 4.3A1 1 0 0 0 8 5.2z" fill="${color}"/></svg>`;

/** Round play button: gradient disc with a halo ring; `muted` is the quieter outline version. */
export const playButton = (size: number, muted = false): string =>
  `<div style="position:relative;width:${size}px;height:${size}px;border-radius:50%;display:grid;place-items:center;${
    muted
      ? `background:${rgba(BRAND.text, 0.08)};border:2px solid ${rgba(BRAND.text, 0.35)}`
      : `background:linear-gradient(135deg,${BRAND.violet},${BRAND.orange});box-shadow:0 0 0 ${Math.round(size * 0.12)}px ${rgba(BRAND.text, 0.08)},0 0 0 ${Math.round(size * 0.24)}px ${rgba(BRAND.text, 0.04)},0 30px 70px -20px ${rgba(BRAND.violet, 0.8)}`
  }">${playTriangle(Math.round(size * 0.46), muted ? rgba(BRAND.text, 0.8) : BRAND.text)}</div>`;

/** Planet-with-orbit mark and the agency's name. */
export const wordmark = (size: number): string =>
  `<div style="display:flex;align-items:center;gap:${Math.round(size * 0.45)}px;font-weight:700;font-size:${size}px;letter-spacing:-.02em">
  <span style="position:relative;width:${Math.round(size * 1.3)}px;height:${Math.round(size * 1.3)}px;flex:none">
    ${el(`inset:18%;border-radius:50%;background:linear-gradient(135deg,${BRAND.violet},${BRAND.orange})`)}
    ${el(`left:-6%;right:-6%;top:36%;bottom:36%;border-radius:50%;border:${Math.max(2, Math.round(size * 0.07))}px solid ${BRAND.text};transform:rotate(-20deg)`)}
  </span>${escapeHtml(siteConfig.agencyName)}</div>`;
