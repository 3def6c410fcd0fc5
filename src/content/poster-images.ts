// The videos' posters, made by the image pipeline (scripts/images/jobs.ts) and found by id:
// `src/assets/posters/<id>.{avif,webp}`. A video's id is in its content (testimonials.ts,
// portfolio.ts), so a real agency swaps a video, its name and its poster in one place.
import type { ImageSources } from './portfolio-images';

const files = import.meta.glob<string>('../assets/posters/*.{avif,webp}', {
  eager: true,
  import: 'default',
});

function file(name: string): string {
  const url = files[`../assets/posters/${name}`];
  // Fails the build, not the visitor: a video without its poster never ships.
  if (!url) throw new Error(`Missing video poster: src/assets/posters/${name}`);
  return url;
}

export const posterImages = (id: string): ImageSources => ({
  avif: file(`${id}.avif`),
  webp: file(`${id}.webp`),
});
