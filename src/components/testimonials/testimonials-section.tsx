import { Box, Heading } from '@chakra-ui/react';
import { useActorRef } from '@xstate/react';
import { videoModalMachine } from '../../../machines/videoModal';
import {
  testimonialsSection,
  videoTestimonials,
  writtenTestimonials,
} from '../../content/testimonials';
import { Section, SectionHeading } from '../landing/section';
import { Reveal } from '../motion/reveal';
import { ScrollRow } from '../ui/scroll-row';
import { VideoTestimonialCard } from './video-testimonial-card';
import { VideoTestimonialModal } from './video-testimonial-modal';
import { WrittenTestimonialCard } from './written-testimonial-card';
import { inspected } from '../../browser/inspector';

export function TestimonialsSection() {
  // Only the modal follows the machine: opening it never re-renders the section's cards.
  const modal = useActorRef(videoModalMachine, inspected());

  return (
    <Section id="testimonials" labelledBy="testimonials-heading">
      <SectionHeading
        id="testimonials-heading"
        eyebrow={testimonialsSection.eyebrow}
        heading={testimonialsSection.heading}
        intro={testimonialsSection.intro}
      />
      <Reveal>
        <Heading as="h3" textStyle="heading.subsection" mb="6">
          {testimonialsSection.videosHeading}
        </Heading>
      </Reveal>
      {/* Seven videos never fill a grid evenly: one row that scrolls, at every width. */}
      <Box mb={{ base: '10', md: '16' }}>
        <Reveal>
          <ScrollRow
            labels={testimonialsSection.videosRow}
            itemWidth={{ base: '62%', sm: '42%', md: '30%', lg: '21.5%' }}
          >
            {videoTestimonials.map((video) => (
              <VideoTestimonialCard
                key={video.id}
                video={video}
                onPlay={() => modal.send({ type: 'dialog.open', value: video.embedUrl })}
              />
            ))}
          </ScrollRow>
        </Reveal>
      </Box>
      <Reveal>
        <Heading as="h3" textStyle="heading.subsection" mb="6">
          {testimonialsSection.writtenHeading}
        </Heading>
      </Reveal>
      <Reveal>
        <ScrollRow
          labels={testimonialsSection.writtenRow}
          itemWidth={{ base: '86%', sm: '70%' }}
          gridFrom="md"
          columns={{ md: 3 }}
        >
          {writtenTestimonials.map((testimonial) => (
            <WrittenTestimonialCard key={testimonial.name} testimonial={testimonial} />
          ))}
        </ScrollRow>
      </Reveal>
      <VideoTestimonialModal modal={modal} />
    </Section>
  );
}
