import { type PrintFormat, printLayout, type PrintTheme } from '../domain/print-kit';
import { PRINT_QR_ERROR_CORRECTION } from '../domain/qr-payload';
import { printKitSvg } from '../domain/print-kit-svg';
import type * as PrintKitPdf from './print-kit-pdf';
// Static Inter, regular and bold, as WOFF: the files the PDF embeds (see print-kit-pdf-font.ts).
import interBoldWoff from '@fontsource/inter/files/inter-latin-700-normal.woff?url';
import interRegularWoff from '@fontsource/inter/files/inter-latin-400-normal.woff?url';

/**
 * The print kit's effects: the logo read on the device (never uploaded) and the files made from
 * the layouts. The QR encoder is the one the result's QR code already loaded; the PDF writer is
 * imported only when a PDF is asked for.
 */

/** A logo is drawn at most this many pixels a side: 20% of a 130 mm code is 26 mm, 500 dpi. */
const LOGO_MAX_PX = 512;

/** A logo read on the device, as the writers embed it. */
export interface ReadLogo {
  name: string;
  png: Uint8Array;
  dataUrl: string;
}

export interface PrintFileRequest {
  format: PrintFormat;
  kind: 'pdf' | 'svg';
  link: string;
  /** As dialled: `+55 11 98765-4321`. */
  number: string;
  cta: string;
  theme: PrintTheme;
  name: string;
  /** The line under the code: "Aponte a câmera do celular". */
  caption: string;
  bleed: boolean;
  logo: ReadLogo | null;
}

export type ModuleEncoder = (link: string) => boolean[][];

let encoder: Promise<ModuleEncoder> | undefined;

/** The printed code's modules, at the highest error correction (see `PRINT_QR_ERROR_CORRECTION`). */
export function loadModuleEncoder(): Promise<ModuleEncoder> {
  encoder ??= import('uqr').then(
    ({ encode }) =>
      (link) =>
        encode(link, { ecc: PRINT_QR_ERROR_CORRECTION, border: 0 }).data,
  );
  return encoder;
}

/** Decodes the chosen image and redraws it as a PNG: any format the browser reads, one to embed. */
export async function readLogo(file: File): Promise<ReadLogo> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, LOGO_MAX_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const png = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(png);
  });
  return { name: file.name, png: new Uint8Array(await png.arrayBuffer()), dataUrl };
}

/** The chosen format's file for `link`, with `number` printed as the fallback. */
export async function makePrintFile(input: PrintFileRequest): Promise<Blob> {
  const encode = await loadModuleEncoder();
  const layout = printLayout({
    format: input.format,
    modules: encode(input.link),
    cta: input.cta,
    number: input.number,
    withLogo: input.logo !== null,
    theme: input.theme,
    name: input.name,
    caption: input.caption,
    bleed: input.bleed,
  });
  if (input.kind === 'svg') {
    return new Blob([printKitSvg(layout, input.logo?.dataUrl)], { type: 'image/svg+xml' });
  }
  const [{ printKitPdf }, fonts] = await Promise.all([loadPdfWriter(), loadFonts()]);
  const bytes = await printKitPdf(layout, { fonts, logoPng: input.logo?.png });
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}

async function fetchFont(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

let fontFiles: Promise<PrintKitPdf.PdfFonts> | undefined;

/** The fonts the PDF embeds; asked for again after a failure. */
function loadFonts(): Promise<PrintKitPdf.PdfFonts> {
  fontFiles ??= Promise.all([fetchFont(interRegularWoff), fetchFont(interBoldWoff)])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      fontFiles = undefined;
      throw error;
    });
  return fontFiles;
}

type PdfWriter = typeof PrintKitPdf;

let pdfWriter: Promise<PdfWriter> | undefined;
/** The PDF writer's URL, as a failed import named it; and how many times it was asked again. */
let failedUrl: string | undefined;
let retries = 0;

/**
 * The PDF writer, imported on the first 'Baixar PDF'. The browser keeps a failed import failed for
 * the page's life (its module map remembers it): after a lost connection, 'Tentar de novo' asks
 * for the same file under another URL, which the failure does not hold.
 */
function loadPdfWriter(): Promise<PdfWriter> {
  pdfWriter ??= (
    failedUrl
      ? (import(
          /* @vite-ignore */ `${failedUrl}?tentativa=${(retries += 1)}`
        ) as Promise<PdfWriter>)
      : import('./print-kit-pdf')
  ).catch((error: unknown) => {
    pdfWriter = undefined;
    // "Failed to fetch dynamically imported module: <url>", as browsers word it.
    failedUrl ??= /\bhttps?:\/\/\S+\.js\b/.exec(String(error))?.[0];
    throw error;
  });
  return pdfWriter;
}
