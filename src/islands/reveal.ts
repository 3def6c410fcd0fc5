/**
 * The fade-in on scroll (spec §9). The prerendered page is fully visible; once it has painted,
 * blocks below the fold wait, and fade in as they are scrolled into view. So the first viewport
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
  const observer = new IntersectionObserver((entries) => {
    for (const { isIntersecting, target } of entries) {
      if (!isIntersecting) continue;
      target.setAttribute(REVEAL_ATTRIBUTE, REVEAL_SHOWN);
      observer.unobserve(target);
    }
  }, REVEAL_VIEWPORT);
  // All are measured before any is marked: a mark between two measurements lays the page out again.
  const held = [...document.querySelectorAll(`[${REVEAL_ATTRIBUTE}]`)].filter(
    (block) => block.getBoundingClientRect().top > innerHeight,
  );
  for (const block of held) {
    block.setAttribute(REVEAL_ATTRIBUTE, REVEAL_PENDING);
    observer.observe(block);
  }
}
