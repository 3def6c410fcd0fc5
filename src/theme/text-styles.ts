import { defineTextStyles } from '@chakra-ui/react';
import { textStyles as chakraTextStyles } from '@chakra-ui/react/theme';

/**
 * The site's title levels, used as `<Heading textStyle="heading.…">`. Font family and weight come
 * from the Heading recipe; a level leaves out what the recipe's default size already gives.
 * A text style expands where it stands among the props, so a prop written after it refines it.
 */
export const textStyles = defineTextStyles({
  ...chakraTextStyles,
  // The landing page's one h1.
  'heading.display': {
    value: {
      fontSize: { base: '4xl', sm: '5xl', lg: '7xl' },
      fontWeight: 'bold',
      lineHeight: '1.05',
      letterSpacing: 'tight',
    },
  },
  // The h1 of an inner page.
  'heading.page': { value: { fontSize: { base: '3xl', md: '5xl' }, lineHeight: '1.1' } },
  // A landing section's h2.
  'heading.section': {
    value: {
      fontSize: { base: '3xl', md: '4xl', lg: '5xl' },
      lineHeight: '1.15',
      letterSpacing: 'tight',
    },
  },
  // A group inside a section (the videos, the written testimonials, the channels).
  'heading.subsection': { value: { fontSize: { base: 'xl', md: '2xl' } } },
  // What a visitor copies as written (a link, a snippet, a colour code): the monospace font
  // without its ligatures, which would draw `<!--` as an arrow and `-->` as one.
  code: { value: { fontFamily: 'mono', fontVariantLigatures: 'none' } },
  // The agency's name beside its mark, in the header and the footer.
  wordmark: { value: { fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg' } },
});
