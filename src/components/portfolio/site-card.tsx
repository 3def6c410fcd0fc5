import { Box, Heading, Text } from '@chakra-ui/react';
import { type PortfolioSite, portfolioSection, thumbSize } from '../../content/portfolio';
import { portfolioImages } from '../../content/portfolio-images';
import { ResponsivePicture } from '../media/responsive-picture';
import { MediaButton } from '../media/media-frame';
import { AssetIcon } from '../icons/asset-icon';
import { islandOf } from '../ui/island';

/**
 * A website project: its screenshot is a button that opens the lightbox (src/islands/lightbox.ts),
 * which pairs the buttons with `portfolioSites` in order.
 */
export function SiteCard({ site }: { site: PortfolioSite }) {
  return (
    <Box as="article">
      <MediaButton
        aria-label={portfolioSection.openSiteLabel(site.title)}
        aria-haspopup="dialog"
        {...islandOf('lightbox')}
        cursor="zoom-in"
        _hover={{ borderColor: 'brand.400' }}
      >
        <ResponsivePicture
          sources={portfolioImages(site).thumb}
          alt={site.imageAlt}
          width={thumbSize.width}
          height={thumbSize.height}
          loading="lazy"
          w="full"
          h="auto"
          transition="transform 0.4s"
          _groupHover={{ transform: 'scale(1.03)' }}
        />
        <Box
          as="span"
          aria-hidden
          position="absolute"
          top="3"
          right="3"
          p="2"
          rounded="full"
          bg="bg/80"
          color="fg"
          opacity="0"
          transition="opacity 0.2s"
          _groupHover={{ opacity: 1 }}
          _groupFocusVisible={{ opacity: 1 }}
        >
          <AssetIcon name="maximize" />
        </Box>
      </MediaButton>
      <Heading as="h4" fontSize="lg" mt="4" mb="1">
        {site.title}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {site.description}
      </Text>
    </Box>
  );
}
