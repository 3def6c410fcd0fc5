import { Box, HStack, Text } from '@chakra-ui/react';
import { LuQuote, LuStar } from 'react-icons/lu';
import { testimonialsSection, type WrittenTestimonial } from '../../content/testimonials';
import { Card } from '../ui/card';

const MAX_RATING = 5;

export function WrittenTestimonialCard({ testimonial }: { testimonial: WrittenTestimonial }) {
  return (
    <Card as="figure" h="full" p="6" display="flex" flexDirection="column" gap="4">
      <HStack justify="space-between">
        <HStack
          gap="1"
          role="img"
          aria-label={testimonialsSection.ratingLabel(testimonial.rating)}
          color="accent.400"
        >
          {Array.from({ length: MAX_RATING }, (_, index) => (
            <LuStar
              key={index}
              aria-hidden
              fill={index < testimonial.rating ? 'currentColor' : 'none'}
            />
          ))}
        </HStack>
        <Box color="brand.400" aria-hidden>
          <LuQuote size="1.75rem" />
        </Box>
      </HStack>
      <Box as="blockquote" flex="1" color="fg" lineHeight="tall">
        {testimonial.content}
      </Box>
      <Box as="figcaption">
        <Text fontWeight="semibold">{testimonial.name}</Text>
        <Text color="fg.muted" fontSize="sm">
          {testimonial.company}
        </Text>
      </Box>
    </Card>
  );
}
