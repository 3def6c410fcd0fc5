import { Box, Link as ChakraLink, Container, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { footer } from '../../content/footer';
import { privacy } from '../../content/privacy';
import { BrandMark } from '../layout/brand-mark';

interface SiteFooterProps {
  /** Passed in by the page (not read from the clock here) so server and client agree on it. */
  year: number;
}

/** The page's footer: brand, a one-line description, the privacy notice and the copyright. */
export function SiteFooter({ year }: SiteFooterProps) {
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border.muted" py={{ base: '10', md: '12' }}>
      <Container maxW="6xl" px={{ base: '5', md: '8' }}>
        <Stack gap="4" align={{ base: 'flex-start', md: 'center' }} textAlign={{ md: 'center' }}>
          <Box textStyle="wordmark">
            <BrandMark />
          </Box>
          <Text color="fg.muted" maxW="2xl">
            {footer.description}
          </Text>
          <ChakraLink asChild color="fg.muted" fontSize="sm">
            <Link to="/privacidade">{privacy.linkLabel}</Link>
          </ChakraLink>
          <Text color="fg.subtle" fontSize="sm">
            {footer.copyright(year)}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
