// Padaria Trigo Dourado: an artisan bakery's home page, with loaves and wheat in warm light.
import { el } from '../html';
import { chip } from './chip';
import type { MockupDesign, MockupLook } from './design';

function art(look: MockupLook): string {
  const score = (i: number) =>
    el(
      `left:${18 + i * 22}%;top:26%;width:20%;height:48%;border-radius:50%;transform:rotate(32deg);background:linear-gradient(90deg,transparent 38%,rgba(255,232,185,.9) 50%,transparent 62%)`,
    );
  const loaf = (
    left: number,
    top: number,
    width: number,
    ratio: number,
    rot: number,
    scores: number,
  ) =>
    el(
      `left:${left}%;top:${top}%;width:${width}%;aspect-ratio:${ratio};border-radius:50%;transform:rotate(${rot}deg);background:radial-gradient(ellipse at 40% 32%,#f6c27a 0,#cf8336 52%,#8c4a1a 100%);box-shadow:0 26px 34px -16px rgba(70,30,5,.65)`,
      Array.from({ length: scores }, (_, i) => score(i)).join(''),
    );
  const grain = (i: number, side: number) =>
    el(
      `left:${side < 0 ? 14 : 30}px;top:${i * 17}px;width:16px;height:28px;border-radius:50%;background:linear-gradient(#f3c46b,#d9953b);transform:rotate(${side * 28}deg)`,
    );
  const wheat = (left: number, top: number, rot: number) =>
    el(
      `left:${left}%;top:${top}%;width:60px;height:190px;transform:rotate(${rot}deg)`,
      el('left:29px;top:30px;width:3px;height:160px;background:#b27a32;border-radius:2px') +
        [0, 1, 2, 3, 4].flatMap((i) => [grain(i, -1), grain(i, 1)]).join(''),
    );
  return (
    el(
      'inset:0;background:radial-gradient(circle at 72% 22%,#ffe6b0 0,transparent 45%),linear-gradient(165deg,#f1c67f 0%,#e0a051 55%,#c27b35 100%)',
    ) +
    el(
      'left:-10%;top:-20%;width:60%;aspect-ratio:1;border-radius:50%;background:rgba(255,245,225,.18)',
    ) +
    wheat(72, 6, 24) +
    wheat(80, 10, 38) +
    el(
      'left:6%;right:6%;bottom:9%;height:15%;border-radius:22px;background:linear-gradient(#a4612f,#6b3a17);box-shadow:0 30px 40px -20px rgba(60,25,5,.7)',
    ) +
    loaf(9, 44, 50, 2.1, -6, 3) +
    loaf(52, 34, 34, 1, 0, 0) +
    el(
      'left:60%;top:47%;width:18%;height:3%;border-radius:4px;background:rgba(255,232,185,.85);transform:rotate(45deg)',
    ) +
    el(
      'left:60%;top:47%;width:18%;height:3%;border-radius:4px;background:rgba(255,232,185,.85);transform:rotate(-45deg)',
    ) +
    loaf(30, 62, 30, 2.6, 4, 2) +
    chip(look, 'Fornada das 16h saindo agora', 'left:7%;top:8%') +
    chip(look, 'encomendas hoje', 'right:7%;bottom:3%', '32')
  );
}

export const padariaTrigoDourado: MockupDesign = {
  tagline: 'Padaria artesanal · Vila Madalena, São Paulo',
  headline: 'Pão de fermentação natural, saindo do forno todo dia',
  lead: 'Pães, bolos e doces feitos à mão com farinha orgânica. Veja o cardápio do dia e encomende seu bolo pelo WhatsApp.',
  cta: 'Encomendar pelo WhatsApp',
  secondary: 'Cardápio do dia',
  nav: ['Início', 'Cardápio', 'Encomendas', 'Nossa história', 'Contato'],
  trust: 'Aberto todos os dias, das 6h às 20h',
  features: [
    {
      icon: 'wheat',
      title: 'Fermentação lenta',
      text: '48 horas de descanso para mais sabor e leveza.',
    },
    {
      icon: 'clock',
      title: 'Fornadas às 7h e 16h',
      text: 'Pão quentinho no café e no fim da tarde.',
    },
    { icon: 'truck', title: 'Entrega no bairro', text: 'Pedidos pelo WhatsApp até as 11h.' },
  ],
  layout: 'split',
  font: 'serif',
  radius: { sm: 10, md: 16, lg: 28, btn: 999 },
  palette: {
    bg: '#fbf4e8',
    surface: '#ffffff',
    text: '#3b2414',
    muted: '#7a5a44',
    primary: '#8a4b1f',
    onPrimary: '#fff8ee',
    accent: '#e0a43a',
    iconBg: '#f6e4c6',
    border: '#eedcc2',
  },
  art,
};
