import { describe, expect, it } from 'vitest';
import { freeWebApplication, professionalService } from './structured-data';

describe('professionalService', () => {
  it('describes the agency with its contacts and social profiles', () => {
    const sameAs = ['https://instagram.example/a', 'https://youtube.example/a'];
    expect(
      professionalService({
        name: 'Agência',
        description: 'Marketing.',
        url: 'https://agencia.example/',
        logoUrl: 'https://agencia.example/logo.svg',
        imageUrl: 'https://agencia.example/og.png',
        telephone: '+5511900000000',
        areaServed: 'BR',
        sameAs,
      }),
    ).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      url: 'https://agencia.example/',
      telephone: '+5511900000000',
      areaServed: 'BR',
      sameAs,
    });
  });
});

describe('freeWebApplication', () => {
  it('describes a free web tool, priced 0 in the given currency', () => {
    expect(
      freeWebApplication({
        name: 'Ferramenta',
        description: 'Grátis.',
        url: 'https://agencia.example/ferramenta',
        applicationCategory: 'BusinessApplication',
        inLanguage: 'pt-BR',
        currency: 'BRL',
        provider: { name: 'Agência', url: 'https://agencia.example/' },
      }),
    ).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      operatingSystem: 'Web',
      browserRequirements: 'Requer JavaScript',
      inLanguage: 'pt-BR',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'BRL' },
      provider: { '@type': 'Organization', name: 'Agência' },
    });
  });
});
