import { defineSemanticTokens } from '@chakra-ui/react';
import { semanticTokens as chakraSemanticTokens } from '@chakra-ui/react/theme';

/** A palette in the shape Chakra's recipes expect, so `colorPalette="…"` works everywhere. */
function palette(name: string, solid: string, contrast: string) {
  return {
    solid: { value: `{colors.${name}.${solid}}` },
    contrast: { value: contrast },
    fg: { value: `{colors.${name}.300}` },
    muted: { value: `{colors.${name}.900}` },
    subtle: { value: `{colors.${name}.950}` },
    emphasized: { value: `{colors.${name}.800}` },
    focusRing: { value: `{colors.${name}.400}` },
  };
}

const { gray, red, green, blue, orange } = chakraSemanticTokens.colors;

/** A status colour as Chakra's toasts use it: their background and its text. */
const status = ({ solid, contrast }: typeof red) => ({ solid, contrast });

/** The site is dark only: every semantic colour has one value, the night-sky one. */
export const semanticTokens = defineSemanticTokens({
  ...chakraSemanticTokens,
  colors: {
    gray,
    red: status(red),
    // Success toasts carry white text: Chakra's green.600 is too light for it (WCAG AA).
    green: { ...status(green), solid: { value: '{colors.green.700}' } },
    blue: status(blue),
    orange: status(orange),
    bg: {
      DEFAULT: { value: '{colors.space.950}' },
      subtle: { value: '{colors.space.900}' },
      muted: { value: '{colors.space.850}' },
      emphasized: { value: '{colors.space.800}' },
      panel: { value: '{colors.space.850}' },
      inverted: { value: '{colors.white}' },
      error: { value: '{colors.red.950}' },
      success: { value: '{colors.green.950}' },
      warning: { value: '{colors.orange.950}' },
      info: { value: '{colors.blue.950}' },
    },
    fg: {
      DEFAULT: { value: '{colors.space.50}' },
      muted: { value: '{colors.space.300}' },
      subtle: { value: '{colors.space.400}' },
      inverted: { value: '{colors.space.950}' },
      error: { value: '{colors.red.300}' },
      success: { value: '{colors.green.300}' },
      warning: { value: '{colors.orange.300}' },
      info: { value: '{colors.blue.300}' },
    },
    border: {
      DEFAULT: { value: '{colors.space.700}' },
      muted: { value: '{colors.space.800}' },
      subtle: { value: '{colors.space.850}' },
      emphasized: { value: '{colors.space.600}' },
      inverted: { value: '{colors.white}' },
      error: { value: '{colors.red.400}' },
      success: { value: '{colors.green.400}' },
      warning: { value: '{colors.orange.400}' },
      info: { value: '{colors.blue.400}' },
    },
    // White text needs the 600 shade to reach 4.5:1.
    brand: palette('brand', '600', '{colors.white}'),
    accent: palette('accent', '500', '{colors.space.950}'),
    whatsapp: palette('whatsapp', '500', '{colors.space.950}'),
  },
});
