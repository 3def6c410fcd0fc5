// Content for the Hero section (anchor #hero), the first thing a visitor sees.

export interface HeroCta {
  label: string;
}

export interface HeroVisual {
  /** What the picture shows, for screen readers. */
  alt: string;
  /** Its CSS size on desktop; the files are rendered at twice that (scripts/images/jobs.ts). */
  width: number;
  height: number;
}

export interface HeroContent {
  eyebrow: string;
  title: string;
  /** Part of `title` rendered in the accent colour; always a substring of `title`. */
  highlight: string;
  subtitle: string;
  primaryCta: HeroCta;
  secondaryCta: HeroCta;
  /** The desktop-only picture on the hero's right (never downloaded on phones). */
  visual: HeroVisual;
}

export const hero: HeroContent = {
  eyebrow: 'Marketing digital para pequenos e médios negócios',
  title: 'Seu negócio encontrado por quem está pronto para comprar',
  highlight: 'pronto para comprar',
  subtitle:
    'Sites, redes sociais, tráfego pago e automações num só time. Há 8 anos ajudamos padarias, clínicas, lojas e escritórios a transformar seguidores em clientes.',
  primaryCta: { label: 'Fale Conosco' },
  secondaryCta: { label: 'Ver Portfólio' },
  visual: {
    alt: 'Celular com uma conversa no WhatsApp: uma cliente encomenda um bolo à Padaria Trigo Dourado depois de ver o anúncio',
    width: 400,
    height: 520,
  },
};
