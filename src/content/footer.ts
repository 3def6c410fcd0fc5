// Content for the footer at the bottom of every page.
import { siteConfig } from '../config/site';
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
  /** Copyright line for the given year, e.g. '© 2026 Órbita Digital. Todos os direitos reservados.' */
  copyright: (year: number) => string;
}

const whatsappNumber = displayBrazilianNumber(siteConfig.whatsapp.number);

export const footer: FooterContent = {
  description: `${siteConfig.agencyName} é uma agência de marketing digital para pequenos e médios negócios. Sites, redes sociais, tráfego pago e automações, com atendimento próximo pelo WhatsApp.`,
  navLabel: 'Rodapé',
  sectionsHeading: 'Navegue',
  toolsHeading: 'Ferramentas',
  socialHeading: 'Redes sociais',
  contactHeading: 'Contato',
  whatsappNumber,
  whatsappLabel: `WhatsApp ${whatsappNumber}`,
  email: siteConfig.email,
  copyright: (year) => `© ${year} ${siteConfig.agencyName}. Todos os direitos reservados.`,
};
