import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { siteConfig } from '../../config/site';
import { whatsappTool } from '../../content/whatsapp-tool';
import { useAdsWhileShown } from '../../hooks/use-ads-while-shown';
import { HydrationPart } from '../layout/hydration-part';
import { PageEnd } from '../layout/page-end';
import { SiteHeader } from '../layout/site-header';
import { mainContentProps } from '../layout/skip-link';
import { PrivacyNote } from '../privacy/privacy-note';
import { InstallableTool } from '../tools/installable-tool';
import { Card } from '../ui/card';
import { WhatsAppLinkForm } from './whatsapp-link-form';

export function WhatsAppLinkCreatorPage() {
  useAdsWhileShown(siteConfig.ads);

  return (
    <>
      <HydrationPart>
        <SiteHeader backLink />
      </HydrationPart>
      <Box
        as="main"
        {...mainContentProps}
        pb="20"
        bgImage="radial-gradient(60rem 30rem at 50% -10rem, {colors.brand.500/25}, transparent)"
      >
        <InstallableTool />
        <Container maxW="2xl" pt={{ base: '10', md: '16' }}>
          <Heading as="h1" textStyle="heading.page" mb="4">
            {whatsappTool.title}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} mb="8">
            {whatsappTool.intro}
          </Text>
          <Card p={{ base: '5', md: '8' }} shadow="lg">
            <HydrationPart>
              <WhatsAppLinkForm />
            </HydrationPart>
          </Card>
          <PrivacyNote />
          <Box as="section" aria-labelledby="how-it-works" mt="12">
            <Heading id="how-it-works" as="h2" mb="4">
              {whatsappTool.howItWorksHeading}
            </Heading>
            <Stack as="ol" listStyleType="decimal" gap="3" ps="5">
              {whatsappTool.howItWorks.map((step) => (
                <Box as="li" key={step.title} color="fg.muted">
                  <Text as="span" color="fg" fontWeight="semibold">
                    {step.title}:{' '}
                  </Text>
                  {step.text}
                </Box>
              ))}
            </Stack>
          </Box>
        </Container>
      </Box>
      <PageEnd />
    </>
  );
}
