// Poster of the gains section's video frame, until the agency's presentation video exists. It
// shows no play button: nothing plays yet. Its words come from the content, like the caption
// under it, so the two always agree.
import { gainsPosterSize, gainsSection } from '../../../src/content/gains';
import { escapeHtml } from '../../../src/domain/html';
import { BRAND, brandBackdrop, brandCss, wordmark } from '../brand';
import { el, htmlDocument, rgba } from '../html';

export { gainsPosterSize };

/** 'Em breve: …' sets its lead (up to the colon) in the accent colour. */
function headline(text: string): string {
  const colon = text.indexOf(':');
  if (colon === -1) return escapeHtml(text);
  return `<span style="color:${BRAND.orange}">${escapeHtml(text.slice(0, colon + 1))}</span>${escapeHtml(text.slice(colon + 1))}`;
}

export function renderGainsPoster(): string {
  const { status, headline: text } = gainsSection.video;
  return htmlDocument(
    brandCss(gainsPosterSize),
    `<div class="stage">${brandBackdrop(gainsPosterSize, { stars: 70, orbits: true, seed: 7 })}
${el('left:56px;top:44px;opacity:.9', wordmark(24))}
<div class="center">
  <div style="display:flex;align-items:center;gap:14px;padding:10px 22px;border-radius:999px;border:1px solid ${rgba(BRAND.text, 0.25)};background:${rgba(BRAND.text, 0.06)};font-size:18px;font-weight:700;letter-spacing:.18em;text-transform:uppercase;color:${BRAND.orange}"><span style="width:12px;height:12px;border-radius:50%;background:${BRAND.orange};box-shadow:0 0 0 6px ${rgba(BRAND.orange, 0.2)}"></span>${escapeHtml(status)}</div>
  <h1 style="margin:34px 0 0;max-width:1040px;font-size:64px;line-height:1.12;letter-spacing:-.02em;text-wrap:balance">${headline(text)}</h1>
</div></div>`,
  );
}
