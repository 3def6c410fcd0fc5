// Martins & Associados: a law firm's home page, dark, with a golden courthouse.
import { el } from '../html';
import { chip } from './chip';
import type { MockupDesign, MockupLook } from './design';

function art(look: MockupLook): string {
  const column = (i: number) =>
    el(
      `left:${6 + i * 19}%;top:0;width:12%;height:100%;background:repeating-linear-gradient(90deg,#b38d4a 0 6px,#e2c68d 6px 11px,#caa561 11px 16px)`,
      el('left:-22%;top:0;width:144%;height:6%;background:#e6cd98') +
        el('left:-22%;bottom:0;width:144%;height:5%;background:#e6cd98'),
    );
  const bar = (bottom: number, width: number, height: number, color: string) =>
    el(
      `left:50%;bottom:${bottom}%;width:${width}%;height:${height}%;transform:translateX(-50%);background:${color}`,
    );
  return (
    el(
      'inset:0;background:radial-gradient(circle at 70% 20%,rgba(201,164,92,.35) 0,transparent 50%),linear-gradient(160deg,#1f364d 0%,#12202f 100%)',
    ) +
    el(
      'inset:0;background:repeating-linear-gradient(0deg,rgba(255,255,255,.03) 0 1px,transparent 1px 48px),repeating-linear-gradient(90deg,rgba(255,255,255,.03) 0 1px,transparent 1px 48px)',
    ) +
    el(
      'left:50%;top:14%;width:70%;height:17%;transform:translateX(-50%);clip-path:polygon(50% 0,100% 100%,0 100%);background:linear-gradient(180deg,#f0d9a6,#c9a45c)',
    ) +
    el(
      'left:50%;top:19.5%;width:40%;height:7%;transform:translateX(-50%);clip-path:polygon(50% 0,100% 100%,0 100%);background:#12202f;opacity:.55',
    ) +
    el('left:13%;top:31%;width:74%;height:6%;background:linear-gradient(#e8cf9c,#b8914e)') +
    el('left:17%;top:38.5%;width:66%;height:43.5%', [0, 1, 2, 3, 4].map(column).join('')) +
    bar(14, 72, 4, '#d6b574') +
    bar(10, 80, 4, '#b8914e') +
    bar(6, 88, 4, '#8f6f39') +
    chip(look, 'anos de atuação', 'left:6%;top:6%', '30') +
    chip(look, 'empresas atendidas', 'right:5%;bottom:3%', '+500')
  );
}

export const martinsAdvocacia: MockupDesign = {
  tagline: 'Advocacia empresarial · Porto Alegre',
  headline: 'Segurança jurídica para a sua empresa crescer',
  lead: 'Assessoria preventiva e contencioso estratégico, com contato direto com os sócios.',
  cta: 'Falar com um sócio',
  secondary: 'Áreas de atuação',
  nav: ['O escritório', 'Áreas de atuação', 'Sócios', 'Artigos', 'Contato'],
  trust: 'OAB/RS 4.321 · Atendimento em todo o Sul',
  features: [
    { icon: 'briefcase', title: 'Societário', text: 'Contratos, fusões e governança.' },
    { icon: 'doc', title: 'Tributário', text: 'Planejamento e recuperação de créditos.' },
    { icon: 'scale', title: 'Trabalhista', text: 'Prevenção e defesa em ações.' },
  ],
  layout: 'split',
  font: 'serif',
  radius: { sm: 4, md: 6, lg: 8, btn: 4 },
  palette: {
    bg: '#0f1b27',
    surface: '#172838',
    text: '#f3efe6',
    muted: '#a9b4bf',
    primary: '#c9a45c',
    onPrimary: '#14202c',
    accent: '#c9a45c',
    iconBg: '#23364a',
    border: '#243649',
  },
  art,
};
