// The site's own palettes, as plain data: the Chakra tokens spread them (./tokens.ts), and what
// must not load Chakra to read a colour (the page head's checks) imports them from here.

export const palettes = {
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
};

/** The colour around the page: the browser's bars (`theme-color`), the installed tools' splash. */
export const THEME_COLOR = palettes.space[950].value;
