import { chakra } from '@chakra-ui/react';
import { uiLabels } from '../../content/ui';

/** The id of every page's `<main>`, where the skip link leads. */
export const MAIN_CONTENT_ID = 'conteudo';

/** Props that make an element the skip link's target: focusable by the link, not by Tab. */
export const mainContentProps = {
  id: MAIN_CONTENT_ID,
  tabIndex: -1,
  _focus: { outline: 'none' },
} as const;

const SkipAnchor = chakra('a', {
  base: {
    position: 'fixed',
    top: '3',
    left: '3',
    zIndex: 'skipNav',
    px: '4',
    py: '2.5',
    rounded: 'md',
    bg: 'accent.solid',
    color: 'accent.contrast',
    fontWeight: 'semibold',
    shadow: 'lg',
    focusVisibleRing: 'outside',
    // Out of sight until focused: the first Tab of the page shows it. Transparent as well as
    // moved up, so no screenshot or scrolled viewport ever catches it.
    opacity: 0,
    transform: 'translateY(-200%)',
    _focus: { transform: 'none', opacity: 1 },
  },
});

/** The first thing Tab reaches on every page: straight to the content, past the header. */
export function SkipLink() {
  return (
    <SkipAnchor data-skip-link="" href={`#${MAIN_CONTENT_ID}`}>
      {uiLabels.skipToContent}
    </SkipAnchor>
  );
}
