// Content for the Hero section (anchor #hero), the first thing a visitor sees.

export interface HeroCta {
  label: string;
}

export interface HeroContent {
  eyebrow: string;
  title: string;
  /** Part of `title` rendered in the accent colour; always a substring of `title`. */
  highlight: string;
  subtitle: string;
  primaryCta: HeroCta;
  secondaryCta: HeroCta;
}

export const hero: HeroContent = {
  eyebrow: 'Marketing digital para pequenos e médios negócios',
  title: 'Seu negócio encontrado por quem está pronto para comprar',
  highlight: 'pronto para comprar',
  subtitle:
    'Sites, redes sociais, tráfego pago e automações num só time. Há 8 anos ajudamos padarias, clínicas, lojas e escritórios a transformar seguidores em clientes.',
  primaryCta: { label: 'Fale Conosco' },
  secondaryCta: { label: 'Ver Portfólio' },
};
