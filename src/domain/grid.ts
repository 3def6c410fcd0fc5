/**
 * How many columns the last item of a grid spans so the last row is full: a lone card on the last
 * row (13 services in 2, 3 or 4 columns) spans the whole row rather than sitting there orphaned.
 */
export function lastItemSpan(count: number, columns: number): number {
  const onLastRow = count % columns;
  return onLastRow === 0 ? 1 : columns - onLastRow + 1;
}
