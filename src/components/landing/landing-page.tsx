import { Box } from '@chakra-ui/react';
import { PageEnd } from '../layout/page-end';
import { SiteHeader } from '../layout/site-header';
import { mainContentProps } from '../layout/skip-link';
import { SiteMenu } from '../menu/site-menu';
import { PortfolioSection } from '../portfolio/portfolio-section';
import { TestimonialsSection } from '../testimonials/testimonials-section';
import { AboutSection } from './about-section';
import { CapcutSection } from './capcut-section';
import { ContactSection } from './contact-section';
import { GainsSection } from './gains-section';
import { HeroSection } from './hero-section';
import { ServicesSection } from './services-section';
import { StatsSection } from './stats-section';

/** The landing sections, in the spec's order (§2). */
const SECTIONS = [
  HeroSection,
  StatsSection,
  ServicesSection,
  PortfolioSection,
  CapcutSection,
  AboutSection,
  GainsSection,
  TestimonialsSection,
  ContactSection,
];

/** The single-page site, sections in the spec's order (§2). */
export function LandingPage() {
  return (
    <>
      <SiteHeader overlay />
      <SiteMenu />
      <Box as="main" position="relative" zIndex="1" {...mainContentProps}>
        {/* A fixed list: its order is each section's identity (names are minified away). */}
        {SECTIONS.map((Section, order) => (
          <Section key={order} />
        ))}
      </Box>
      <PageEnd />
    </>
  );
}
