import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleValues } from './example-values';
import { fieldLabel } from '../content/schema/check';
import { siteFile } from '../content/schema/files';
import { siteConfig } from './site';

describe('exampleValues', () => {
  it('lists every invented value the configuration ships with', () => {
    expect(exampleValues(siteConfig)).toEqual([
      'siteUrl',
      'whatsapp.number',
      'email',
      'social.instagram',
      'social.tiktok',
      'social.youtube',
      'linkHubUrl',
      'capcutTemplateUrl',
      'ads.clientId',
      'company.legalName',
      'company.cnpj',
      'company.address',
    ]);
  });

  it('lists nothing once real values are set', () => {
    expect(
      exampleValues({
        ...siteConfig,
        siteUrl: 'https://agencia.com.br',
        whatsapp: { ...siteConfig.whatsapp, number: '5511987654321' },
        email: 'contato@agencia.com.br',
        social: {
          instagram: 'https://www.instagram.com/agencia',
          tiktok: 'https://www.tiktok.com/@agencia',
          youtube: 'https://www.youtube.com/@agencia',
        },
        linkHubUrl: 'https://links.agencia.com.br',
        capcutTemplateUrl: 'https://www.capcut.com/t/agencia',
        ads: { ...siteConfig.ads, clientId: 'ca-pub-1234567890123456' },
        company: {
          legalName: 'Agência Exemplar Marketing Ltda.',
          cnpj: '12.345.678/0001-95',
          address: 'Rua Augusta, 1000, São Paulo, SP',
        },
      }),
    ).toEqual([]);
  });

  it('does not take a real domain that merely contains "example" for an invented one', () => {
    expect(
      exampleValues({
        ...siteConfig,
        siteUrl: 'https://example.com.br',
        email: 'oi@exampleco.com',
      }),
    ).not.toEqual(expect.arrayContaining(['siteUrl', 'email']));
  });
});

describe("the README's checklist for going live", () => {
  const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
  const section = readme.split('\n## Before going live\n')[1]?.split('\n## ')[0] ?? '';

  // As the editor labels it: the field, or the group it is in ("Redes sociais").
  it.each(exampleValues(siteConfig))('names %s as the CMS does', (path) => {
    const [first = ''] = path.split('.');
    expect(section).toContain(`“${fieldLabel(siteFile, [first])}”`);
  });
});
