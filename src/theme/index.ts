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
        // The page is dark and its highlights are background-clipped text: print the backgrounds
        // too, or light text would land on white paper.
        _print: { printColorAdjust: 'exact' },
      },
      body: {
        fontFamily: 'body',
        overflowX: 'hidden',
      },
      // Printed, the page is what the screen shows once everything has faded in: every block
      // visible (framer-motion's inline styles included), nothing floating or flying over it.
      '[data-reveal], [data-reveal="pending"]': {
        _print: { opacity: '1 !important', transform: 'none !important' },
      },
      // Toasts too: they say what just happened on screen, and on paper they squeezed into a
      // column one letter wide on every page.
      '[data-meteors], [data-island="floating"], [data-skip-link], [data-scope="toast"][data-part="group"]':
        { _print: { display: 'none !important' } },
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
