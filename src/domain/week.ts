/**
 * The days of a week as `Date.getDay` counts them (0 = Sunday … 6 = Saturday), read in the order a
 * Brazilian week is: Monday first, Sunday last ("Sáb, Dom", never "Dom, Sáb").
 */
export const BRAZILIAN_WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** The days given, each once, Monday first and Sunday last. */
export function inBrazilianWeekOrder(days: readonly number[]): number[] {
  return BRAZILIAN_WEEK.filter((day) => days.includes(day));
}
