import { Box, Text } from '@chakra-ui/react';
import { LuPlay } from 'react-icons/lu';
import { type PortfolioVideo, portfolioSection } from '../../content/portfolio';
import { PlayBadge } from '../media/play-badge';
import { MediaLink } from '../media/media-frame';
import { VideoThumbnail } from '../media/video-thumbnail';

/** A promotional video: a link that opens it on the video platform in a new tab. */
export function VideoCard({ video }: { video: PortfolioVideo }) {
  return (
    <MediaLink
      href={video.url}
      aria-label={portfolioSection.openVideoLabel(video.title)}
      bg="bg.panel"
    >
      <Box position="relative" aspectRatio="16/9">
        <VideoThumbnail src={video.thumbnailUrl} alt="" w="full" h="full" />
        <PlayBadge icon={LuPlay} />
      </Box>
      <Text px="4" py="3" fontWeight="medium" fontSize="sm">
        {video.title}
      </Text>
    </MediaLink>
  );
}
