import { Box, Heading, Text } from '@chakra-ui/react';
import { portfolioSection, portfolioSites, portfolioVideos } from '../../content/portfolio';
import { Section, SectionHeading } from '../landing/section';
import { Reveal } from '../motion/reveal';
import { ScrollRow } from '../ui/scroll-row';
import { SiteCard } from './site-card';
import { VideoCard } from './video-card';

export function PortfolioSection() {
  return (
    <Section id="portfolio" labelledBy="portfolio-heading" tone="raised">
      <SectionHeading
        id="portfolio-heading"
        eyebrow={portfolioSection.eyebrow}
        heading={portfolioSection.heading}
        intro={portfolioSection.intro}
      />
      <SubHeading title={portfolioSection.sitesHeading} intro={portfolioSection.sitesIntro} />
      {/* Seven projects never fill a grid evenly: one row that scrolls, at every width. */}
      <Box mb={{ base: '10', md: '16' }}>
        <Reveal>
          <ScrollRow
            labels={portfolioSection.sitesRow}
            itemWidth={{ base: '84%', sm: '60%', md: '44%', lg: '30%' }}
          >
            {portfolioSites.map((site) => (
              <SiteCard key={site.id} site={site} />
            ))}
          </ScrollRow>
        </Reveal>
      </Box>
      <SubHeading title={portfolioSection.videosHeading} intro={portfolioSection.videosIntro} />
      <Reveal>
        <ScrollRow
          labels={portfolioSection.videosRow}
          itemWidth={{ base: '80%', sm: '60%' }}
          gridFrom="md"
          columns={{ md: 2, lg: 4 }}
        >
          {portfolioVideos.map((video) => (
            <VideoCard key={video.id} video={video} />
          ))}
        </ScrollRow>
      </Reveal>
    </Section>
  );
}

function SubHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <Reveal>
      <Heading as="h3" textStyle="heading.subsection" mb="2">
        {title}
      </Heading>
      <Text color="fg.muted" mb="6">
        {intro}
      </Text>
    </Reveal>
  );
}
