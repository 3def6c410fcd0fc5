/**
 * The QR code holds exactly the link 'Copiar' copies, nothing added. A QR code holds at most
 * 2,331 bytes at error-correction level M (version 40, byte mode); a longer link still works as a
 * link, it just gets no QR code.
 */

export const QR_ERROR_CORRECTION = 'M';
export const QR_MAX_BYTES = 2331;

export function fitsInQrCode(link: string): boolean {
  return new TextEncoder().encode(link).length <= QR_MAX_BYTES;
}

/**
 * Printed codes use level H, the highest: a code on a counter, a bag or a sticker gets scuffed,
 * stained and, with a logo, partly covered, and H still reads with 30% of it lost. It holds at
 * most 1,273 bytes (version 40, byte mode).
 */
export const PRINT_QR_ERROR_CORRECTION = 'H';
export const PRINT_QR_MAX_BYTES = 1273;

export function fitsInPrintedQrCode(link: string): boolean {
  return new TextEncoder().encode(link).length <= PRINT_QR_MAX_BYTES;
}
