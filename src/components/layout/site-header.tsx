import { Box, chakra, Link as ChakraLink, Container, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { LuArrowLeft } from 'react-icons/lu';
import { uiLabels } from '../../content/ui';
import { narrowPhone, shortLandscape } from '../../theme/media';
import { BrandMark } from './brand-mark';

/**
 * Below `xl` the page's text reaches within 1–2rem of the screen's right edge, where the fixed
 * menu button would sit over the ends of its lines as they scroll past. There the overlaid header
 * stays at the top as an opaque bar holding the brand and the button: text scrolls under it as it
 * does past the screen's edge, and what is focused or jumped to is scrolled clear of it. From `xl`
 * the header scrolls away with the first section, and the button floats clear of the text.
 */
const OVERLAY_BAR = {
  position: { base: 'fixed', xl: 'absolute' },
  _print: { position: 'absolute' },
  _before: {
    content: '""',
    position: 'absolute',
    inset: '0',
    bg: 'bg',
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
    // Behind the brand: the header is positioned with a z-index of its own.
    zIndex: '-1',
    hideFrom: 'xl',
  },
  // What is focused or jumped to is scrolled clear of the bar: on this page only.
  css: {
    'html:has(&)': {
      scrollPaddingTop: { base: '16', md: '20', xl: 'auto' },
      [shortLandscape]: { scrollPaddingTop: '14' },
    },
  },
} as const;

interface SiteHeaderProps {
  /**
   * Laid over the top of the landing page's first section, level with the fixed menu button
   * (top right), instead of taking a row of its own; a bar at the top below `xl`.
   */
  overlay?: boolean;
  /** A way back to the landing page beside the brand (the inner pages). */
  backLink?: boolean;
}

/**
 * The top of every page: the brand, which leads home. Each page is served with its own
 * Content-Security-Policy, so links between pages load a new document.
 */
export function SiteHeader({ overlay = false, backLink = false }: SiteHeaderProps) {
  return (
    <Box
      as="header"
      position="relative"
      top="0"
      insetX="0"
      zIndex="2"
      borderBottomWidth={overlay ? undefined : '1px'}
      borderColor="border.muted"
      {...(overlay && OVERLAY_BAR)}
    >
      <Container
        maxW="6xl"
        px={{ base: '5', md: '8' }}
        // Overlaid, the row is as tall as the menu button's distance from the top, doubled, plus
        // the button: the brand lines up with it. The right padding keeps clear of the button.
        h={overlay ? { base: '16', md: '20' } : undefined}
        // A phone on its side has little height: the bar keeps to the menu button's, and a margin.
        css={overlay ? { [shortLandscape]: { h: '14' } } : undefined}
        py={overlay ? undefined : '4'}
        pe={overlay ? { base: '16', md: '24' } : undefined}
        display="flex"
        alignItems="center"
      >
        <HStack justify="space-between" gap="4" w="full" whiteSpace="nowrap">
          <ChakraLink asChild textStyle="wordmark" color="fg">
            <Link to="/" reloadDocument aria-label={uiLabels.homeLink}>
              <BrandMark />
            </Link>
          </ChakraLink>
          {backLink && (
            <ChakraLink asChild color="fg.muted" fontSize="sm">
              <Link to="/" reloadDocument aria-label={uiLabels.backHome}>
                <LuArrowLeft aria-hidden />
                {/* One line on every screen: on the narrowest phones, only its last word. */}
                <span>
                  <chakra.span css={{ [narrowPhone]: { display: 'none' } }}>
                    {uiLabels.backHome.slice(0, -uiLabels.backHomeShort.length)}
                  </chakra.span>
                  <chakra.span css={{ [narrowPhone]: { textTransform: 'capitalize' } }}>
                    {uiLabels.backHomeShort}
                  </chakra.span>
                </span>
              </Link>
            </ChakraLink>
          )}
        </HStack>
      </Container>
    </Box>
  );
}
