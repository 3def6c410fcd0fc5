import { Heading, SimpleGrid } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { videoModalMachine } from '../../../machines/videoModal';
import {
  testimonialsSection,
  videoTestimonials,
  writtenTestimonials,
} from '../../content/testimonials';
import { Section, SectionHeading } from '../landing/section';
import { Reveal } from '../motion/reveal';
import { VideoTestimonialCard } from './video-testimonial-card';
import { VideoTestimonialModal } from './video-testimonial-modal';
import { WrittenTestimonialCard } from './written-testimonial-card';
import { inspected } from '../../browser/inspector';

export function TestimonialsSection() {
  const modal = useActorRef(videoModalMachine, inspected());
  const embedUrl = useSelector(modal, (state) => state.context.selected);
  const playing = videoTestimonials.find((video) => video.embedUrl === embedUrl) ?? null;

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
      <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: '4', md: '6' }} mb="16">
        {videoTestimonials.map((video) => (
          <Reveal key={video.embedUrl}>
            <VideoTestimonialCard
              video={video}
              onPlay={() => modal.send({ type: 'dialog.open', value: video.embedUrl })}
            />
          </Reveal>
        ))}
      </SimpleGrid>
      <Reveal>
        <Heading as="h3" textStyle="heading.subsection" mb="6">
          {testimonialsSection.writtenHeading}
        </Heading>
      </Reveal>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {writtenTestimonials.map((testimonial) => (
          <Reveal key={testimonial.name}>
            <WrittenTestimonialCard testimonial={testimonial} />
          </Reveal>
        ))}
      </SimpleGrid>
      <VideoTestimonialModal video={playing} onClose={() => modal.send({ type: 'dialog.close' })} />
    </Section>
  );
}
