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
