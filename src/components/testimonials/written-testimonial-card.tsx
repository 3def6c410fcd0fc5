import { Box, HStack, Text } from '@chakra-ui/react';
import { testimonialsSection, type WrittenTestimonial } from '../../content/testimonials';
import { Card } from '../ui/card';
import { AssetIcon } from '../icons/asset-icon';

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
            <AssetIcon key={index} name={index < testimonial.rating ? 'star-filled' : 'star'} />
          ))}
        </HStack>
        <Box color="brand.400" aria-hidden>
          <AssetIcon name="quote" size="1.75rem" />
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
