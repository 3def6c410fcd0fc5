import { Box, Text } from '@chakra-ui/react';
import { LuPlay } from 'react-icons/lu';
import { testimonialsSection, type VideoTestimonial } from '../../content/testimonials';
import { PlayBadge } from '../media/play-badge';
import { MediaButton } from '../media/media-frame';
import { VideoThumbnail } from '../media/video-thumbnail';

/** A video testimonial: its thumbnail is a button that opens the player modal. */
export function VideoTestimonialCard({
  video,
  onPlay,
}: {
  video: VideoTestimonial;
  onPlay: () => void;
}) {
  return (
    <Box as="figure">
      <MediaButton
        aria-label={testimonialsSection.playLabel(video.name)}
        onClick={onPlay}
        aspectRatio="3/4"
      >
        <VideoThumbnail src={video.thumbnailUrl} alt="" w="full" h="full" />
        <Box
          as="span"
          aria-hidden
          position="absolute"
          inset="0"
          bgImage="linear-gradient(to top, {colors.black/70}, transparent 50%)"
        />
        <PlayBadge icon={LuPlay} />
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
