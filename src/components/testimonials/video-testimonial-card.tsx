import { Box, Text } from '@chakra-ui/react';
import {
  testimonialPosterSize,
  testimonialsSection,
  type VideoTestimonial,
} from '../../content/testimonials';
import { PlayBadge } from '../media/play-badge';
import { MediaButton } from '../media/media-frame';
import { VideoPoster } from '../media/video-poster';
import { islandOf } from '../ui/island';

/**
 * A video testimonial: its poster is a button that opens the player dialog
 * (src/islands/video-modal.ts), which pairs the posters with `videoTestimonials` in order.
 */
export function VideoTestimonialCard({ video }: { video: VideoTestimonial }) {
  return (
    <Box as="figure">
      <MediaButton
        aria-label={testimonialsSection.playLabel(video.name)}
        aria-haspopup="dialog"
        {...islandOf('video-modal')}
      >
        <VideoPoster video={video} card="testimonial" size={testimonialPosterSize} />
        <PlayBadge />
      </MediaButton>
      <Box as="figcaption" mt="3">
        <Text fontWeight="semibold" fontSize="sm">
          {video.name}
        </Text>
        <Text color="fg.muted" fontSize="xs">
          {video.business}
        </Text>
      </Box>
    </Box>
  );
}
