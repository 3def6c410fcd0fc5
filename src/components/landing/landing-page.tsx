import { Box } from '@chakra-ui/react';
import { FloatingActions } from '../floating/floating-actions';
import { SiteFooter } from '../layout/site-footer';
import { SiteHeader } from '../layout/site-header';
import { mainContentProps } from '../layout/skip-link';
import { SiteMenu } from '../menu/site-menu';
import { MeteorLayer } from '../meteors/meteor-layer';
import { PortfolioSection } from '../portfolio/portfolio-section';
import { TestimonialsSection } from '../testimonials/testimonials-section';
import { AboutSection } from './about-section';
import { CapcutSection } from './capcut-section';
import { ContactSection } from './contact-section';
import { GainsSection } from './gains-section';
import { HeroSection } from './hero-section';
import { ServicesSection } from './services-section';
import { StatsSection } from './stats-section';

/** The single-page site, sections in the spec's order (§2). */
export function LandingPage() {
  return (
    <>
      <MeteorLayer />
      <SiteHeader overlay />
      <SiteMenu />
      <Box as="main" position="relative" zIndex="1" {...mainContentProps}>
        <HeroSection />
        <StatsSection />
        <ServicesSection />
        <PortfolioSection />
        <CapcutSection />
        <AboutSection />
        <GainsSection />
        <TestimonialsSection />
        <ContactSection />
      </Box>
      <SiteFooter year={__BUILD_YEAR__} />
      <FloatingActions />
    </>
  );
}
