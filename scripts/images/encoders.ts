// How the site's raster images are encoded: the rendered ones (./pipeline.ts) and what the agency
// uploads (scripts/content/images.ts) alike. No imports but sharp's: Vite's config loads it.
import type { Sharp } from 'sharp';

export type ImageFormat = 'avif' | 'webp' | 'png';

export const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 75, effort: 6 }),
  png: (image) =>
    image.png({ palette: true, colours: 256, dither: 1, effort: 10, compressionLevel: 9 }),
};
