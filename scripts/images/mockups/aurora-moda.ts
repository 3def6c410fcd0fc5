// Aurora Moda Feminina: a fashion shop's storefront, with dresses hung in arches.
import { el } from '../html';
import { chip } from './chip';
import type { MockupDesign, MockupLook } from './design';

function art(look: MockupLook): string {
  const dress = (color: string, accent: string) =>
    el(
      'left:50%;top:22%;width:46%;height:66%;transform:translateX(-50%)',
      // hanger
      el(
        'left:44%;top:-14%;width:12%;aspect-ratio:1;border-radius:50%;border:3px solid #6f6258;border-bottom-color:transparent;border-left-color:transparent;transform:rotate(-45deg)',
      ) +
        el(
          'left:12%;top:-4%;width:76%;height:8%;background:linear-gradient(#7c6d62,#5e524a);clip-path:polygon(50% 0,100% 85%,100% 100%,0 100%,0 85%)',
        ) +
        // bodice + skirt
        el(
          `left:28%;top:3%;width:44%;height:30%;border-radius:10px 10px 4px 4px;background:${color};clip-path:polygon(8% 0,30% 0,36% 14%,64% 14%,70% 0,92% 0,100% 100%,0 100%)`,
        ) +
        el(`left:26%;top:31%;width:48%;height:5%;background:${accent}`) +
        el(
          `left:0;top:35%;width:100%;height:65%;background:linear-gradient(90deg,rgba(0,0,0,.12),transparent 30%,transparent 70%,rgba(0,0,0,.12)),${color};clip-path:polygon(26% 0,74% 0,100% 100%,0 100%)`,
        ),
    );
  const arch = (
    left: number,
    height: number,
    bg: string,
    dressColor: string,
    dressAccent: string,
  ) =>
    el(
      `left:${left}%;bottom:0;width:29%;height:${height}%;border-radius:999px 999px 0 0;background:${bg};overflow:hidden;box-shadow:inset 0 -40px 60px -30px rgba(0,0,0,.12)`,
      dress(dressColor, dressAccent),
    );
  return (
    el('inset:0;background:linear-gradient(180deg,#f6ece3,#ead9c9)') +
    el('left:0;right:0;bottom:0;height:8%;background:#d8c2ad') +
    arch(4, 70, '#f4c3cd', '#1d1b1f', '#c9a27e') +
    arch(35.5, 84, '#e3cbb8', '#b5563c', '#f4c3cd') +
    arch(67, 64, '#cdb8e0', '#f7f1e8', '#1d1b1f') +
    chip(look, 'Vestido Lírio · R$ 189,90', 'left:5%;top:6%', 'Novo') +
    chip(look, '5% off no Pix', 'right:5%;top:22%')
  );
}

export const auroraModa: MockupDesign = {
  logoSuffix: 'Moda Feminina',
  tagline: 'Coleção Outono 2025',
  headline: 'Leveza para todos os dias',
  lead: 'Peças atemporais em tecidos naturais, com guia de medidas em cada produto e troca fácil.',
  cta: 'Comprar a coleção',
  secondary: 'Novidades',
  nav: ['Novidades', 'Vestidos', 'Blusas', 'Calças', 'Sale'],
  announcement: 'Frete grátis acima de R$ 299 · 5% de desconto no Pix',
  cart: 2,
  features: [
    { icon: 'card', title: 'Pix com desconto', text: '5% off ou até 6x sem juros no cartão.' },
    { icon: 'ruler', title: 'Guia de medidas', text: 'Tabela detalhada em cada produto.' },
    { icon: 'swap', title: 'Troca fácil', text: 'Até 30 dias para trocar, sem custo.' },
  ],
  layout: 'split',
  font: 'serif',
  upperNav: true,
  radius: { sm: 0, md: 4, lg: 6, btn: 0 },
  palette: {
    bg: '#fffdfb',
    surface: '#ffffff',
    text: '#1d1b1f',
    muted: '#6e6660',
    primary: '#1d1b1f',
    onPrimary: '#fffdfb',
    accent: '#e89aab',
    iconBg: '#f8e9ec',
    border: '#eee6df',
  },
  art,
};
