/**
 * A QR's modules packed for the snippet: the side length, a dot, then the modules row by row as
 * hexadecimal digits of four modules each. Made when the snippet is made (no QR encoder ships in
 * the snippet), drawn as one SVG path where it shows.
 */
export function packQr(modules: readonly (readonly boolean[])[]): string {
  const bits = modules.flat();
  let hex = '';
  for (let at = 0; at < bits.length; at += 4) {
    let digit = 0;
    for (let bit = 0; bit < 4; bit += 1) digit = digit * 2 + (bits[at + bit] ? 1 : 0);
    hex += digit.toString(16);
  }
  return `${modules.length}.${hex}`;
}

/** The SVG path of the dark modules, one unit each, and the side length. */
export function qrPath(packed: string): { size: number; path: string } {
  const [sizeText = '0', hex = ''] = packed.split('.');
  const size = Number(sizeText);
  let path = '';
  for (let at = 0; at < size * size; at += 1) {
    const digit = Number.parseInt(hex.charAt(at >> 2) || '0', 16);
    if (digit & (8 >> (at & 3))) path += `M${at % size} ${Math.floor(at / size)}h1v1h-1z`;
  }
  return { size, path };
}
