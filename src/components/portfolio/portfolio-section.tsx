import { Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { lightboxMachine } from '../../../machines/lightbox';
import { portfolioSection, portfolioSites, portfolioVideos } from '../../content/portfolio';
import { Section, SectionHeading } from '../landing/section';
import { Reveal } from '../motion/reveal';
import { PortfolioLightbox } from './portfolio-lightbox';
import { SiteCard } from './site-card';
import { VideoCard } from './video-card';
import { inspected } from '../../browser/inspector';

/** Every project, in the order the grid shows them: 'next' walks the same way. */
const lightboxInput = { items: portfolioSites.map((site) => site.id) };

export function PortfolioSection() {
  const lightbox = useActorRef(lightboxMachine, inspected({ input: lightboxInput }));
  const selectedId = useSelector(lightbox, (state) => state.context.selected);
  const zoomed = useSelector(lightbox, (state) => state.matches({ open: 'zoomed' }));
  const index = portfolioSites.findIndex((site) => site.id === selectedId);

  return (
    <Section id="portfolio" labelledBy="portfolio-heading" tone="raised">
      <SectionHeading
        id="portfolio-heading"
        eyebrow={portfolioSection.eyebrow}
        heading={portfolioSection.heading}
        intro={portfolioSection.intro}
      />
      <SubHeading title={portfolioSection.sitesHeading} intro={portfolioSection.sitesIntro} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" mb="16">
        {portfolioSites.map((site) => (
          <Reveal key={site.id}>
            <SiteCard
              site={site}
              onOpen={() => lightbox.send({ type: 'dialog.open', value: site.id })}
            />
          </Reveal>
        ))}
      </SimpleGrid>
      <SubHeading title={portfolioSection.videosHeading} intro={portfolioSection.videosIntro} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {portfolioVideos.map((video) => (
          <Reveal key={video.url}>
            <VideoCard video={video} />
          </Reveal>
        ))}
      </SimpleGrid>
      <PortfolioLightbox
        site={portfolioSites[index] ?? null}
        position={index + 1}
        total={portfolioSites.length}
        zoomed={zoomed}
        onClose={() => lightbox.send({ type: 'dialog.close' })}
        onNext={() => lightbox.send({ type: 'lightbox.next' })}
        onPrevious={() => lightbox.send({ type: 'lightbox.previous' })}
        onZoom={() => lightbox.send({ type: 'lightbox.zoom' })}
      />
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
