import { Container } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { HydrationPart } from '../../components/layout/hydration-part';
import { PageEnd } from '../../components/layout/page-end';
import { SiteButtonTool } from '../../components/site-button/site-button-tool';
import { Card } from '../../components/ui/card';

// A stand-in page for the tool alone; the page itself (header, guides, head) replaces it.
export const Route = createFileRoute('/ferramentas/botao-whatsapp-para-site')({
  component: () => (
    <>
      <Container as="main" maxW="2xl" py="10">
        <Card p={{ base: '5', md: '8' }} shadow="lg" data-testid="site-button-card">
          <HydrationPart>
            <SiteButtonTool />
          </HydrationPart>
        </Card>
      </Container>
      <PageEnd />
    </>
  ),
});
