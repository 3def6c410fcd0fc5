/**
 * Scrolls `panel` into view unless it is wholly in view already: smoothly, unless the visitor
 * prefers reduced motion.
 */
export function revealPanel(panel: HTMLElement): void {
  const { top, bottom } = panel.getBoundingClientRect();
  if (top >= 0 && bottom <= window.innerHeight) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  panel.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
}
