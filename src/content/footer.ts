// Content for the footer at the bottom of every page.
import { agencyDescription, siteConfig } from '../config/site';
import { displayBrazilianNumber } from '../domain/phone-display';

export interface FooterContent {
  description: string;
  /** Accessible name of the footer's navigation. */
  navLabel: string;
  sectionsHeading: string;
  toolsHeading: string;
  socialHeading: string;
  contactHeading: string;
  /** The agency's WhatsApp number, written out, e.g. '+55 11 90000-0000'. */
  whatsappNumber: string;
  /** Accessible name of the number's link, which opens a chat. */
  whatsappLabel: string;
  email: string;
  /**
   * Copyright line for the given year, with the company behind the site as a Brazilian business
   * names itself: legal name, CNPJ and address (from the site's configuration).
   */
  copyright: (year: number) => string;
}

const whatsappNumber = displayBrazilianNumber(siteConfig.whatsapp.number);

export const footer: FooterContent = {
  description: agencyDescription,
  navLabel: 'Rodapé',
  sectionsHeading: 'Navegue',
  toolsHeading: 'Ferramentas',
  socialHeading: 'Redes sociais',
  contactHeading: 'Contato',
  whatsappNumber,
  whatsappLabel: `WhatsApp ${whatsappNumber}`,
  email: siteConfig.email,
  copyright: (year) => {
    const { legalName, cnpj, address } = siteConfig.company;
    return `© ${year} ${legalName}, CNPJ ${cnpj}, ${address}`;
  },
};
