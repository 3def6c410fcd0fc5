import { Box, Heading } from '@chakra-ui/react';
import {
  testimonialsSection,
  videoTestimonials,
  writtenTestimonials,
} from '../../content/testimonials';
import { Section, SectionHeading } from '../landing/section';
import { Reveal } from '../motion/reveal';
import { ScrollRow } from '../ui/scroll-row';
import { VideoTestimonialCard } from './video-testimonial-card';
import { WrittenTestimonialCard } from './written-testimonial-card';

export function TestimonialsSection() {
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
            printItemWidth="21.5%"
          >
            {videoTestimonials.map((video) => (
              <VideoTestimonialCard key={video.id} video={video} />
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
    </Section>
  );
}
