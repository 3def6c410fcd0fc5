import { Heading, Text, VStack } from '@chakra-ui/react';
import { notFound } from '../../content/not-found';
import { PageEnd } from '../layout/page-end';
import { SiteHeader } from '../layout/site-header';
import { mainContentProps } from '../layout/skip-link';
import { islandOf } from '../ui/island';
import { LinkButton } from '../ui/link-button';

/** Any unknown path; its island logs the path (src/islands/not-found.ts). */
export function NotFoundPage() {
  return (
    <>
      <SiteHeader />
      <VStack
        as="main"
        {...mainContentProps}
        {...islandOf('not-found')}
        minH="70dvh"
        justify="center"
        gap="4"
        px="6"
        py="16"
        textAlign="center"
      >
        <Heading as="h1" fontSize={{ base: '7xl', md: '8xl' }} color="brand.fg">
          {notFound.code}
        </Heading>
        {/* The spec's English words, read out as English; the page's own language follows. */}
        <Text fontSize="xl" color="fg.muted" lang="en">
          {notFound.message}
        </Text>
        <Text color="fg" maxW="md" textWrap="balance">
          {notFound.explanation}
        </Text>
        <LinkButton href="/" colorPalette="accent" size="lg" mt="4">
          {notFound.homeLink}
        </LinkButton>
      </VStack>
      <PageEnd />
    </>
  );
}
