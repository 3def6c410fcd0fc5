/**
 * Scrolls `panel` into view unless it is wholly in view already: smoothly, unless the visitor
 * prefers reduced motion. `block` is where it lands if it must move.
 */
export function revealPanel(panel: HTMLElement, block: ScrollLogicalPosition = 'nearest'): void {
  const { top, bottom } = panel.getBoundingClientRect();
  if (top >= 0 && bottom <= window.innerHeight) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  panel.scrollIntoView({ block, behavior: reduced ? 'auto' : 'smooth' });
}

/**
 * Focuses a form field and brings it into view with what belongs to it (its label, and the message
 * shown below it once the form re-renders): the part of the form the visitor must fix. Centred,
 * clear of the toast that comes with the error at the top of the screen.
 */
export function revealAndFocus(field: HTMLElement): void {
  field.focus({ preventScroll: true });
  requestAnimationFrame(() => revealPanel(field.parentElement ?? field, 'center'));
}
