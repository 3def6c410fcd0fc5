import { Box, Text } from '@chakra-ui/react';
import { type PortfolioVideo, portfolioSection, videoPosterSize } from '../../content/portfolio';
import { PlayBadge } from '../media/play-badge';
import { MediaLink } from '../media/media-frame';
import { VideoPoster } from '../media/video-poster';

/** A promotional video: its poster is a link that opens it on the video platform in a new tab. */
export function VideoCard({ video }: { video: PortfolioVideo }) {
  return (
    <MediaLink
      href={video.url}
      aria-label={portfolioSection.openVideoLabel(video.title)}
      bg="bg.panel"
      h="full"
    >
      <Box as="span" position="relative" display="block">
        <VideoPoster video={video} card="video" size={videoPosterSize} />
        <PlayBadge />
      </Box>
      <Text as="span" display="block" px="4" py="3" fontWeight="medium" fontSize="sm">
        {video.title}
      </Text>
    </MediaLink>
  );
}
