import { Box, HStack, IconButton, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useLayoutEffect,
  useRef,
} from 'react';
import { LuChevronLeft, LuChevronRight, LuZoomIn, LuZoomOut } from 'react-icons/lu';
import type { ActorRefFrom } from 'xstate';
import type { lightboxMachine } from '../../../machines/lightbox';
import { fullSize, portfolioSection, portfolioSites } from '../../content/portfolio';
import { portfolioImages } from '../../content/portfolio-images';
import { useIsClient } from '../../hooks/use-is-client';
import { ResponsivePicture } from '../media/responsive-picture';
import { ModalDialog } from '../ui/modal-dialog';

/** How far (px) a finger travels sideways before it counts as a swipe rather than a tap. */
const SWIPE_DISTANCE = 50;
/** How far (px) a mouse may wander during a click that still counts as a click. */
const CLICK_SLOP = 6;

type Point = { x: number; y: number };

const labels = portfolioSection.lightbox;

const controlStyle = {
  size: 'lg',
  rounded: 'full',
  variant: 'solid',
  colorPalette: 'gray',
} as const;

/**
 * One website project at a time, full screen. Fitted, the image fills the screen: a tap or click
 * zooms into that spot, a sideways swipe steps to the neighbour. Zoomed, the image shows at its
 * full resolution inside an area that pans with native scrolling (and by dragging with a mouse).
 * Arrow keys step through the projects; inside the zoomed area they pan instead.
 */
export function PortfolioLightbox({
  lightbox,
}: {
  lightbox: ActorRefFrom<typeof lightboxMachine>;
}) {
  const selectedId = useSelector(lightbox, (state) => state.context.selected);
  const zoomed = useSelector(lightbox, (state) => state.matches({ open: 'zoomed' }));
  const hydrated = useIsClient();
  const index = portfolioSites.findIndex((site) => site.id === selectedId);
  const site = portfolioSites[index] ?? null;
  const onClose = () => lightbox.send({ type: 'dialog.close' });
  const onNext = () => lightbox.send({ type: 'lightbox.next' });
  const onPrevious = () => lightbox.send({ type: 'lightbox.previous' });
  const onZoom = () => lightbox.send({ type: 'lightbox.zoom' });
  const pointerStart = useRef<Point | null>(null);
  const scrollStart = useRef<Point>({ x: 0, y: 0 });
  const moved = useRef(false);
  const panArea = useRef<HTMLDivElement>(null);
  // The spot to centre once zoomed, as fractions of the image's size: where the visitor tapped.
  const zoomTarget = useRef<Point>({ x: 0.5, y: 0.5 });

  useLayoutEffect(() => {
    const area = panArea.current;
    if (!zoomed || !area) return;
    const { x, y } = zoomTarget.current;
    zoomTarget.current = { x: 0.5, y: 0.5 };
    area.scrollLeft = x * area.scrollWidth - area.clientWidth / 2;
    area.scrollTop = y * area.scrollHeight - area.clientHeight / 2;
  }, [zoomed, site]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target === panArea.current) return;
    if (event.key === 'ArrowRight') onNext();
    else if (event.key === 'ArrowLeft') onPrevious();
    else return;
    event.preventDefault();
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    pointerStart.current = { x: event.clientX, y: event.clientY };
    scrollStart.current = {
      x: panArea.current?.scrollLeft ?? 0,
      y: panArea.current?.scrollTop ?? 0,
    };
    moved.current = false;
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = pointerStart.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.hypot(dx, dy) > CLICK_SLOP) moved.current = true;
    // Touch pans natively; a mouse drags the zoomed image around.
    const area = panArea.current;
    if (zoomed && area && event.pointerType === 'mouse') {
      area.scrollLeft = scrollStart.current.x - dx;
      area.scrollTop = scrollStart.current.y - dy;
    }
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = pointerStart.current;
    pointerStart.current = null;
    if (!start || zoomed) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
    moved.current = true;
    if (dx < 0) onNext();
    else onPrevious();
  }

  function handleClick(event: MouseEvent<HTMLDivElement>) {
    if (moved.current) return;
    if (!zoomed) {
      const image = event.currentTarget.querySelector('img')?.getBoundingClientRect();
      if (image && image.width > 0 && image.height > 0) {
        zoomTarget.current = {
          x: (event.clientX - image.left) / image.width,
          y: (event.clientY - image.top) / image.height,
        };
      }
    }
    onZoom();
  }

  const pointer = {
    onPointerDown: handlePointerDown,
    onPointerMove: handlePointerMove,
    onPointerUp: handlePointerUp,
    onPointerCancel: () => {
      pointerStart.current = null;
    },
    onClick: handleClick,
  };

  // Rendered closed once the page is live, so an opening only shows it.
  if (!hydrated) return null;

  return (
    <ModalDialog
      variant="media"
      open={site !== null}
      title={site?.title ?? ''}
      closeLabel={portfolioSection.closeLabel}
      onClose={onClose}
      onKeyDown={handleKeyDown}
      wide
      actions={
        <IconButton
          aria-label={labels.zoomLabel}
          aria-pressed={zoomed}
          onClick={onZoom}
          {...controlStyle}
          variant={zoomed ? 'solid' : 'outline'}
          colorPalette={zoomed ? 'accent' : 'gray'}
          color={zoomed ? undefined : 'white'}
        >
          {zoomed ? <LuZoomOut aria-hidden /> : <LuZoomIn aria-hidden />}
        </IconButton>
      }
    >
      {/* Rendered while closed too, with no image to load: an opening then only fills it in,
          instead of creating and styling the image and its controls (half of the press
          handler's 104 ms at 4× CPU). */}
      {zoomed && site ? (
        <Box
          ref={panArea}
          role="region"
          aria-label={labels.zoomedRegionLabel}
          tabIndex={0}
          overflow="auto"
          overscrollBehavior="contain"
          h="75dvh"
          rounded="lg"
          cursor="zoom-out"
          focusVisibleRing="outside"
          {...pointer}
        >
          <ResponsivePicture
            sources={portfolioImages(site).full}
            alt={site.imageAlt}
            width={fullSize.width}
            height={fullSize.height}
            draggable={false}
            w={`${fullSize.width}px`}
            maxW="none"
            h="auto"
          />
        </Box>
      ) : (
        <Box
          display="flex"
          justifyContent="center"
          cursor="zoom-in"
          // Sideways moves are swipes; vertical ones and pinches stay the browser's.
          touchAction="pan-y pinch-zoom"
          userSelect="none"
          {...pointer}
        >
          <ResponsivePicture
            sources={site && portfolioImages(site).full}
            alt={site?.imageAlt ?? ''}
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
      )}
      <HStack justify="center" gap="4" mt="4">
        <IconButton aria-label={labels.previousLabel} onClick={onPrevious} {...controlStyle}>
          <LuChevronLeft aria-hidden />
        </IconButton>
        <Text
          aria-live="polite"
          color="white"
          fontFamily="mono"
          fontSize="md"
          minW="14"
          textAlign="center"
        >
          {labels.counter(Math.max(index, 0) + 1, portfolioSites.length)}
        </Text>
        <IconButton aria-label={labels.nextLabel} onClick={onNext} {...controlStyle}>
          <LuChevronRight aria-hidden />
        </IconButton>
      </HStack>
    </ModalDialog>
  );
}
