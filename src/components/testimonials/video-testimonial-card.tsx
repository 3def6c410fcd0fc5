import { Box, chakra, Text } from '@chakra-ui/react';
import { LuPlay } from 'react-icons/lu';
import { testimonialsSection, type VideoTestimonial } from '../../content/testimonials';
import { PlayBadge } from '../media/play-badge';
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
      <chakra.button
        type="button"
        aria-label={testimonialsSection.playLabel(video.name)}
        onClick={onPlay}
        position="relative"
        display="block"
        w="full"
        aspectRatio="3/4"
        rounded="xl"
        overflow="hidden"
        borderWidth="1px"
        borderColor="border"
        cursor="pointer"
        focusVisibleRing="outside"
        className="group"
        _hover={{ borderColor: 'accent.400' }}
      >
        <VideoThumbnail src={video.thumbnailUrl} alt="" w="full" h="full" />
        <Box
          aria-hidden
          position="absolute"
          inset="0"
          bgImage="linear-gradient(to top, {colors.black/70}, transparent 50%)"
        />
        <PlayBadge icon={LuPlay} />
      </chakra.button>
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
