import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
} from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from './recipes';
import { semanticTokens } from './semantic-tokens';
import { textStyles } from './text-styles';
import { tokens } from './tokens';

/**
 * One lean system: Chakra's base (conditions, utilities) plus only our tokens and the recipes we
 * use. The full default theme would triple the critical CSS inlined in every prerendered page.
 */
export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: {
      ...globalCss,
      html: {
        ...globalCss.html,
        colorPalette: 'brand',
        colorScheme: 'dark',
        // Anchors, 'Ver Portfólio' and 'Voltar ao topo' glide, unless motion is unwelcome.
        scrollBehavior: 'smooth',
        _motionReduce: { scrollBehavior: 'auto' },
      },
      body: { fontFamily: 'body', overflowX: 'hidden' },
    },
    theme: {
      breakpoints,
      keyframes: {
        ...keyframes,
        // A meteor flies along its own (rotated) x axis and burns out before the end.
        meteor: {
          '0%': { transform: 'rotate(215deg) translateX(0)', opacity: '1' },
          '70%': { opacity: '1' },
          '100%': { transform: 'rotate(215deg) translateX(-600px)', opacity: '0' },
        },
      },
      tokens,
      semanticTokens,
      recipes,
      slotRecipes,
      textStyles,
      layerStyles,
      animationStyles,
    },
  }),
);
