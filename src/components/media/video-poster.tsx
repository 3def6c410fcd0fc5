import type { HTMLChakraProps } from '@chakra-ui/react';
import type { ImageSize } from '../../content/portfolio';
import { posterImages, type PosterOf } from '../../content/poster-images';
import { ResponsivePicture } from './responsive-picture';

interface VideoPosterProps extends Omit<HTMLChakraProps<'img'>, 'src' | 'width' | 'height'> {
  video: PosterOf;
  /** The card the poster fills, and its size. */
  card: 'video' | 'testimonial';
  size: ImageSize;
}

/**
 * A video's first-party poster, lazy (every video sits below the fold): nothing is asked of the
 * video platform until the visitor opens the video. Decorative: the control around it is named.
 */
export function VideoPoster({ video, card, size, ...img }: VideoPosterProps) {
  return (
    <ResponsivePicture
      sources={posterImages(video, card)}
      alt=""
      width={size.width}
      height={size.height}
      loading="lazy"
      w="full"
      h="auto"
      {...img}
    />
  );
}
