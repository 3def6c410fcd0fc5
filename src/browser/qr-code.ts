import { QR_ERROR_CORRECTION } from '../domain/qr-payload';

/**
 * QR codes of a link, by `uqr` (small, dependency-free), imported on first need. SVG for the page
 * and its download; PNG drawn from the same modules on a canvas.
 */

export interface QrCode {
  /** The SVG document. */
  svg: string;
  /** Draws the PNG: `scale` pixels per module. */
  png: (scale?: number) => Promise<Blob>;
}

export type QrEncoder = (link: string) => QrCode;

let loading: Promise<QrEncoder> | undefined;

export function loadQrEncoder(): Promise<QrEncoder> {
  loading ??= import('uqr').then(({ encode, renderSVG }) => (link: string) => {
    const options = { ecc: QR_ERROR_CORRECTION, border: 2 } as const;
    return {
      svg: renderSVG(link, options),
      png: (scale = 12) => drawPng(encode(link, options).data, scale),
    };
  });
  return loading;
}

function drawPng(modules: boolean[][], scale: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = modules.length * scale;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2d canvas'));
  context.fillStyle = 'white';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = 'black';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) context.fillRect(x * scale, y * scale, scale, scale);
    }),
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
}

/** Saves a blob under a file name, through a temporary link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
