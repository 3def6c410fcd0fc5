/**
 * The fade-in on scroll (spec §9). The prerendered page is fully visible; once it has painted,
 * blocks out of view wait, and fade in as they are scrolled into view. So the first viewport
 * never waits, and a page without scripts (or a visitor who prefers reduced motion) simply shows
 * everything.
 */
import {
  REVEAL_ATTRIBUTE,
  REVEAL_PENDING,
  REVEAL_SHOWN,
  REVEAL_VIEWPORT,
} from '../browser/page-contract';

export function revealOnScroll(): void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const reveal = new IntersectionObserver((entries) => {
    for (const { isIntersecting, target } of entries) {
      if (!isIntersecting) continue;
      target.setAttribute(REVEAL_ATTRIBUTE, REVEAL_SHOWN);
      reveal.unobserve(target);
    }
  }, REVEAL_VIEWPORT);
  // Which blocks start out of view is read from an observer's first report, made as the page next
  // renders: measured here, they would lay the whole page out once more (skipped blocks too).
  const fold = new IntersectionObserver((entries) => {
    for (const { isIntersecting, target } of entries) {
      fold.unobserve(target);
      if (isIntersecting) continue;
      target.setAttribute(REVEAL_ATTRIBUTE, REVEAL_PENDING);
      reveal.observe(target);
    }
  });
  for (const block of document.querySelectorAll(`[${REVEAL_ATTRIBUTE}]`)) fold.observe(block);
}
