import { Box, chakra, Container, Heading, HStack, Text } from '@chakra-ui/react';
import phoneAvif from '../../assets/hero-phone.avif';
import phoneWebp from '../../assets/hero-phone.webp';
import { WhatsAppIcon } from '../icons/whatsapp-icon';
import { LuArrowDown } from 'react-icons/lu';
import { whatsappChatUrl } from '../../content/contact';
import { hero } from '../../content/hero';
import { MeteorLayer } from '../meteors/meteor-layer';
import { LinkButton } from '../ui/link-button';
import { shortLandscape } from '../../theme/media';
import { Eyebrow } from './section';

/** Title split around its highlight, so the highlight can carry the gradient. */
function splitTitle(title: string, highlight: string) {
  const start = title.indexOf(highlight);
  if (!highlight || start === -1) return { before: title, match: '', after: '' };
  return {
    before: title.slice(0, start),
    match: highlight,
    after: title.slice(start + highlight.length),
  };
}

/** The theme's `lg` breakpoint (64em), where the hero gets its second column. */
const DESKTOP = '(min-width: 64em)';
/** A 1×1 transparent GIF: what phones get instead of the picture, so they download nothing. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * The desktop hero's picture. Its sources match desktop widths only, so a phone picks the empty
 * stand-in and hides it; on desktop it has its size before it loads, so nothing shifts.
 */
function HeroVisual() {
  const { visual } = hero;
  return (
    <picture>
      <source media={DESKTOP} type="image/avif" srcSet={phoneAvif} />
      <source media={DESKTOP} type="image/webp" srcSet={phoneWebp} />
      <chakra.img
        src={NOTHING}
        alt={visual.alt}
        htmlWidth={visual.width}
        htmlHeight={visual.height}
        decoding="async"
        display={{ base: 'none', lg: 'block' }}
        w={`${visual.width}px`}
        h="auto"
        maxW="full"
      />
    </picture>
  );
}

/**
 * The hero on a phone on its side (390 px tall, the top bar and the bottom dock taking 120 of
 * them): tighter type and spacing, so its two buttons are on the first screen.
 */
const SHORT_HERO = {
  minH: 'auto',
  pt: '16',
  pb: '12',
  '& h1': { fontSize: '4xl' },
  '& [data-hero-subtitle]': { mt: '3', fontSize: 'md' },
  '& [data-hero-eyebrow]': { mb: '3' },
  '& [data-hero-actions]': { mt: '5' },
  '& [data-hero-actions] > a': { h: '11', fontSize: 'md' },
} as const;

/** The first screen: the page's only h1 and its two calls to action. */
export function HeroSection() {
  const title = splitTitle(hero.title, hero.highlight);

  return (
    <Box
      as="section"
      id="hero"
      aria-labelledby="hero-heading"
      position="relative"
      minH="90dvh"
      // On paper a screen's height is a page's: the hero takes what its text needs.
      _print={{ minH: 'auto' }}
      display="flex"
      alignItems="center"
      // Top padding keeps the fixed menu button (top right) clear of the text.
      pt={{ base: '24', md: '28' }}
      pb={{ base: '16', md: '20' }}
      // A phone on its side: the calls to action within the first screen, above the dock.
      css={{ [shortLandscape]: SHORT_HERO }}
      bgImage="radial-gradient(ellipse at 15% 20%, {colors.brand.500/30}, transparent 55%), radial-gradient(ellipse at 85% 85%, {colors.accent.500/15}, transparent 50%)"
      scrollMarginTop="4"
    >
      <MeteorLayer />
      <Container
        // Above the meteors, which fly behind it.
        position="relative"
        maxW="6xl"
        px={{ base: '5', md: '8' }}
        display={{ lg: 'grid' }}
        gridTemplateColumns={{ lg: 'minmax(0, 1fr) auto' }}
        alignItems="center"
        gap="10"
      >
        <Box maxW="4xl">
          <Eyebrow fontSize={{ base: 'xs', md: 'sm' }} mb="5" data-hero-eyebrow="">
            {hero.eyebrow}
          </Eyebrow>
          <Heading id="hero-heading" as="h1" textStyle="heading.display">
            {title.before}
            {title.match && (
              <Box
                as="span"
                bgGradient="to-r"
                gradientFrom="accent.400"
                gradientTo="brand.400"
                bgClip="text"
              >
                {title.match}
              </Box>
            )}
            {title.after}
          </Heading>
          <Text
            data-hero-subtitle=""
            mt="6"
            maxW="2xl"
            color="fg.muted"
            fontSize={{ base: 'lg', md: 'xl' }}
            lineHeight="tall"
          >
            {hero.subtitle}
          </Text>
          <HStack mt="10" gap="4" flexWrap="wrap" data-hero-actions="">
            <LinkButton
              href={whatsappChatUrl}
              target="_blank"
              rel="noopener noreferrer"
              colorPalette="accent"
              size={{ base: 'lg', md: 'xl' }}
            >
              <WhatsAppIcon aria-hidden />
              {hero.primaryCta.label}
            </LinkButton>
            {/* A link to the section: it scrolls there smoothly (the page's CSS) without a script. */}
            <LinkButton
              href="#portfolio"
              variant="outline"
              size={{ base: 'lg', md: 'xl' }}
              borderColor="brand.400"
              color="fg"
              _hover={{ bg: 'brand.500/15' }}
            >
              {hero.secondaryCta.label}
              <LuArrowDown aria-hidden />
            </LinkButton>
          </HStack>
        </Box>
        <HeroVisual />
      </Container>
    </Box>
  );
}
