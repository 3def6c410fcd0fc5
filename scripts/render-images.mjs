// Renders the site's raster images locally, with no network access:
//   - 7 portfolio website mock-ups  -> src/assets/portfolio/<slug>-{full,thumb}.{avif,webp}
//   - video thumbnail fallback      -> src/assets/video-placeholder.{avif,webp}
//   - "vídeo em breve" poster       -> src/assets/gains-video-poster.{avif,webp}
//   - social-sharing image          -> public/og-image.png
// Each image is an HTML string (inline CSS, system fonts only) screenshotted with the Debian
// Chromium through Playwright, then encoded with sharp. Every file must stay under 120 KB.
// The output is deterministic: no randomness except a fixed-seed PRNG for the star field.
//
// Run: node scripts/render-images.mjs [--preview-dir=/tmp/previews]
//   --preview-dir  also writes the raw PNG screenshots there, for eyeballing.

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumLaunchOptions } from './chromium.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MAX_BYTES = 120 * 1024;
const AVIF = { quality: 50, effort: 4 };
const WEBP = { quality: 75, effort: 6 };
const PNG = { palette: true, colours: 256, dither: 1, effort: 10, compressionLevel: 9 };

const FONTS = {
  sans: "system-ui, 'DejaVu Sans', 'Liberation Sans', sans-serif",
  grotesk: "'Liberation Sans', Arial, system-ui, sans-serif",
  serif: "'DejaVu Serif', 'Liberation Serif', Georgia, serif",
};

const BRAND = { bg: '#0b1026', violet: '#7c5cff', orange: '#ff7a2f', text: '#f5f3ff' };

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

/** Absolutely positioned div. */
const el = (style, children = '') => `<div style="position:absolute;${style}">${children}</div>`;

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** mulberry32: tiny seeded PRNG so "random" decorations are identical on every run. */
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const htmlDocument = (css, body) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>
*{box-sizing:border-box}html,body{margin:0;padding:0;overflow:hidden}
${css}</style></head><body>${body}</body></html>`;

// 24×24 stroke icons (drawn for this script) used in the feature cards.
const ICONS = {
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  truck:
    '<path d="M2 6h12v10H2zM14 10h4l3 3v3h-7z"/><circle cx="6" cy="18" r="2"/><circle cx="17" cy="18" r="2"/>',
  wheat:
    '<path d="M12 21V8M12 8c-3 0-4-2-4-5 3 0 4 2 4 5zM12 8c3 0 4-2 4-5-3 0-4 2-4 5zM12 14c-3 0-5-2-5-4 3 0 5 1 5 4zM12 14c3 0 5-2 5-4-3 0-5 1-5 4z"/>',
  star: '<path d="M12 3l2.8 5.9 6.2.7-4.7 4.2 1.3 6.2L12 16.8 6.4 20l1.3-6.3L3 9.6l6.2-.7z"/>',
  shield: '<path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z"/><path d="M8.5 12l2.5 2.5 4.5-5"/>',
  calendar: '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>',
  users:
    '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20c0-3.6 2.9-6.5 6.5-6.5s6.5 2.9 6.5 6.5"/><circle cx="17.5" cy="9" r="2.5"/><path d="M16.5 14c2.8 0 5 2.2 5 5"/>',
  heart:
    '<path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z"/>',
  leaf: '<path d="M5 20C5 9.5 11 5 20 4c0 9.5-4.5 16-15 16z"/><path d="M5 20l9-9"/>',
  pencil: '<path d="M4 20l1-5L16 4l4 4L9 19z"/><path d="M13 7l4 4"/>',
  drop: '<path d="M12 3c3.2 4.6 6 7.6 6 11a6 6 0 0 1-12 0c0-3.4 2.8-6.4 6-11z"/>',
  card: '<rect x="3" y="6" width="18" height="13" rx="2"/><path d="M3 10.5h18M7 15h4"/>',
  ruler: '<path d="M3 16L16 3l5 5L8 21z"/><path d="M7 12l2 2M10 9l2 2M13 6l2 2"/>',
  swap: '<path d="M4 9h14l-3.5-3.5M20 15H6l3.5 3.5"/>',
  scale: '<path d="M12 4v16M6 20h12M4 7h16M7 7l-3 7h6zM17 7l-3 7h6z"/>',
  doc: '<path d="M7 3h7l5 5v13H7z"/><path d="M14 3v5h5M10 13h6M10 17h6"/>',
  briefcase:
    '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 12.5h18"/>',
  scissors:
    '<circle cx="6" cy="7" r="2.5"/><circle cx="6" cy="17" r="2.5"/><path d="M8 8.5L20 18M8 15.5L20 6"/>',
  pin: '<path d="M12 21s-7-6.3-7-11a7 7 0 0 1 14 0c0 4.7-7 11-7 11z"/><circle cx="12" cy="10" r="2.5"/>',
  bag: '<path d="M5 8h14l-1 12H6z"/><path d="M9 8V6a3 3 0 0 1 6 0v2"/>',
};

const icon = (name, size = 24) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${ICONS[name]}</svg>`;

