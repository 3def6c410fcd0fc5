/**
 * A Brazilian WhatsApp number as people write it: '5511900000000' → '+55 11 90000-0000'. Digits
 * that do not look like country + area code + 8 or 9 digits are returned as they are.
 */
export function displayBrazilianNumber(number: string): string {
  const match = /^(\d{2})(\d{2})(\d{4,5})(\d{4})$/.exec(number);
  if (!match) return number;
  const [, country, area, start, end] = match;
  return `+${country} ${area} ${start}-${end}`;
}
