// Poster of the gains section's video frame, until the agency's presentation video exists.
import type { ImageSize } from '../../../src/content/portfolio';
import { BRAND, brandBackdrop, brandCss, playButton, wordmark } from '../brand';
import { el, htmlDocument, rgba } from '../html';

export const gainsPosterSize: ImageSize = { width: 1280, height: 720 };

const COPY = {
  badge: 'Vídeo em produção',
  lead: 'Em breve:',
  headline: 'veja como transformamos negócios como o seu',
};

export function renderGainsPoster(): string {
  return htmlDocument(
    brandCss(gainsPosterSize),
    `<div class="stage">${brandBackdrop(gainsPosterSize, { stars: 70, orbits: true, seed: 7 })}
${el('left:56px;top:44px;opacity:.9', wordmark(24))}
<div class="center">
  ${playButton(150)}
  <div style="margin-top:56px;padding:8px 18px;border-radius:999px;border:1px solid ${rgba(BRAND.text, 0.25)};background:${rgba(BRAND.text, 0.06)};font-size:15px;font-weight:700;letter-spacing:.18em;text-transform:uppercase;color:${BRAND.orange}">${COPY.badge}</div>
  <h1 style="margin:22px 0 0;max-width:1180px;font-size:50px;line-height:1.15;letter-spacing:-.02em;text-wrap:balance"><span style="color:${BRAND.orange}">${COPY.lead}</span> ${COPY.headline}</h1>
</div></div>`,
  );
}
