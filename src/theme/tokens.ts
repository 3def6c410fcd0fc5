import { defineTokens } from '@chakra-ui/react';
import { tokens as chakraTokens } from '@chakra-ui/react/theme';
import { palettes } from './palettes';

const systemFallback = `system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

const { black, white, transparent, current, gray, red, green, blue, orange } = chakraTokens.colors;

/** Of a palette, only the shades named. */
function shades<Palette extends object, Shade extends keyof Palette>(
  palette: Palette,
  named: readonly Shade[],
): Pick<Palette, Shade> {
  return Object.fromEntries(named.map((shade) => [shade, palette[shade]])) as Pick<Palette, Shade>;
}

export const tokens = defineTokens({
  ...chakraTokens,
  colors: {
    black,
    white,
    transparent,
    current,
    gray,
    // The status colours: only the shades the semantic tokens name (src/theme/semantic-tokens.ts).
    // Whole, their 44 shades were a fifth of the tools' system to make as the app starts, and
    // custom properties on every tool page's root.
    red: shades(red, [300, 400, 600, 950]),
    green: shades(green, [300, 400, 700, 950]),
    blue: shades(blue, [300, 400, 600, 950]),
    orange: shades(orange, [300, 400, 500, 600, 950]),
    ...palettes,
  },
  durations: {
    ...chakraTokens.durations,
    // Spec §9's fade-in on scroll.
    reveal: { value: '0.6s' },
  },
  fonts: {
    heading: { value: `'Sora Variable', 'Sora Fallback', ${systemFallback}` },
    body: { value: `'Inter Variable', 'Inter Fallback', ${systemFallback}` },
    mono: { value: `'JetBrains Mono Variable', ui-monospace, monospace` },
  },
});
