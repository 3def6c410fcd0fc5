/**
 * schema.org descriptions of the agency and of the free tool, as JSON-LD. Pure: the values come
 * from the site's configuration.
 */
import type { JsonLd } from './page-head';

export interface AgencyFacts {
  name: string;
  description: string;
  url: string;
  logoUrl: string;
  imageUrl: string;
  /** International format, e.g. `+5511900000000`. */
  telephone: string;
  /** ISO 3166-1 country code of the area served, e.g. `BR`. */
  areaServed: string;
  /** The agency's social profiles. */
  sameAs: readonly string[];
}

export function professionalService(agency: AgencyFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: agency.name,
    description: agency.description,
    url: agency.url,
    logo: agency.logoUrl,
    image: agency.imageUrl,
    telephone: agency.telephone,
    areaServed: agency.areaServed,
    sameAs: agency.sameAs,
  };
}

export interface FreeWebAppFacts {
  name: string;
  description: string;
  url: string;
  applicationCategory: string;
  /** BCP 47 language tag, e.g. `pt-BR`. */
  inLanguage: string;
  /** ISO 4217 currency the (zero) price is given in, e.g. `BRL`. */
  currency: string;
  provider: { name: string; url: string };
}

export function freeWebApplication(app: FreeWebAppFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: app.name,
    description: app.description,
    url: app.url,
    applicationCategory: app.applicationCategory,
    operatingSystem: 'Web',
    browserRequirements: 'Requer JavaScript',
    inLanguage: app.inLanguage,
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: app.currency },
    provider: { '@type': 'Organization', name: app.provider.name, url: app.provider.url },
  };
}
