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

/**
 * Focuses a form field and brings it into view with what belongs to it (its label, and the message
 * shown below it once the form re-renders): the part of the form the visitor must fix.
 */
export function revealAndFocus(field: HTMLElement): void {
  field.focus({ preventScroll: true });
  requestAnimationFrame(() => revealPanel(field.parentElement ?? field));
}
