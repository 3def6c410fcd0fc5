import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

import type { ImageSources } from '../../content/portfolio-images';

interface ResponsivePictureProps extends Omit<HTMLChakraProps<'img'>, 'src' | 'width' | 'height'> {
  /** None yet: the element is laid out and styled, ready for the sources, but loads nothing. */
  sources: ImageSources | null;
  alt: string;
  width: number;
  height: number;
}

/** AVIF where supported, WebP otherwise, with intrinsic size so nothing shifts while loading. */
export function ResponsivePicture({ sources, width, height, ...img }: ResponsivePictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={sources?.avif} />
      <chakra.img
        src={sources?.webp}
        // HTML attributes (not style props): the browser reserves the space before it loads.
        htmlWidth={width}
        htmlHeight={height}
        decoding="async"
        display="block"
        {...img}
      />
    </picture>
  );
}
