import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { notFound } from '../../content/not-found';
import { PageEnd } from '../layout/page-end';
import { SiteHeader } from '../layout/site-header';
import { mainContentProps } from '../layout/skip-link';

export function NotFoundPage() {
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    // Logged so that broken links pointing at the site show up in monitoring.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <>
      <SiteHeader />
      <VStack
        as="main"
        {...mainContentProps}
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
        <Text fontSize="xl" color="fg.muted">
          {notFound.message}
        </Text>
        <Button asChild colorPalette="accent" size="lg" mt="4">
          <Link to="/" reloadDocument>
            {notFound.homeLink}
          </Link>
        </Button>
      </VStack>
      <PageEnd />
    </>
  );
}
