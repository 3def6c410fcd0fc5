/**
 * Moves a horizontal scroll-snap row by one card. "Next" on the last card goes back to the first
 * and "previous" on the first goes to the last, so each button always does something and needs no
 * state of its own: where the row is, is the row's own scroll position.
 */
export function stepScrollRow(row: HTMLElement, direction: 1 | -1): void {
  const first = row.firstElementChild;
  if (!(first instanceof HTMLElement)) return;
  const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
  const step = first.getBoundingClientRect().width + gap;
  const end = row.scrollWidth - row.clientWidth;
  // A pixel of slack: fractional widths rarely land exactly on the end.
  const atEnd = row.scrollLeft >= end - 1;
  const atStart = row.scrollLeft <= 1;
  const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    ? 'instant'
    : 'smooth';
  if (direction === 1 && atEnd) row.scrollTo({ left: 0, behavior });
  else if (direction === -1 && atStart) row.scrollTo({ left: end, behavior });
  else row.scrollBy({ left: direction * step, behavior });
}
