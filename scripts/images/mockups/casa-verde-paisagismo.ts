// Casa Verde Paisagismo: a landscaper's home page, its copy in a card over a garden.
import { el } from '../html';
import { chip } from './chip';
import type { MockupDesign, MockupLook } from './design';

function art(look: MockupLook): string {
  const hill = (left: number, bottom: number, width: number, ratio: number, color: string) =>
    el(
      `left:${left}%;bottom:${bottom}%;width:${width}%;aspect-ratio:${ratio};border-radius:50%;background:${color}`,
    );
  const tree = (
    left: number,
    bottom: number,
    size: number,
    [light, dark]: readonly [string, string],
  ) =>
    el(
      `left:${left}%;bottom:${bottom}%;width:${size}px;height:${size * 1.6}px`,
      el(
        `left:${size / 2 - 5}px;bottom:0;width:10px;height:${size * 0.8}px;background:#6b4a2b;border-radius:4px`,
      ) +
        el(
          `left:0;top:0;width:${size}px;height:${size * 1.05}px;border-radius:50% 50% 46% 46%;background:radial-gradient(circle at 35% 30%,${light},${dark})`,
        ),
    );
  const leaf = (
    left: number,
    top: number,
    size: number,
    rot: number,
    [light, dark]: readonly [string, string],
  ) =>
    el(
      `left:${left}%;top:${top}%;width:${size}px;height:${size}px;border-radius:0 100% 0 100%;transform:rotate(${rot}deg);background:linear-gradient(135deg,transparent 48.5%,rgba(255,255,255,.45) 50%,transparent 51.5%),linear-gradient(135deg,${light},${dark})`,
    );
  const flower = (left: number, bottom: number, color: string) =>
    el(
      `left:${left}%;bottom:${bottom}%;width:14px;height:14px;border-radius:50%;background:${color};box-shadow:0 0 0 4px rgba(255,255,255,.35)`,
    );
  return (
    el('inset:0;background:linear-gradient(180deg,#eaf5dd 0%,#cfe6b4 60%,#b4d68f 100%)') +
    el(
      'left:62%;top:10%;width:12%;aspect-ratio:1;border-radius:50%;background:radial-gradient(circle,#fff4b8 0,#ffe07a 60%,#ffd55a 100%);box-shadow:0 0 80px 30px rgba(255,230,140,.55)',
    ) +
    hill(30, -48, 80, 2, '#9fcb7c') +
    hill(58, -52, 70, 1.7, '#7db363') +
    tree(66, 30, 90, ['#86c06a', '#3f7d3f']) +
    tree(74, 26, 130, ['#6fae58', '#2f6b3a']) +
    tree(86, 32, 70, ['#9ccf78', '#4b8a45']) +
    hill(-10, -70, 130, 2.8, '#4f8f48') +
    el(
      'left:44%;right:0;bottom:0;height:16%;background:repeating-linear-gradient(90deg,#e8dcc0 0 70px,#d9caa6 70px 74px);clip-path:polygon(20% 0,100% 0,100% 100%,0 100%);opacity:.95',
    ) +
    flower(52, 22, '#ff8fa3') +
    flower(57, 26, '#ffd166') +
    flower(61, 21, '#ffffff') +
    flower(92, 24, '#ff8fa3') +
    flower(96, 27, '#ffd166') +
    leaf(90, -6, 150, 150, ['#3f8a45', '#1f5a2c']) +
    leaf(82, -12, 120, 110, ['#5fa552', '#2f6b3a']) +
    leaf(95, 12, 110, 200, ['#4c9a4a', '#23602f']) +
    chip(look, 'jardins entregues', 'right:4%;bottom:22%', '+350')
  );
}

export const casaVerdePaisagismo: MockupDesign = {
  tagline: 'Paisagismo · Campinas, SP',
  headline: 'Jardins que transformam a sua casa',
  lead: 'Do projeto à manutenção: mande fotos do seu espaço e receba um orçamento em até 48 horas.',
  cta: 'Pedir orçamento',
  secondary: 'Ver projetos',
  nav: ['Projetos', 'Serviços', 'Sobre', 'Orçamento'],
  features: [
    { icon: 'pencil', title: 'Projeto em 3D', text: 'Veja o seu jardim antes da obra começar.' },
    { icon: 'leaf', title: 'Plantas nativas', text: 'Espécies adaptadas ao clima da região.' },
    { icon: 'drop', title: 'Manutenção mensal', text: 'Poda, adubação e irrigação em dia.' },
  ],
  layout: 'overlay',
  font: 'sans',
  radius: { sm: 8, md: 14, lg: 24, btn: 8 },
  palette: {
    bg: '#f1f5ec',
    surface: '#ffffff',
    text: '#1c2e1f',
    muted: '#56685a',
    primary: '#2f6b3a',
    onPrimary: '#f4fbef',
    accent: '#a8c94f',
    iconBg: '#e2efd6',
    border: '#dde7d3',
  },
  art,
};
