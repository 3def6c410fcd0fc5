import { Box, Text } from '@chakra-ui/react';
import {
  testimonialPosterSize,
  testimonialsSection,
  type VideoTestimonial,
} from '../../content/testimonials';
import { PlayBadge } from '../media/play-badge';
import { MediaButton } from '../media/media-frame';
import { VideoPoster } from '../media/video-poster';

/** A video testimonial: its poster is a button that opens the player modal. */
export function VideoTestimonialCard({
  video,
  onPlay,
}: {
  video: VideoTestimonial;
  onPlay: () => void;
}) {
  return (
    <Box as="figure">
      <MediaButton aria-label={testimonialsSection.playLabel(video.name)} onClick={onPlay}>
        <VideoPoster id={video.id} size={testimonialPosterSize} />
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
