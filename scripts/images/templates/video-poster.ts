// Posters of the site's videos, made by the project so nothing is requested from the video
// platform until a visitor opens a video: who speaks (or which campaign), the business, one line
// of the story. The page lays its own play button over the middle, so the middle stays empty.
import type { ImageSize, PortfolioVideo } from '../../../src/content/portfolio';
import { testimonialPosterSize, type VideoTestimonial } from '../../../src/content/testimonials';
import { videoPosterSize } from '../../../src/content/portfolio';
import { escapeHtml } from '../../../src/domain/html';
import { BRAND, brandBackdrop, brandCss, wordmark } from '../brand';
import { el, FONTS, htmlDocument, rgba } from '../html';

const COPY = {
  testimonialBadge: 'Depoimento',
  videoBadge: 'Vídeo promocional',
};

/** 'Dr. Rafael Mendes' → 'RM': titles are not initials. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => !/^(dr|dra|sr|sra)\.?$/i.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

const badge = (text: string, size: number) =>
  `<span style="display:inline-block;padding:${Math.round(size * 0.45)}px ${size}px;border-radius:999px;border:1px solid ${rgba(BRAND.text, 0.25)};background:${rgba(BRAND.text, 0.08)};font-size:${size}px;font-weight:700;letter-spacing:.16em;text-transform:uppercase;color:${BRAND.orange}">${escapeHtml(text)}</span>`;

const posterCss = (size: ImageSize) =>
  `${brandCss(size)}
h1,p{margin:0}
.story{font-family:${FONTS.sans};font-weight:700;letter-spacing:-.015em;text-wrap:balance}`;

/** Portrait, like the testimonial card: initials, then the story, the name and the business. */
export function renderTestimonialPoster(video: VideoTestimonial, seed: number): string {
  const size = testimonialPosterSize;
  return htmlDocument(
    posterCss(size),
    `<div class="stage">${brandBackdrop(size, { stars: 40, seed, glow: 0.9 })}
${el('left:32px;top:32px;opacity:.85', wordmark(17))}
${el('right:32px;top:30px', badge(COPY.testimonialBadge, 12))}
${el(
  `left:32px;top:96px;width:112px;height:112px;border-radius:50%;display:grid;place-items:center;background:linear-gradient(135deg,${BRAND.violet},${BRAND.orange});box-shadow:0 0 0 8px ${rgba(BRAND.text, 0.08)};font-size:42px;font-weight:700;letter-spacing:.02em`,
  escapeHtml(initials(video.name)),
)}
${el(
  'left:32px;right:32px;bottom:34px',
  `<div style="font-family:${FONTS.serif};font-size:64px;line-height:.6;height:30px;color:${BRAND.orange}">“</div>
  <p class="story" style="font-size:29px;line-height:1.2">${escapeHtml(video.story)}</p>
  <div style="margin:20px 0 14px;width:64px;height:4px;border-radius:2px;background:linear-gradient(90deg,${BRAND.violet},${BRAND.orange})"></div>
  <p style="font-size:22px;font-weight:700">${escapeHtml(video.name)}</p>
  <p style="margin-top:4px;font-size:17px;color:${rgba(BRAND.text, 0.72)}">${escapeHtml(video.business)}</p>`,
)}</div>`,
  );
}

/** 16:9, like the video: the client on top, the story along the bottom. */
export function renderPortfolioVideoPoster(video: PortfolioVideo, seed: number): string {
  const size = videoPosterSize;
  return htmlDocument(
    posterCss(size),
    `<div class="stage">${brandBackdrop(size, { stars: 45, seed, orbits: true, glow: 0.9 })}
${el(
  'left:32px;top:28px;right:32px',
  `${badge(COPY.videoBadge, 12)}
  <h1 style="margin-top:14px;font-size:28px;line-height:1.15;letter-spacing:-.02em">${escapeHtml(video.client)}</h1>`,
)}
${el('right:32px;bottom:30px;opacity:.8', wordmark(15))}
${el('left:32px;right:200px;bottom:26px', `<p class="story" style="font-size:22px;line-height:1.25;color:${rgba(BRAND.text, 0.92)}">${escapeHtml(video.story)}</p>`)}
</div>`,
  );
}
