// Clínica Sorriso Vivo: a dental clinic's home page, with a shining tooth on mint.
import { el } from '../html';
import { chip } from './chip';
import type { MockupDesign, MockupLook } from './design';

function art(look: MockupLook): string {
  const sparkle = (left: number, top: number, size: number, color: string) =>
    el(
      `left:${left}%;top:${top}%;width:${size}px;height:${size}px;background:${color};clip-path:polygon(50% 0,61% 39%,100% 50%,61% 61%,50% 100%,39% 61%,0 50%,39% 39%)`,
    );
  const enamel = 'linear-gradient(160deg,#ffffff 0%,#f1fbfb 55%,#cfe9ea 100%)';
  const root = (left: number, rot: number) =>
    el(
      `left:${left}%;top:40%;width:40%;height:58%;border-radius:30% 30% 50% 50% / 12% 12% 88% 88%;transform:rotate(${rot}deg);background:${enamel}`,
    );
  return (
    el('inset:0;background:linear-gradient(150deg,#dcf6f2 0%,#9fe0d8 55%,#5cc2b8 100%)') +
    el(
      'left:50%;top:50%;width:68%;aspect-ratio:1;transform:translate(-50%,-50%);border-radius:50%;background:radial-gradient(circle,rgba(255,255,255,.75) 0,rgba(255,255,255,.15) 60%,transparent 70%)',
    ) +
    el(
      'left:50%;top:50%;width:84%;aspect-ratio:1;transform:translate(-50%,-50%);border-radius:50%;border:2px dashed rgba(255,255,255,.6)',
    ) +
    el(
      'left:50%;top:48%;width:34%;aspect-ratio:.82;transform:translate(-50%,-50%);filter:drop-shadow(0 30px 30px rgba(14,90,90,.35))',
      root(6, 7) +
        root(54, -7) +
        el(
          `left:0;top:0;width:100%;height:58%;border-radius:42% 42% 36% 36% / 52% 52% 48% 48%;background:${enamel}`,
        ) +
        el(
          'left:16%;top:10%;width:22%;height:26%;border-radius:50%;background:rgba(255,255,255,.95);filter:blur(2px)',
        ),
    ) +
    sparkle(24, 20, 34, '#ffffff') +
    sparkle(72, 26, 24, look.palette.accent) +
    sparkle(76, 64, 38, '#ffffff') +
    sparkle(20, 70, 20, look.palette.accent) +
    chip(look, '4,9 no Google · 820 avaliações', 'left:6%;bottom:6%', '★') +
    chip(look, 'Avaliação em 2 cliques', 'right:6%;top:7%')
  );
}

export const clinicaSorrisoVivo: MockupDesign = {
  tagline: 'Odontologia completa em Belo Horizonte',
  headline: 'Seu sorriso em boas mãos, do check-up ao implante',
  lead: 'Equipe com 12 especialistas, tecnologia digital e atendimento humanizado para toda a família.',
  cta: 'Agendar avaliação',
  secondary: 'Ver tratamentos',
  nav: ['Tratamentos', 'Equipe', 'Convênios', 'Blog', 'Contato'],
  trust: 'CRO-MG 12.345 · Responsável técnica Dra. Paula Reis',
  features: [
    {
      icon: 'heart',
      title: 'Atendimento sem dor',
      text: 'Anestesia computadorizada e sedação consciente.',
    },
    { icon: 'shield', title: 'Aceitamos convênios', text: 'Mais de 15 planos odontológicos.' },
    { icon: 'calendar', title: 'Horário estendido', text: 'Segunda a sábado, das 7h às 21h.' },
  ],
  layout: 'reverse',
  font: 'sans',
  radius: { sm: 12, md: 18, lg: 32, btn: 12 },
  palette: {
    bg: '#f3fbfb',
    surface: '#ffffff',
    text: '#0f2e36',
    muted: '#4f6b72',
    primary: '#0e8f8a',
    onPrimary: '#ffffff',
    accent: '#ffb547',
    iconBg: '#d9f3f0',
    border: '#d5ecea',
  },
  art,
};
