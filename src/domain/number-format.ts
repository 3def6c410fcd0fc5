/**
 * A non-negative number as Brazilians write it (`1.234,56`), rounded half up to at most
 * `maxFractionDigits` decimals, as `toLocaleString('pt-BR', { maximumFractionDigits })` writes it.
 * Written without Intl: a page's first Intl call loads the browser's locale data, 100-400 ms of
 * a phone's main thread (4× CPU), and the tools' app would pay it as it starts.
 */
export function formatNumber(value: number, maxFractionDigits = 0): string {
  // Shifted in the decimal exponent, not multiplied: 1.005 rounds to 1.01, as it reads.
  const [mantissa, exponent = '0'] = String(value).split('e');
  const shifted = Number(`${mantissa}e${Number(exponent) + maxFractionDigits}`);
  const [whole = '', fraction] = String(Math.round(shifted) / 10 ** maxFractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '.');
  return fraction ? `${grouped},${fraction}` : grouped;
}
