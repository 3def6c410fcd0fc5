import { defineTokens } from '@chakra-ui/react';
import { tokens as chakraTokens } from '@chakra-ui/react/theme';

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
    // Violet of the brand: the "orbit" glow.
    brand: {
      50: { value: '#f3f0ff' },
      100: { value: '#e6e0ff' },
      200: { value: '#cdc2ff' },
      300: { value: '#ad9bff' },
      400: { value: '#9279ff' },
      500: { value: '#7c5cff' },
      600: { value: '#6a45f0' },
      700: { value: '#5734cc' },
      800: { value: '#452aa3' },
      900: { value: '#372381' },
      950: { value: '#211452' },
    },
    // Orange of the meteors: calls to action.
    accent: {
      50: { value: '#fff4ed' },
      100: { value: '#ffe5d4' },
      200: { value: '#ffc8a8' },
      300: { value: '#ffa370' },
      400: { value: '#ff8a47' },
      500: { value: '#ff7a2f' },
      600: { value: '#f05a0f' },
      700: { value: '#c7430a' },
      800: { value: '#9e3610' },
      900: { value: '#7f2f10' },
      950: { value: '#451506' },
    },
    // The night sky behind everything, and the starlight its text is written in.
    space: {
      50: { value: '#f5f3ff' },
      300: { value: '#b9b6d3' },
      400: { value: '#8e8bab' },
      600: { value: '#36407a' },
      700: { value: '#242e5c' },
      800: { value: '#18214a' },
      850: { value: '#121a3a' },
      900: { value: '#0e1530' },
      950: { value: '#0b1026' },
    },
    whatsapp: {
      50: { value: '#e9fbf0' },
      100: { value: '#c9f5d9' },
      200: { value: '#98ebb6' },
      300: { value: '#5fdf8d' },
      400: { value: '#36d873' },
      500: { value: '#25d366' },
      600: { value: '#1ebe5b' },
      700: { value: '#128c4a' },
      800: { value: '#0f6b3a' },
      900: { value: '#0c4a2a' },
      950: { value: '#062a18' },
    },
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

/** The colour around the page: the browser's bars (`theme-color`), the installed tools' splash. */
export const THEME_COLOR = tokens.colors.space[950].value;
