// What the agency is, in one sentence: the home page's search description and the footer's.
export const agencyDescription =
  'Agência de marketing digital para pequenos e médios negócios: sites, redes sociais, tráfego pago, SEO e automações no WhatsApp, com atendimento próximo.';
