// Studio Bela Forma: a pilates studio's home page, with a bridge pose on a wide sunset banner.
import { el } from '../html';
import { chip } from './chip';
import type { MockupDesign, MockupLook } from './design';

function art(look: MockupLook): string {
  // Wide, short banner (centered layout): elements are sized by height.
  const ring = (left: number, top: number, h: number, color: string, width: number) =>
    el(
      `left:${left}%;top:${top}%;height:${h}%;aspect-ratio:1;border-radius:50%;border:${width}px solid ${color}`,
    );
  return (
    el(
      'inset:0;background:linear-gradient(100deg,#ffb199 0%,#f0708a 38%,#d9466f 62%,#7b2a6b 100%)',
    ) +
    el(
      'left:64%;top:-40%;height:150%;aspect-ratio:1;border-radius:50%;background:radial-gradient(circle,rgba(255,214,170,.55) 0,transparent 65%)',
    ) +
    ring(3, 18, 70, 'rgba(255,255,255,.35)', 3) +
    ring(8, 34, 40, 'rgba(255,255,255,.55)', 10) +
    el(
      'left:15%;top:58%;height:34%;aspect-ratio:1;border-radius:50%;background:radial-gradient(circle at 35% 30%,#ffe3d6 0,#ffb3a1 45%,#e56b7f 100%);box-shadow:0 16px 30px -12px rgba(90,20,50,.6)',
    ) +
    // Mat and an abstract bridge pose (arc body + head) in the middle.
    el(
      'left:34%;width:32%;bottom:12%;height:9%;border-radius:40px;background:linear-gradient(90deg,#2e2a5c,#4b3f8f);box-shadow:0 14px 24px -10px rgba(30,10,50,.6)',
    ) +
    el(
      'left:50%;bottom:20%;height:58%;aspect-ratio:2.1;transform:translateX(-50%)',
      el(
        'left:22%;right:0;top:0;bottom:0;border-radius:50% 50% 0 0 / 100% 100% 0 0;border:16px solid #fff6f2;border-bottom:0',
      ) + el('left:4%;bottom:0;height:30%;aspect-ratio:1;border-radius:50%;background:#fff6f2'),
    ) +
    el(
      'left:78%;top:14%;height:62%;aspect-ratio:1;border-radius:50%;background:radial-gradient(circle at 35% 30%,#fff 0,#d7d2ff 35%,#7d74d9 100%);box-shadow:0 24px 40px -16px rgba(40,10,60,.6)',
    ) +
    ring(71, 12, 28, 'rgba(255,255,255,.7)', 6) +
    chip(look, 'Aula experimental grátis', 'left:2.5%;top:10%') +
    chip(look, 'Seg. a sáb. · 6h às 21h', 'right:2.5%;bottom:10%')
  );
}

export const studioBelaForma: MockupDesign = {
  tagline: 'Pilates e treino funcional · Curitiba',
  headline: 'Movimento com propósito para o seu corpo',
  lead: 'Aulas em turmas reduzidas, com grade de horários flexível e planos que cabem na sua rotina.',
  cta: 'Agendar aula experimental',
  secondary: 'Ver grade de horários',
  nav: ['Aulas', 'Horários', 'Planos', 'Equipe', 'Contato'],
  features: [
    { icon: 'users', title: 'Turmas reduzidas', text: 'No máximo 4 alunos por aparelho.' },
    { icon: 'star', title: 'Fisioterapeutas', text: 'Instrutores formados e certificados.' },
    { icon: 'card', title: 'Planos flexíveis', text: 'Aulas avulsas, mensais ou trimestrais.' },
  ],
  layout: 'centered',
  font: 'grotesk',
  radius: { sm: 14, md: 22, lg: 36, btn: 999 },
  palette: {
    bg: '#fff4f1',
    surface: '#ffffff',
    text: '#2e2a5c',
    muted: '#6b6790',
    primary: '#d9466f',
    onPrimary: '#ffffff',
    accent: '#2e2a5c',
    iconBg: '#fde1e6',
    border: '#f6dcd8',
  },
  art,
};
