import { Box, Link as ChakraLink, Container, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { LuArrowLeft } from 'react-icons/lu';
import { uiLabels } from '../../content/ui';
import { BrandMark } from './brand-mark';

/**
 * Header of the inner pages: the brand, and the way back to the landing page. Each page is served
 * with its own Content-Security-Policy, so links between pages load a new document.
 */
export function SimpleHeader() {
  return (
    <Box as="header" borderBottomWidth="1px" borderColor="border.muted">
      <Container maxW="5xl" py="4">
        <HStack justify="space-between" gap="4">
          <ChakraLink asChild textStyle="wordmark" color="fg">
            <Link to="/" reloadDocument aria-label={uiLabels.homeLink}>
              <BrandMark />
            </Link>
          </ChakraLink>
          <ChakraLink asChild color="fg.muted" fontSize="sm">
            <Link to="/" reloadDocument>
              <LuArrowLeft aria-hidden />
              {uiLabels.backHome}
            </Link>
          </ChakraLink>
        </HStack>
      </Container>
    </Box>
  );
}