const playTriangle = (size, color) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" aria-hidden="true"><path d="M8 5.2v13.6a1 1 0 0 0 1.5.9l10.6-6.8a1 1 0 0 0 0-1.7L9.5 4.3A1 1 0 0 0 8 5.2z" fill="${color}"/></svg>`;

// ---------------------------------------------------------------------------------------------
// Hero "photographs" for the portfolio mock-ups: CSS shapes only. Each returns the inner HTML
// of the .art block (a positioned box with overflow hidden), given the project palette.
// ---------------------------------------------------------------------------------------------

/** Floating info card, like the badges real sites lay over their hero photo. */
const chip = (p, text, position, strong = '') =>
  el(
    `${position};display:flex;align-items:center;gap:12px;padding:14px 20px;background:${p.surface};color:${p.text};border-radius:${p.radius.md}px;box-shadow:0 18px 40px -18px rgba(0,0,0,.45);font:600 15px/1.3 ${FONTS.sans};white-space:nowrap;z-index:5`,
    `<span style="width:10px;height:10px;border-radius:50%;background:${p.accent};flex:none"></span>${strong ? `<b style="font-size:18px">${strong}</b>` : ''}<span>${text}</span>`,
  );

const ART = {
  bakery(p) {
    const score = (i) =>
      el(
        `left:${18 + i * 22}%;top:26%;width:20%;height:48%;border-radius:50%;transform:rotate(32deg);background:linear-gradient(90deg,transparent 38%,rgba(255,232,185,.9) 50%,transparent 62%)`,
      );
    const loaf = (left, top, width, ratio, rot, scores) =>
      el(
        `left:${left}%;top:${top}%;width:${width}%;aspect-ratio:${ratio};border-radius:50%;transform:rotate(${rot}deg);background:radial-gradient(ellipse at 40% 32%,#f6c27a 0,#cf8336 52%,#8c4a1a 100%);box-shadow:0 26px 34px -16px rgba(70,30,5,.65)`,
        Array.from({ length: scores }, (_, i) => score(i)).join(''),
      );
    const grain = (i, side) =>
      el(
        `left:${side < 0 ? 14 : 30}px;top:${i * 17}px;width:16px;height:28px;border-radius:50%;background:linear-gradient(#f3c46b,#d9953b);transform:rotate(${side * 28}deg)`,
      );
    const wheat = (left, top, rot) =>
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
      chip(p, 'Fornada das 16h saindo agora', 'left:7%;top:8%') +
      chip(p, 'encomendas hoje', 'right:7%;bottom:3%', '32')
    );
  },

  tooth(p) {
    const sparkle = (left, top, size, color) =>
      el(
        `left:${left}%;top:${top}%;width:${size}px;height:${size}px;background:${color};clip-path:polygon(50% 0,61% 39%,100% 50%,61% 61%,50% 100%,39% 61%,0 50%,39% 39%)`,
      );
    const enamel = 'linear-gradient(160deg,#ffffff 0%,#f1fbfb 55%,#cfe9ea 100%)';
    const root = (left, rot) =>
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
      sparkle(72, 26, 24, p.accent) +
      sparkle(76, 64, 38, '#ffffff') +
      sparkle(20, 70, 20, p.accent) +
      chip(p, '4,9 no Google · 820 avaliações', 'left:6%;bottom:6%', '★') +
      chip(p, 'Avaliação em 2 cliques', 'right:6%;top:7%')
    );
  },

  pilates(p) {
    // Wide, short banner (centered layout): elements are sized by height.
    const ring = (left, top, h, color, width) =>
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
      chip(p, 'Aula experimental grátis', 'left:2.5%;top:10%') +
      chip(p, 'Seg. a sáb. · 6h às 21h', 'right:2.5%;bottom:10%')
    );
  },

  garden(p) {
    const hill = (left, bottom, width, ratio, color) =>
      el(
        `left:${left}%;bottom:${bottom}%;width:${width}%;aspect-ratio:${ratio};border-radius:50%;background:${color}`,
      );
    const tree = (left, bottom, size, color) =>
      el(
        `left:${left}%;bottom:${bottom}%;width:${size}px;height:${size * 1.6}px`,
        el(
          `left:${size / 2 - 5}px;bottom:0;width:10px;height:${size * 0.8}px;background:#6b4a2b;border-radius:4px`,
        ) +
          el(
            `left:0;top:0;width:${size}px;height:${size * 1.05}px;border-radius:50% 50% 46% 46%;background:radial-gradient(circle at 35% 30%,${color[0]},${color[1]})`,
          ),
      );
    const leaf = (left, top, size, rot, color) =>
      el(
        `left:${left}%;top:${top}%;width:${size}px;height:${size}px;border-radius:0 100% 0 100%;transform:rotate(${rot}deg);background:linear-gradient(135deg,transparent 48.5%,rgba(255,255,255,.45) 50%,transparent 51.5%),linear-gradient(135deg,${color[0]},${color[1]})`,
      );
    const flower = (left, bottom, color) =>
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
      chip(p, 'jardins entregues', 'right:4%;bottom:22%', '+350')
    );
  },

  fashion(p) {
    const dress = (color, accent) =>
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
    const arch = (left, height, bg, dressColor, dressAccent) =>
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
      chip(p, 'Vestido Lírio · R$ 189,90', 'left:5%;top:6%', 'Novo') +
      chip(p, '5% off no Pix', 'right:5%;top:22%')
    );
  },

  law(p) {
    const column = (i) =>
      el(
        `left:${6 + i * 19}%;top:0;width:12%;height:100%;background:repeating-linear-gradient(90deg,#b38d4a 0 6px,#e2c68d 6px 11px,#caa561 11px 16px)`,
        el('left:-22%;top:0;width:144%;height:6%;background:#e6cd98') +
          el('left:-22%;bottom:0;width:144%;height:5%;background:#e6cd98'),
      );
    const bar = (bottom, width, height, color) =>
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
      chip(p, 'anos de atuação', 'left:6%;top:6%', '30') +
      chip(p, 'empresas atendidas', 'right:5%;bottom:3%', '+500')
    );
  },

  pet(p) {
    const paw = (left, top, size, rot, color) =>
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
    const bubble = (left, top, size) =>
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
      chip(p, 'Banho & tosa a partir de R$ 59', 'left:5%;bottom:5%') +
      chip(p, 'Leva e traz grátis', 'right:5%;top:5%')
    );
  },
};

