import { Box, type BoxProps, chakra, HStack, IconButton } from '@chakra-ui/react';
import { Children, type ReactNode } from 'react';
import { SCROLL_STEP_ATTRIBUTE } from '../../browser/page-contract';
import type { ScrollRowLabels } from '../../content/scroll-row';
import { AssetIcon } from '../icons/asset-icon';
import { islandOf } from './island';

type Responsive<T> = T | { base?: T; sm?: T; md?: T; lg?: T; xl?: T };

interface ScrollRowProps {
  labels: ScrollRowLabels;
  /** Each card's width: less than the row's, so a slice of the next card hints at more. */
  itemWidth: Responsive<string>;
  /**
   * From this breakpoint on, every card fits: the row becomes a grid of `columns` and the buttons
   * go. Without it the row scrolls at every width.
   */
  gridFrom?: 'md' | 'lg';
  /** The grid's columns per breakpoint, from `gridFrom` on, e.g. `{ md: 2, lg: 4 }`. */
  columns?: Partial<Record<'md' | 'lg' | 'xl', number>>;
  /** Each card's width on paper, where every card is shown, wrapping onto rows. */
  printItemWidth?: string;
  gap?: BoxProps['gap'];
  children: ReactNode;
}

/**
 * A horizontal scroll-snap row of cards with previous/next buttons (src/islands/scroll-row.ts):
 * on a phone it shows one card and the edge of the next instead of a tall stack. Touch, trackpad
 * and keyboard scroll it too.
 */
export function ScrollRow({
  labels,
  itemWidth,
  gridFrom,
  columns = {},
  printItemWidth = '30%',
  gap = { base: '4', md: '6' },
  children,
}: ScrollRowProps) {
  const asGrid = gridFrom
    ? {
        display: { base: 'flex', [gridFrom]: 'grid' },
        gridTemplateColumns: Object.fromEntries(
          Object.entries(columns).map(([breakpoint, count]) => [
            breakpoint,
            `repeat(${count}, minmax(0, 1fr))`,
          ]),
        ),
        overflowX: { base: 'auto', [gridFrom]: 'visible' },
      }
    : {};
  const widths = typeof itemWidth === 'string' ? { base: itemWidth } : itemWidth;
  const itemAsGrid = gridFrom ? { w: { ...widths, [gridFrom]: 'auto' } } : { w: widths };

  return (
    <Box role="region" aria-label={labels.region} {...islandOf('scroll-row')}>
      <HStack
        justify="flex-end"
        gap="2"
        mb="3"
        display={gridFrom ? { base: 'flex', [gridFrom]: 'none' } : 'flex'}
        _print={{ display: 'none' }}
      >
        <IconButton
          aria-label={labels.previous}
          variant="outline"
          rounded="full"
          size="sm"
          {...{ [SCROLL_STEP_ATTRIBUTE]: -1 }}
        >
          <AssetIcon name="chevron-left" />
        </IconButton>
        <IconButton
          aria-label={labels.next}
          variant="outline"
          rounded="full"
          size="sm"
          {...{ [SCROLL_STEP_ATTRIBUTE]: 1 }}
        >
          <AssetIcon name="chevron-right" />
        </IconButton>
      </HStack>
      <chakra.ul
        // Keyboard users can scroll the row even where its cards hold nothing focusable.
        tabIndex={0}
        focusVisibleRing="outside"
        display="flex"
        gap={gap}
        overflowX="auto"
        scrollSnapType="x mandatory"
        scrollPaddingX="1"
        overscrollBehaviorX="contain"
        scrollbarWidth="none"
        // Room for the cards' focus rings, which the scroll box would otherwise clip.
        p="1"
        m="-1"
        // On paper nothing scrolls: every card is printed, wrapping onto as many rows as it takes.
        _print={{ flexWrap: 'wrap', overflowX: 'visible' }}
        {...asGrid}
      >
        {Children.map(children, (child) => (
          <Box
            as="li"
            flex="none"
            scrollSnapAlign="start"
            display="grid"
            {...itemAsGrid}
            // Whole on its page: at a phone's width, a 9:16 poster filled a page of its own.
            _print={{ w: printItemWidth, breakInside: 'avoid' }}
          >
            {child}
          </Box>
        ))}
      </chakra.ul>
    </Box>
  );
}
