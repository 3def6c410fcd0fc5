// Content for the Footer at the bottom of the landing page.
import { siteConfig } from '../config/site';

export interface FooterContent {
  description: string;
  /** Copyright line for the given year, e.g. '© 2026 Órbita Digital. Todos os direitos reservados.' */
  copyright: (year: number) => string;
}

export const footer: FooterContent = {
  description: `${siteConfig.agencyName} é uma agência de marketing digital para pequenos e médios negócios. Sites, redes sociais, tráfego pago e automações, com atendimento próximo pelo WhatsApp.`,
  copyright: (year) => `© ${year} ${siteConfig.agencyName}. Todos os direitos reservados.`,
};
