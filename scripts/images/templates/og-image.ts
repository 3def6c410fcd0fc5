// The card social networks show when someone shares the site (index.html's og:image).
import { siteConfig } from '../../../src/config/site';
import type { ImageSize } from '../../../src/content/portfolio';
import { escapeHtml } from '../../../src/domain/html';
import { BRAND, brandBackdrop, brandCss, wordmark } from '../brand';
import { el, htmlDocument, rgba } from '../html';

export const ogImageSize: ImageSize = { width: 1200, height: 630 };

export function renderOgImage(): string {
  return htmlDocument(
    brandCss(ogImageSize),
    `<div class="stage">${brandBackdrop(ogImageSize, { stars: 50, seed: 42 })}
${el(`left:930px;top:-250px;width:520px;height:520px;border-radius:50%;background:radial-gradient(circle at 20% 85%,#ffa066 0,${BRAND.orange} 12%,#c054c0 32%,${BRAND.violet} 48%,#4f37c8 72%);box-shadow:0 0 120px 20px ${rgba(BRAND.violet, 0.45)}`)}
${el(`left:800px;top:-110px;width:780px;height:230px;border-radius:50%;border:2px solid ${rgba(BRAND.text, 0.28)};transform:rotate(-24deg)`)}
${el(
  'left:88px;right:88px;top:0;bottom:0;display:flex;flex-direction:column;justify-content:center',
  `${wordmark(88)}
  <div style="margin:34px 0 0;width:120px;height:6px;border-radius:3px;background:linear-gradient(90deg,${BRAND.violet},${BRAND.orange})"></div>
  <p style="margin:30px 0 0;font-size:36px;line-height:1.3;color:${rgba(BRAND.text, 0.86)}">${escapeHtml(siteConfig.tagline)}</p>`,
)}</div>`,
  );
}