// ---------------------------------------------------------------------------------------------
// Portfolio projects: content + palette + layout variant. Layouts:
//   split    copy left, art right      reverse  art left, copy right
//   centered copy centred, wide banner  overlay  full-width art, copy in a card over it
// ---------------------------------------------------------------------------------------------

const PROJECTS = [
  {
    slug: 'padaria-trigo-dourado',
    name: 'Padaria Trigo Dourado',
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
    art: 'bakery',
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
  },
  {
    slug: 'clinica-sorriso-vivo',
    name: 'Clínica Sorriso Vivo',
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
    art: 'tooth',
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
  },
  {
    slug: 'studio-bela-forma',
    name: 'Studio Bela Forma',
    tagline: 'Pilates e treino funcional · Curitiba',
    headline: 'Movimento com propósito para o seu corpo',
    lead: 'Aulas em turmas reduzidas, com grade de horários flexível e planos que cabem na sua rotina.',
    cta: 'Agendar aula experimental',
    secondary: 'Ver grade de horários',
    nav: ['Aulas', 'Horários', 'Planos', 'Equipe', 'Contato'],
    trust: '',
    features: [
      { icon: 'users', title: 'Turmas reduzidas', text: 'No máximo 4 alunos por aparelho.' },
      { icon: 'star', title: 'Fisioterapeutas', text: 'Instrutores formados e certificados.' },
      { icon: 'card', title: 'Planos flexíveis', text: 'Aulas avulsas, mensais ou trimestrais.' },
    ],
    layout: 'centered',
    art: 'pilates',
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
  },
  {
    slug: 'casa-verde-paisagismo',
    name: 'Casa Verde Paisagismo',
    tagline: 'Paisagismo · Campinas, SP',
    headline: 'Jardins que transformam a sua casa',
    lead: 'Do projeto à manutenção: mande fotos do seu espaço e receba um orçamento em até 48 horas.',
    cta: 'Pedir orçamento',
    secondary: 'Ver projetos',
    nav: ['Projetos', 'Serviços', 'Sobre', 'Orçamento'],
    trust: '',
    features: [
      { icon: 'pencil', title: 'Projeto em 3D', text: 'Veja o seu jardim antes da obra começar.' },
      { icon: 'leaf', title: 'Plantas nativas', text: 'Espécies adaptadas ao clima da região.' },
      { icon: 'drop', title: 'Manutenção mensal', text: 'Poda, adubação e irrigação em dia.' },
    ],
    layout: 'overlay',
    art: 'garden',
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
  },
  {
    slug: 'aurora-moda',
    name: 'Aurora',
    logoSuffix: 'Moda Feminina',
    tagline: 'Coleção Outono 2025',
    headline: 'Leveza para todos os dias',
    lead: 'Peças atemporais em tecidos naturais, com guia de medidas em cada produto e troca fácil.',
    cta: 'Comprar a coleção',
    secondary: 'Novidades',
    nav: ['Novidades', 'Vestidos', 'Blusas', 'Calças', 'Sale'],
    announcement: 'Frete grátis acima de R$ 299 · 5% de desconto no Pix',
    cart: 2,
    trust: '',
    features: [
      { icon: 'card', title: 'Pix com desconto', text: '5% off ou até 6x sem juros no cartão.' },
      { icon: 'ruler', title: 'Guia de medidas', text: 'Tabela detalhada em cada produto.' },
      { icon: 'swap', title: 'Troca fácil', text: 'Até 30 dias para trocar, sem custo.' },
    ],
    layout: 'split',
    art: 'fashion',
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
  },
  {
    slug: 'martins-advocacia',
    name: 'Martins & Associados',
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
    art: 'law',
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
  },
  {
    slug: 'pet-amigo',
    name: 'Pet Amigo',
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
    art: 'pet',
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
  },
];

