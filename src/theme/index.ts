import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
} from '@chakra-ui/react/theme';
import { METEOR_FLIGHT_PX, METEOR_TURN_DEG } from '../browser/sky-clip';
import { overTheViewport, recipes, slotRecipes } from './recipes';
import { semanticTokens } from './semantic-tokens';
import { textStyles } from './text-styles';
import { tokens } from './tokens';

// Chakra's selection colour is set on every element (`*::selection`), so every element's style
// resolves a highlight style of its own: about a quarter of each restyle of the landing page. Set
// on the root, browsers that inherit highlights (Chromium) show it in all text; others show
// their own selection colour.
const { '*::selection': selection, '*': everyElement, ...chakraGlobalCss } = globalCss;

// On every element Chakra also sets 24 custom properties for its `ring` and `filter: 'auto'`
// utilities, which the site never uses: each element resolved them at each restyle of a tool
// page (content pages' stylesheets drop what no rule reads). Kept: the font features and the
// `--global-*` properties Chakra's recipes read.
const everyElementUsed = Object.fromEntries(
  Object.entries(everyElement ?? {}).filter(
    ([property]) => !property.startsWith('--') || property.startsWith('--global-'),
  ),
);

/**
 * One lean system: Chakra's base (conditions, utilities) plus only our tokens and the recipes we
 * use. The full default theme would triple the critical CSS inlined in every prerendered page.
 */
const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    '*': everyElementUsed,
    ...chakraGlobalCss,
    'html::selection': selection ?? {},
    html: {
      ...chakraGlobalCss.html,
      colorPalette: 'brand',
      colorScheme: 'dark',
      // Anchors, 'Ver Portfólio' and 'Voltar ao topo' glide, unless motion is unwelcome.
      scrollBehavior: 'smooth',
      _motionReduce: { scrollBehavior: 'auto' },
      // Below `xl` every page's floating buttons sit in a dock at the bottom (decision 025):
      // what is focused or jumped to is scrolled clear of it. (The landing page's top bar sets
      // its own, src/components/layout/site-header.tsx.)
      scrollPaddingBottom: { base: 'calc(4rem + env(safe-area-inset-bottom))', xl: 'auto' },
      // Printed, the page is dark text on white paper: the night sky would be pages of ink.
      // Backgrounds still print (its highlights are background-clipped text, and buttons
      // keep their colour), now light ones. Important: the tokens' layer comes after this one.
      _print: {
        printColorAdjust: 'exact',
        '--chakra-colors-bg': '{colors.white} !important',
        '--chakra-colors-bg-subtle': '{colors.white} !important',
        '--chakra-colors-bg-muted': '{colors.space.50} !important',
        '--chakra-colors-bg-emphasized': '{colors.space.50} !important',
        '--chakra-colors-bg-panel': '{colors.white} !important',
        '--chakra-colors-fg': '{colors.space.950} !important',
        '--chakra-colors-fg-muted': '{colors.space.700} !important',
        '--chakra-colors-fg-subtle': '{colors.space.600} !important',
        '--chakra-colors-border': '{colors.space.300} !important',
        '--chakra-colors-border-muted': '{colors.space.300} !important',
        '--chakra-colors-border-subtle': '{colors.space.300} !important',
        '--chakra-colors-brand-fg': '{colors.brand.700} !important',
        '--chakra-colors-accent-fg': '{colors.accent.700} !important',
        '--chakra-colors-whatsapp-fg': '{colors.whatsapp.800} !important',
      },
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
    // The dialog the boot opens at once for a press on a dialog's button before what answers it
    // is live (src/boot/boot.ts): over the page as our dialogs are, a spinner until the real one
    // opens. Inline on every page with such a button: the boot adds it before any stylesheet.
    'dialog[data-stand-in]': {
      ...overTheViewport,
      bg: 'bg',
      display: 'grid',
      placeItems: 'center',
      _after: {
        content: '""',
        boxSize: '10',
        borderWidth: '4px',
        borderColor: 'border',
        borderTopColor: 'brand.fg',
        rounded: 'full',
        animation: 'spin 0.8s linear infinite',
      },
    },
    // Toasts too: they say what just happened on screen, and on paper they squeezed into a
    // column one letter wide on every page.
    '[data-meteors], [data-floating], [data-skip-link], [data-scope="toast"][data-part="group"]': {
      _print: { display: 'none !important' },
    },
  },
  theme: {
    breakpoints,
    keyframes: {
      ...keyframes,
      // A meteor flies along its own (rotated) x axis and burns out before the end.
      meteor: {
        '0%': { transform: `rotate(${METEOR_TURN_DEG}deg) translateX(0)`, opacity: '1' },
        '70%': { opacity: '1' },
        '100%': {
          transform: `rotate(${METEOR_TURN_DEG}deg) translateX(-${METEOR_FLIGHT_PX}px)`,
          opacity: '0',
        },
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
});

let system: SystemContext | undefined;

/**
 * The system, made on first use rather than as the app's modules load: making it is the
 * costliest single step of the tools' app's start, which can then run in a task of its own
 * (src/entry-client.tsx). The app's system makes no global sheet: the page's stylesheet has it
 * (`chakraSystemWithoutGlobalSheet` in vite.config.ts).
 */
export const appSystem = (): SystemContext => (system ??= createSystem(defaultBaseConfig, config));
