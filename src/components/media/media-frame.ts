import { chakra } from '@chakra-ui/react';

/**
 * The framed, clickable surface of a thumbnail (a button or a link): rounded, bordered, with a
 * focus ring, and a `group` so the image and play badge inside can react to hover.
 */
const frame = {
  base: {
    position: 'relative',
    display: 'block',
    w: 'full',
    rounded: 'xl',
    overflow: 'hidden',
    borderWidth: '1px',
    borderColor: 'border',
    cursor: 'pointer',
    focusVisibleRing: 'outside',
    _hover: { borderColor: 'accent.400' },
  },
} as const;

export const MediaButton = chakra('button', frame, {
  defaultProps: { type: 'button', className: 'group' },
});
export const MediaLink = chakra('a', frame, {
  defaultProps: { target: '_blank', rel: 'noopener noreferrer', className: 'group' },
});
