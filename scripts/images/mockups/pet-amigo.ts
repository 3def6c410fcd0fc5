// Pet Amigo Banho & Tosa: a pet groomer's home page, with a happy dog among bubbles.
import { el } from '../html';
import { chip } from './chip';
import type { MockupDesign, MockupLook } from './design';

function art(look: MockupLook): string {
  const paw = (left: number, top: number, size: number, rot: number, color: string) =>
    el(
      `left:${left}%;top:${top}%;width:${size}px;height:${size}px;transform:rotate(${rot}deg)`,
      el(
        `left:22%;top:42%;width:56%;height:46%;border-radius:50% 50% 45% 45%;background:${color}`,
      ) +
        [
          [6, 24],
          [26, 4],
          [54, 4],
          [74, 24],
        ]
          .map(([x, y]) =>
            el(`left:${x}%;top:${y}%;width:20%;height:26%;border-radius:50%;background:${color}`),
          )
          .join(''),
    );
  const bubble = (left: number, top: number, size: number) =>
    el(
      `left:${left}%;top:${top}%;width:${size}px;height:${size}px;border-radius:50%;border:2px solid rgba(255,255,255,.8);background:radial-gradient(circle at 32% 28%,rgba(255,255,255,.9) 0,rgba(255,255,255,.15) 22%,rgba(255,255,255,.05) 60%)`,
    );
  // Cute dog face, all in % of a square box.
  const fur = '#d08b4f';
  const face =
    el(
      'left:2%;top:10%;width:30%;height:52%;border-radius:50% 50% 50% 50% / 40% 40% 60% 60%;background:#8a5530;transform:rotate(22deg)',
    ) +
    el(
      'right:2%;top:10%;width:30%;height:52%;border-radius:50% 50% 50% 50% / 40% 40% 60% 60%;background:#8a5530;transform:rotate(-22deg)',
    ) +
    el(
      `left:14%;top:12%;width:72%;height:74%;border-radius:48% 48% 44% 44%;background:radial-gradient(circle at 40% 30%,#e8a869,${fur} 70%)`,
    ) +
    el('left:50%;top:38%;width:4%;height:20%;transform:translateX(-50%);background:#f3d6b0') +
    el('left:30%;top:52%;width:40%;height:30%;border-radius:50%;background:#f6dfbf') +
    el(
      'left:33%;top:37%;width:9%;height:9%;border-radius:50%;background:#2a1a10;box-shadow:inset 3px 3px 0 0 #fff',
    ) +
    el(
      'left:58%;top:37%;width:9%;height:9%;border-radius:50%;background:#2a1a10;box-shadow:inset 3px 3px 0 0 #fff',
    ) +
    el('left:43%;top:53%;width:14%;height:9%;border-radius:45% 45% 60% 60%;background:#2a1a10') +
    el('left:45%;top:69%;width:10%;height:13%;border-radius:0 0 50% 50%;background:#ff7d93') +
    el('left:24%;top:58%;width:9%;height:5%;border-radius:50%;background:rgba(255,125,147,.45)') +
    el('left:67%;top:58%;width:9%;height:5%;border-radius:50%;background:rgba(255,125,147,.45)');
  return (
    el('inset:0;background:linear-gradient(140deg,#5cb4ff 0%,#2f86f0 55%,#1b5fc9 100%)') +
    el(
      'left:50%;top:54%;width:74%;aspect-ratio:1;transform:translate(-50%,-50%);border-radius:42% 58% 63% 37% / 41% 44% 56% 59%;background:#ffcc33;box-shadow:0 30px 60px -20px rgba(10,40,100,.55)',
    ) +
    el('left:50%;top:52%;width:50%;aspect-ratio:1;transform:translate(-50%,-50%)', face) +
    paw(6, 8, 70, -20, 'rgba(255,255,255,.35)') +
    paw(80, 70, 80, 18, 'rgba(255,255,255,.35)') +
    paw(86, 26, 50, 30, '#ffcc33') +
    bubble(10, 52, 60) +
    bubble(18, 70, 34) +
    bubble(72, 20, 44) +
    bubble(90, 44, 26) +
    chip(look, 'Banho & tosa a partir de R$ 59', 'left:5%;bottom:5%') +
    chip(look, 'Leva e traz grátis', 'right:5%;top:5%')
  );
}

export const petAmigo: MockupDesign = {
  logoSuffix: 'Banho & Tosa',
  tagline: 'Pet shop em Boa Viagem, Recife',
  headline: 'Seu pet cheiroso e feliz, sem sair de casa',
  lead: 'Banho, tosa e hidratação com produtos hipoalergênicos. Veja os preços por porte e agende pelo WhatsApp.',
  cta: 'Agendar banho',
  secondary: 'Tabela de preços',
  nav: ['Serviços', 'Preços', 'Como funciona', 'Contato'],
  trust: '★★★★★ Mais de 2.000 pets atendidos',
  features: [
    {
      icon: 'drop',
      title: 'Banho & hidratação',
      text: 'Produtos hipoalergênicos e secagem suave.',
    },
    { icon: 'scissors', title: 'Tosa na tesoura', text: 'Tosa higiênica, bebê ou da raça.' },
    { icon: 'pin', title: 'Leva e traz', text: 'Busca e entrega grátis em Boa Viagem.' },
  ],
  layout: 'reverse',
  font: 'grotesk',
  radius: { sm: 16, md: 26, lg: 40, btn: 999 },
  palette: {
    bg: '#fff9e8',
    surface: '#ffffff',
    text: '#1b2a4a',
    muted: '#55627f',
    primary: '#1f6fe0',
    onPrimary: '#ffffff',
    accent: '#ffb800',
    iconBg: '#fff0c2',
    border: '#f3e6bd',
  },
  art,
};