/** Family 1: a small-business home page, 1440×900. */
function renderSiteMockup(project) {
  const { palette: c, radius: r, layout } = project;
  const p = { ...c, radius: r };
  const heading = FONTS[project.font];
  const css = `
body{width:1440px;height:900px;background:${c.bg};color:${c.text};font-family:${FONTS.sans};-webkit-font-smoothing:antialiased}
.page{display:flex;flex-direction:column;height:900px}
.announce{flex:none;height:36px;display:flex;align-items:center;justify-content:center;background:${c.primary};color:${c.onPrimary};font-size:13px;letter-spacing:.08em}
header{flex:none;height:84px;display:flex;align-items:center;gap:48px;padding:0 80px;border-bottom:1px solid ${c.border}}
.logo{display:flex;align-items:center;gap:12px;font-family:${heading};font-weight:700;font-size:24px;letter-spacing:-.01em;white-space:nowrap}
.logo small{font-weight:400;font-size:15px;color:${c.muted};letter-spacing:.02em}
.mark{width:38px;height:38px;border-radius:${Math.max(r.sm, 6)}px;background:linear-gradient(135deg,${c.primary},${c.accent});position:relative}
.mark::after{content:"";position:absolute;inset:11px;border-radius:50%;background:${c.bg}}
nav{display:flex;gap:34px;margin-left:auto;font-size:15px;color:${c.muted}}
nav span:first-child{color:${c.text};font-weight:600}
nav.upper{text-transform:uppercase;letter-spacing:.14em;font-size:13px}
.nav-cta{padding:12px 22px;border-radius:${r.btn}px;background:${c.primary};color:${c.onPrimary};font-weight:700;font-size:15px;white-space:nowrap}
.cart{display:flex;align-items:center;gap:8px;font-size:15px;font-weight:600}
.cart b{display:grid;place-items:center;width:22px;height:22px;border-radius:50%;background:${c.accent};color:#fff;font-size:12px}
.hero{flex:1;min-height:0;display:grid;grid-template-columns:1.02fr 1fr;grid-template-rows:minmax(0,1fr);gap:64px;align-items:center;padding:44px 80px 40px}
.hero.reverse{grid-template-columns:1fr 1.02fr}
.hero.reverse .copy{order:2}
.art{position:relative;align-self:stretch;border-radius:${r.lg}px;overflow:hidden;box-shadow:0 40px 70px -40px rgba(0,0,0,.45)}
.eyebrow{display:inline-flex;align-items:center;gap:10px;font-size:13px;font-weight:700;letter-spacing:.14em;text-transform:uppercase;color:${c.primary}}
.eyebrow::before{content:"";width:28px;height:2px;background:${c.accent}}
h1{font-family:${heading};font-size:54px;line-height:1.06;letter-spacing:-.025em;margin:18px 0 20px;font-weight:700;text-wrap:balance}
.lead{font-size:19px;line-height:1.55;color:${c.muted};margin:0 0 34px;max-width:560px}
.actions{display:flex;gap:14px;align-items:center}
.btn{padding:18px 30px;border-radius:${r.btn}px;font-weight:700;font-size:16px;white-space:nowrap}
.primary{background:${c.primary};color:${c.onPrimary};box-shadow:0 16px 30px -14px ${c.primary}}
.ghost{border:1.5px solid ${c.border};color:${c.text};background:${c.surface}}
.trust{margin-top:28px;font-size:14px;color:${c.muted}}
.hero.centered{grid-template-columns:1fr;grid-template-rows:auto minmax(0,1fr);gap:30px;padding-top:40px;text-align:center}
.hero.centered .copy{display:flex;flex-direction:column;align-items:center}
.hero.centered h1{font-size:56px;margin:14px 0 14px;max-width:900px}
.hero.centered .lead{max-width:none;margin-bottom:26px}
.hero.overlay{grid-template-columns:1fr;padding:28px 80px 36px}
.hero.overlay .art,.hero.overlay .copy{grid-area:1/1}
.hero.overlay .copy{z-index:2;justify-self:start;align-self:center;margin-left:56px;max-width:620px;padding:48px 48px 44px;background:${c.surface};border-radius:${r.lg}px;box-shadow:0 40px 80px -40px rgba(20,50,20,.55)}
.hero.overlay h1{font-size:54px}
.features{flex:none;display:grid;grid-template-columns:repeat(3,1fr);gap:24px;padding:0 80px 44px}
.card{display:flex;gap:18px;align-items:flex-start;padding:24px 26px;background:${c.surface};border:1px solid ${c.border};border-radius:${r.md}px;box-shadow:0 14px 30px -24px rgba(0,0,0,.35)}
.icon{flex:none;display:grid;place-items:center;width:50px;height:50px;border-radius:${r.sm}px;background:${c.iconBg};color:${c.primary}}
.card h3{margin:2px 0 6px;font-family:${heading};font-size:18px;letter-spacing:-.01em}
.card p{margin:0;font-size:15px;line-height:1.5;color:${c.muted}}`;

  const header = `
${project.announcement ? `<div class="announce">${escapeHtml(project.announcement)}</div>` : ''}
<header>
  <div class="logo"><span class="mark"></span>${escapeHtml(project.name)}${project.logoSuffix ? ` <small>${escapeHtml(project.logoSuffix)}</small>` : ''}</div>
  <nav class="${project.upperNav ? 'upper' : ''}">${project.nav.map((item) => `<span>${escapeHtml(item)}</span>`).join('')}</nav>
  ${
    project.cart
      ? `<div class="cart">${icon('bag', 22)} Sacola <b>${project.cart}</b></div>`
      : `<div class="nav-cta">${escapeHtml(project.cta)}</div>`
  }
</header>`;

  const copy = `
<div class="copy">
  <div class="eyebrow">${escapeHtml(project.tagline)}</div>
  <h1>${escapeHtml(project.headline)}</h1>
  <p class="lead">${escapeHtml(project.lead)}</p>
  <div class="actions"><span class="btn primary">${escapeHtml(project.cta)}</span><span class="btn ghost">${escapeHtml(project.secondary)}</span></div>
  ${project.trust ? `<div class="trust">${escapeHtml(project.trust)}</div>` : ''}
</div>`;

  const features = project.features
    .map(
      (f) =>
        `<div class="card"><div class="icon">${icon(f.icon)}</div><div><h3>${escapeHtml(f.title)}</h3><p>${escapeHtml(f.text)}</p></div></div>`,
    )
    .join('');

  return htmlDocument(
    css,
    `<div class="page">${header}
<main class="hero ${layout}">${copy}<div class="art">${ART[project.art](p)}</div></main>
<section class="features">${features}</section></div>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Brand images (navy + violet/orange glow)
// ---------------------------------------------------------------------------------------------

/** Shared background: navy, two glows, optional star field and orbit rings. */
function brandBackdrop(width, height, { glow = 1, stars = 0, orbits = false, seed = 1 } = {}) {
  const rand = seededRandom(seed);
  const starDots = Array.from({ length: stars }, () => {
    const size = rand() < 0.85 ? 2 : 3;
    return el(
      `left:${(rand() * width).toFixed(0)}px;top:${(rand() * height).toFixed(0)}px;width:${size}px;height:${size}px;border-radius:50%;background:${BRAND.text};opacity:${(0.15 + rand() * 0.5).toFixed(2)}`,
    );
  }).join('');
  const orbit = (w, rot, alpha) =>
    el(
      `left:50%;top:50%;width:${w}px;height:${Math.round(w * 0.36)}px;transform:translate(-50%,-50%) rotate(${rot}deg);border-radius:50%;border:1.5px solid rgba(245,243,255,${alpha})`,
    );
  return (
    el(
      `inset:0;background:radial-gradient(ellipse ${Math.round(width * 0.7)}px ${Math.round(height * 0.9)}px at 18% 22%,rgba(124,92,255,${0.55 * glow}) 0,rgba(124,92,255,${0.16 * glow}) 45%,transparent 72%),radial-gradient(ellipse ${Math.round(width * 0.65)}px ${Math.round(height * 0.85)}px at 88% 86%,rgba(255,122,47,${0.5 * glow}) 0,rgba(255,122,47,${0.12 * glow}) 42%,transparent 70%),${BRAND.bg}`,
    ) +
    starDots +
    (orbits ? orbit(width * 1.1, -12, 0.1) + orbit(width * 0.78, -12, 0.07) : '')
  );
}

const brandCss = (width, height) =>
  `body{width:${width}px;height:${height}px;background:${BRAND.bg};color:${BRAND.text};font-family:${FONTS.sans};-webkit-font-smoothing:antialiased}
.stage{position:relative;width:${width}px;height:${height}px;overflow:hidden}
.center{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center}`;

/** Round play button: gradient disc with a halo ring. `muted` = quieter outline version. */
const playButton = (size, muted = false) =>
  `<div style="position:relative;width:${size}px;height:${size}px;border-radius:50%;display:grid;place-items:center;${
    muted
      ? `background:rgba(245,243,255,.08);border:2px solid rgba(245,243,255,.35)`
      : `background:linear-gradient(135deg,${BRAND.violet},${BRAND.orange});box-shadow:0 0 0 ${Math.round(size * 0.12)}px rgba(245,243,255,.08),0 0 0 ${Math.round(size * 0.24)}px rgba(245,243,255,.04),0 30px 70px -20px rgba(124,92,255,.8)`
  }">${playTriangle(Math.round(size * 0.46), muted ? 'rgba(245,243,255,.8)' : BRAND.text)}</div>`;

/** Planet-with-orbit mark + "Órbita Digital" wordmark. */
const wordmark = (size) =>
  `<div style="display:flex;align-items:center;gap:${Math.round(size * 0.45)}px;font-weight:700;font-size:${size}px;letter-spacing:-.02em">
  <span style="position:relative;width:${Math.round(size * 1.3)}px;height:${Math.round(size * 1.3)}px;flex:none">
    ${el(`inset:18%;border-radius:50%;background:linear-gradient(135deg,${BRAND.violet},${BRAND.orange})`)}
    ${el(`left:-6%;right:-6%;top:36%;bottom:36%;border-radius:50%;border:${Math.max(2, Math.round(size * 0.07))}px solid ${BRAND.text};transform:rotate(-20deg)`)}
  </span>Órbita Digital</div>`;

/** Family 2: fallback when a video thumbnail fails to load, 640×360. */
function renderVideoPlaceholder() {
  const [w, h] = [640, 360];
  return htmlDocument(
    brandCss(w, h),
    `<div class="stage">${brandBackdrop(w, h, { glow: 0.55 })}
<div class="center">${playButton(84, true)}
<p style="margin:18px 0 0;font-size:16px;color:rgba(245,243,255,.75)">Vídeo indisponível no momento</p></div></div>`,
  );
}

/** Family 3: poster for the "vídeo em breve" block of the gains section, 1280×720. */
function renderGainsPoster() {
  const [w, h] = [1280, 720];
  return htmlDocument(
    brandCss(w, h),
    `<div class="stage">${brandBackdrop(w, h, { stars: 70, orbits: true, seed: 7 })}
${el('left:56px;top:44px;opacity:.9', wordmark(24))}
<div class="center">
  ${playButton(150)}
  <div style="margin-top:56px;padding:8px 18px;border-radius:999px;border:1px solid rgba(245,243,255,.25);background:rgba(245,243,255,.06);font-size:15px;font-weight:700;letter-spacing:.18em;text-transform:uppercase;color:${BRAND.orange}">Vídeo em produção</div>
  <h1 style="margin:22px 0 0;max-width:1180px;font-size:50px;line-height:1.15;letter-spacing:-.02em;text-wrap:balance"><span style="color:${BRAND.orange}">Em breve:</span> veja como transformamos negócios como o seu</h1>
</div></div>`,
  );
}

/** Family 4: Open Graph / social-sharing card, 1200×630. */
function renderOgImage() {
  const [w, h] = [1200, 630];
  return htmlDocument(
    brandCss(w, h),
    `<div class="stage">${brandBackdrop(w, h, { stars: 50, seed: 42 })}
${el(`left:930px;top:-250px;width:520px;height:520px;border-radius:50%;background:radial-gradient(circle at 20% 85%,#ffa066 0,${BRAND.orange} 12%,#c054c0 32%,${BRAND.violet} 48%,#4f37c8 72%);box-shadow:0 0 120px 20px rgba(124,92,255,.45)`)}
${el('left:800px;top:-110px;width:780px;height:230px;border-radius:50%;border:2px solid rgba(245,243,255,.28);transform:rotate(-24deg)')}
${el(
  'left:88px;right:88px;top:0;bottom:0;display:flex;flex-direction:column;justify-content:center',
  `${wordmark(88)}
  <div style="margin:34px 0 0;width:120px;height:6px;border-radius:3px;background:linear-gradient(90deg,${BRAND.violet},${BRAND.orange})"></div>
  <p style="margin:30px 0 0;font-size:36px;line-height:1.3;color:rgba(245,243,255,.86)">Marketing digital para pequenos e médios negócios</p>`,
)}</div>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Render + encode pipeline
// ---------------------------------------------------------------------------------------------

const ENCODERS = {
  avif: (img) => img.avif(AVIF),
  webp: (img) => img.webp(WEBP),
  png: (img) => img.png(PNG),
};

/** Every image to render: html, viewport, and the files derived from the screenshot. */
function jobs() {
  const both = (base, size) =>
    ['avif', 'webp'].map((format) => ({ path: `${base}.${format}`, format, size }));
  return [
    ...PROJECTS.map((project) => ({
      name: project.slug,
      html: renderSiteMockup(project),
      viewport: { width: 1440, height: 900 },
      outputs: [
        ...both(`src/assets/portfolio/${project.slug}-full`, [1440, 900]),
        ...both(`src/assets/portfolio/${project.slug}-thumb`, [640, 400]),
      ],
    })),
    {
      name: 'video-placeholder',
      html: renderVideoPlaceholder(),
      viewport: { width: 640, height: 360 },
      outputs: both('src/assets/video-placeholder', [640, 360]),
    },
    {
      name: 'gains-video-poster',
      html: renderGainsPoster(),
      viewport: { width: 1280, height: 720 },
      outputs: both('src/assets/gains-video-poster', [1280, 720]),
    },
    {
      name: 'og-image',
      html: renderOgImage(),
      viewport: { width: 1200, height: 630 },
      outputs: [{ path: 'public/og-image.png', format: 'png', size: [1200, 630] }],
    },
  ];
}

async function encode(png, { format, size: [width, height] }) {
  let img = sharp(png);
  const meta = await img.metadata();
  if (meta.width !== width || meta.height !== height) {
    img = img.resize(width, height, { fit: 'fill', kernel: 'lanczos3' });
  }
  const buffer = await ENCODERS[format](img).toBuffer();
  const out = await sharp(buffer).metadata();
  if (out.width !== width || out.height !== height) {
    throw new Error(`encoded ${format} is ${out.width}×${out.height}, expected ${width}×${height}`);
  }
  return buffer;
}

/** Writes only when the bytes changed, so re-runs leave the tree untouched. */
async function writeIfChanged(path, buffer) {
  const previous = await readFile(path).catch(() => null);
  if (previous?.equals(buffer)) return 'unchanged';
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, buffer);
  return 'written';
}

async function main() {
  const previewArg = process.argv.find((arg) => arg.startsWith('--preview-dir='));
  const previewDir = previewArg ? resolve(previewArg.slice('--preview-dir='.length)) : null;
  if (previewDir) await mkdir(previewDir, { recursive: true });

  const browser = await chromium.launch(chromiumLaunchOptions);
  const failures = [];
  let fileCount = 0;
  try {
    const context = await browser.newContext({ deviceScaleFactor: 1, offline: true });
    const page = await context.newPage();
    for (const job of jobs()) {
      await page.setViewportSize(job.viewport);
      await page.setContent(job.html, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const png = await page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
      if (previewDir) await writeFile(join(previewDir, `${job.name}.png`), png);

      for (const output of job.outputs) {
        const buffer = await encode(png, output);
        const kb = (buffer.length / 1024).toFixed(1);
        if (buffer.length >= MAX_BYTES) {
          failures.push(`${output.path}: ${kb} KB (limit ${MAX_BYTES / 1024} KB)`);
          console.error(`✗ ${output.path}  ${kb} KB  OVER BUDGET, not written`);
          continue;
        }
        const status = await writeIfChanged(join(ROOT, output.path), buffer);
        console.log(`✓ ${output.path}  ${output.size.join('×')}  ${kb} KB  ${status}`);
        fileCount += 1;
      }
    }
  } finally {
    await browser.close();
  }

  if (failures.length > 0) {
    throw new Error(
      `${failures.length} image(s) over the ${MAX_BYTES / 1024} KB budget:\n  ${failures.join('\n  ')}`,
    );
  }
  console.log(`Done: ${fileCount} files, all under ${MAX_BYTES / 1024} KB.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
