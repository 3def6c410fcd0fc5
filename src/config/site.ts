/**
 * Everything that identifies the agency lives here, so a real agency edits one file.
 * Values are invented and deliberately fake (reserved `.example` domains, a 0000 number, a CNPJ of
 * zeros, names marked "(exemplo)"): the
 * README's "Before going live" lists what to set, and `npm run check:live` names what is left.
 */
export interface SiteConfig {
  readonly agencyName: string;
  readonly tagline: string;
  readonly siteUrl: string;
  readonly whatsapp: { readonly number: string; readonly greeting: string };
  readonly email: string;
  readonly social: {
    readonly instagram: string;
    readonly tiktok: string;
    readonly youtube: string;
  };
  readonly linkHubUrl: string;
  readonly capcutTemplateUrl: string;
  readonly ads: { readonly clientId: string; readonly scriptUrl: string };
  /** Who answers for the site and its data (LGPD's controller), as the privacy notice names them. */
  readonly company: {
    readonly legalName: string;
    /** Written as registered: `00.000.000/0000-00`. */
    readonly cnpj: string;
    readonly address: string;
  };
}

export const siteConfig: SiteConfig = {
  agencyName: 'Órbita Digital',
  tagline: 'Marketing digital para pequenos e médios negócios',
  siteUrl: 'https://orbitadigital.example',
  whatsapp: {
    number: '5511900000000',
    greeting:
      'Olá, Órbita Digital! Vim pelo site e quero conversar sobre o marketing do meu negócio.',
  },
  email: 'contato@orbitadigital.example',
  social: {
    instagram: 'https://www.instagram.com/orbitadigital.example',
    tiktok: 'https://www.tiktok.com/@orbitadigital.example',
    youtube: 'https://www.youtube.com/@orbitadigital.example',
  },
  linkHubUrl: 'https://links.orbitadigital.example',
  capcutTemplateUrl: 'https://www.capcut.com/t/orbitadigital-example',
  ads: {
    clientId: 'ca-pub-0000000000000000',
    scriptUrl: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
  },
  company: {
    legalName: 'Órbita Digital Marketing Ltda. (exemplo)',
    cnpj: '00.000.000/0001-00',
    address: 'Rua do Exemplo, 100, São Paulo, SP (exemplo)',
  },
};
