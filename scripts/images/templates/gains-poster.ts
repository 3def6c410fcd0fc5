// Poster of the gains section's video frame, until the agency's presentation video exists: how the
// work goes, step by step. It shows no play button: nothing plays yet. Its words come from the
// content, like the caption under it, so the two always agree.
import { gainsPosterSize, gainsSection, type WorkStep } from '../../../src/content/gains';
import { escapeHtml } from '../../../src/domain/html';
import { BRAND, brandBackdrop, brandCss, wordmark } from '../brand';
import { el, htmlDocument, rgba } from '../html';

export { gainsPosterSize };

/** A numbered card, two to a row: type large enough to read on a phone, where the poster is small. */
function stepCard(step: WorkStep, index: number): string {
  return `<li style="display:flex;gap:26px;align-items:flex-start;padding:28px 30px;border-radius:26px;border:1px solid ${rgba(BRAND.text, 0.18)};background:${BRAND.bg};text-align:left">
  <div style="flex:none;width:76px;height:76px;border-radius:50%;display:grid;place-items:center;background:linear-gradient(135deg,${BRAND.violet},${BRAND.orange});font-size:40px;font-weight:800">${index + 1}</div>
  <div><h2 style="margin:0 0 8px;font-size:42px;line-height:1.1;letter-spacing:-.01em">${escapeHtml(step.title)}</h2>
  <p style="margin:0;font-size:26px;line-height:1.3;color:${rgba(BRAND.text, 0.8)}">${escapeHtml(step.text)}</p></div>
</li>`;
}

export function renderGainsPoster(): string {
  const { heading, steps } = gainsSection.video;
  return htmlDocument(
    brandCss(gainsPosterSize),
    `<div class="stage">${brandBackdrop(gainsPosterSize, { stars: 70, orbits: true, seed: 7 })}
${el('left:56px;top:44px;opacity:.9', wordmark(24))}
<div class="center" style="padding:40px 56px 0">
  <h1 style="margin:0 0 40px;font-size:44px;line-height:1.12;letter-spacing:-.02em;text-wrap:balance">${escapeHtml(heading)}</h1>
  <ol style="display:grid;grid-template-columns:1fr 1fr;gap:24px;width:100%;margin:0;padding:0;list-style:none">${steps.map(stepCard).join('')}</ol>
</div></div>`,
  );
}
