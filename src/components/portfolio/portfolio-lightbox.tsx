import { Box, HStack, IconButton, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight, LuZoomIn, LuZoomOut } from 'react-icons/lu';
import { LIGHTBOX_DIALOG_ID } from '../../browser/page-contract';
import { fullSize, portfolioSection } from '../../content/portfolio';
import { ResponsivePicture } from '../media/responsive-picture';
import { ModalDialog } from '../ui/modal-dialog';

const labels = portfolioSection.lightbox;

const controlStyle = {
  size: 'lg',
  rounded: 'full',
  variant: 'solid',
  colorPalette: 'gray',
} as const;

/**
 * The portfolio's lightbox, closed and empty: one of the landing page's dialogs. The island
 * (src/islands/lightbox.ts) fills it with the project opened
 * and switches its parts (`data-lightbox`): the fitted view, where a tap zooms into that spot and a
 * sideways swipe steps to the neighbour; the zoomed view, the image at full resolution inside an
 * area that pans with native scrolling (and by dragging with a mouse); the zoom toggle, whose look
 * and icon follow its `aria-pressed`; and the counter.
 */
export function PortfolioLightbox() {
  return (
    <ModalDialog
      id={LIGHTBOX_DIALOG_ID}
      variant="media"
      title=""
      closeLabel={portfolioSection.closeLabel}
      wide
      actions={
        <IconButton
          aria-label={labels.zoomLabel}
          aria-pressed="false"
          data-lightbox="zoom"
          {...controlStyle}
          variant="outline"
          color="white"
          _pressed={{
            colorPalette: 'accent',
            bg: 'colorPalette.solid',
            color: 'colorPalette.contrast',
            borderColor: 'transparent',
            _hover: { bg: 'colorPalette.solid/90' },
          }}
          css={{
            '&[aria-pressed=true] > [data-zoom-in], &[aria-pressed=false] > [data-zoom-out]': {
              display: 'none',
            },
          }}
        >
          <LuZoomIn aria-hidden data-zoom-in="" />
          <LuZoomOut aria-hidden data-zoom-out="" />
        </IconButton>
      }
    >
      <Box
        data-lightbox="fitted"
        display="flex"
        justifyContent="center"
        cursor="zoom-in"
        // Sideways moves are swipes; vertical ones and pinches stay the browser's.
        touchAction="pan-y pinch-zoom"
        userSelect="none"
        _hidden={{ display: 'none' }}
      >
        <ResponsivePicture
          sources={null}
          alt=""
          width={fullSize.width}
          height={fullSize.height}
          draggable={false}
          w="auto"
          h="auto"
          maxW="full"
          maxH="75dvh"
          rounded="lg"
        />
      </Box>
      <Box
        data-lightbox="zoomed"
        hidden
        role="region"
        aria-label={labels.zoomedRegionLabel}
        tabIndex={0}
        overflow="auto"
        overscrollBehavior="contain"
        h="75dvh"
        rounded="lg"
        cursor="zoom-out"
        focusVisibleRing="outside"
        _hidden={{ display: 'none' }}
      >
        <ResponsivePicture
          sources={null}
          alt=""
          width={fullSize.width}
          height={fullSize.height}
          draggable={false}
          w={`${fullSize.width}px`}
          maxW="none"
          h="auto"
        />
      </Box>
      <HStack justify="center" gap="4" mt="4">
        <IconButton aria-label={labels.previousLabel} data-lightbox="previous" {...controlStyle}>
          <LuChevronLeft aria-hidden />
        </IconButton>
        <Text
          data-lightbox="counter"
          aria-live="polite"
          color="white"
          fontFamily="mono"
          fontSize="md"
          minW="14"
          textAlign="center"
        />
        <IconButton aria-label={labels.nextLabel} data-lightbox="next" {...controlStyle}>
          <LuChevronRight aria-hidden />
        </IconButton>
      </HStack>
    </ModalDialog>
  );
}
