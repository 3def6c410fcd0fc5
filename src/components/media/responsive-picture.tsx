import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

import type { ImageSources } from '../../content/portfolio-images';

interface ResponsivePictureProps extends Omit<HTMLChakraProps<'img'>, 'src'> {
  sources: ImageSources;
  alt: string;
  width: number;
  height: number;
}

/** AVIF where supported, WebP otherwise, with intrinsic size so nothing shifts while loading. */
export function ResponsivePicture({ sources, ...img }: ResponsivePictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} />
      <chakra.img src={sources.webp} decoding="async" display="block" {...img} />
    </picture>
  );
}
