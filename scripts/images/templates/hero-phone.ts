// The desktop hero's picture: a phone with a WhatsApp conversation, a client's customer ordering
// after seeing an ad. Drawn at twice its CSS size for sharp screens, on a transparent ground so
// it sits on the hero's own sky.
import { hero } from '../../../src/content/hero';
import type { ImageSize } from '../../../src/content/portfolio';
import { escapeHtml } from '../../../src/domain/html';
import { BRAND } from '../brand';
import { el, FONTS, htmlDocument, rgba } from '../html';

const SCALE = 2;
const { width, height } = hero.visual;
export const heroPhoneSize: ImageSize = { width: width * SCALE, height: height * SCALE };

/** The messaging app's own dark palette, drawn as a picture of it. */
const CHAT = {
  bar: '#1f2c34',
  wall: '#0b141a',
  incoming: '#202c33',
  outgoing: '#005c4b',
  meta: '#8696a0',
  online: '#25d366',
};

const CONVERSATION = {
  business: 'Trigo Dourado',
  status: 'online',
  messages: [
    { from: 'them', text: 'Oi! Vi o anúncio no Instagram. Fazem bolo para sábado?', time: '09:12' },
    { from: 'us', text: 'Fazemos sim! Olha o cardápio:', time: '09:13' },
    { from: 'us', text: 'Bolos.pdf', time: '09:13', file: true },
    { from: 'them', text: 'Quero o de brigadeiro, 2 kg.', time: '09:15' },
    { from: 'us', text: 'Anotado! Pronto sábado às 10h.', time: '09:15' },
  ],
  notice: { title: 'Novo pedido', text: 'Bolo de brigadeiro · 2 kg' },
  stat: { value: '3×', text: 'mais encomendas pelo WhatsApp' },
} as const;

function bubble(message: (typeof CONVERSATION.messages)[number]): string {
  const ours = message.from === 'us';
  const file =
    'file' in message
      ? `<span style="display:inline-grid;place-items:center;width:22px;height:26px;margin-right:6px;border-radius:3px;background:${BRAND.orange};font-size:7px;font-weight:700;vertical-align:middle">PDF</span>`
      : '';
  return `<div style="align-self:${ours ? 'flex-end' : 'flex-start'};max-width:78%;padding:7px 9px 5px;border-radius:${ours ? '10px 2px 10px 10px' : '2px 10px 10px 10px'};background:${ours ? CHAT.outgoing : CHAT.incoming};font-size:11px;line-height:1.35">
  ${file}${escapeHtml(message.text)}<span style="float:right;margin:6px 0 0 10px;font-size:8.5px;color:${rgba('#ffffff', 0.6)}">${message.time}${ours ? ' ✓✓' : ''}</span></div>`;
}

export function renderHeroPhone(): string {
  const css = `html{zoom:${SCALE}}
body{width:${width}px;height:${height}px;background:transparent;color:#e9edef;font-family:${FONTS.sans};-webkit-font-smoothing:antialiased}
.stage{position:relative;width:${width}px;height:${height}px}
p{margin:0}`;
  const phone = el(
    `left:74px;top:18px;width:254px;height:484px;border-radius:42px;padding:10px;background:#111827;box-shadow:0 0 0 2px ${rgba(BRAND.text, 0.14)},0 0 24px -8px ${rgba(BRAND.violet, 0.6)}`,
    `<div style="position:relative;height:100%;border-radius:32px;overflow:hidden;background:${CHAT.wall};display:flex;flex-direction:column">
  <div style="height:26px;display:flex;justify-content:space-between;align-items:center;padding:4px 22px 0;font-size:10px;font-weight:600;background:${CHAT.bar}"><span>9:41</span><span style="width:70px;height:18px;border-radius:10px;background:#000"></span><span>5G</span></div>
  <div style="display:flex;align-items:center;gap:9px;padding:8px 12px 10px;background:${CHAT.bar}">
    <span style="font-size:16px;color:${CHAT.meta}">‹</span>
    <span style="width:32px;height:32px;border-radius:50%;display:grid;place-items:center;background:linear-gradient(135deg,#f5b041,#c0702a);font-size:12px;font-weight:700;color:#2b1a08">TD</span>
    <span style="line-height:1.2"><b style="display:block;font-size:12px;white-space:nowrap">${escapeHtml(CONVERSATION.business)}</b><span style="font-size:10.5px;color:${CHAT.online}">${CONVERSATION.status}</span></span>
  </div>
  <div style="flex:1;display:flex;flex-direction:column;justify-content:flex-end;gap:6px;padding:10px 10px 12px;background-image:radial-gradient(${rgba('#ffffff', 0.035)} 1px,transparent 1px);background-size:14px 14px">
    <span style="align-self:center;margin-bottom:4px;padding:3px 10px;border-radius:6px;background:${CHAT.incoming};font-size:10px;color:${CHAT.meta}">HOJE</span>
    ${CONVERSATION.messages.map(bubble).join('\n    ')}
  </div>
  <div style="display:flex;gap:8px;align-items:center;padding:8px 10px 14px;background:${CHAT.wall}"><span style="flex:1;height:32px;border-radius:16px;background:${CHAT.incoming};font-size:11.5px;line-height:32px;padding-left:14px;color:${CHAT.meta}">Mensagem</span><span style="width:32px;height:32px;border-radius:50%;background:${CHAT.online}"></span></div>
</div>`,
  );
  const notice = el(
    `left:0;top:104px;display:flex;gap:10px;align-items:center;padding:10px 14px 10px 10px;border-radius:14px;background:${rgba(BRAND.bg, 0.92)};border:1px solid ${rgba(BRAND.text, 0.16)};box-shadow:0 18px 40px -18px #000`,
    `<span style="width:30px;height:30px;border-radius:50%;display:grid;place-items:center;background:${CHAT.online};color:#06301a;font-weight:700;font-size:15px">✓</span>
    <span style="line-height:1.25"><b style="display:block;font-size:12px">${escapeHtml(CONVERSATION.notice.title)}</b><span style="font-size:11px;color:${rgba(BRAND.text, 0.75)}">${escapeHtml(CONVERSATION.notice.text)}</span></span>`,
  );
  const stat = el(
    `right:0;top:56px;width:120px;padding:12px 14px;border-radius:14px;background:${rgba(BRAND.bg, 0.92)};border:1px solid ${rgba(BRAND.text, 0.16)};box-shadow:0 18px 40px -18px #000`,
    `<p style="font-size:28px;font-weight:800;letter-spacing:-.02em;background:linear-gradient(90deg,${BRAND.orange},${BRAND.violet});-webkit-background-clip:text;color:transparent">${escapeHtml(CONVERSATION.stat.value)}</p>
    <p style="margin-top:2px;font-size:11px;line-height:1.3;color:${rgba(BRAND.text, 0.8)}">${escapeHtml(CONVERSATION.stat.text)}</p>`,
  );
  return htmlDocument(css, `<div class="stage">${phone}${notice}${stat}</div>`);
}
