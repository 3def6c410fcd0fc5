// The videos' posters: the one the agency uploaded, else the example's, made by the image pipeline
// (scripts/images/jobs.ts) and found by id: `src/assets/posters/<id>.{avif,webp}`.
import type { ImageSources } from './portfolio-images';
import { uploadedPoster } from './uploaded-images';

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

/** A video as its card knows it: its id, and the poster uploaded for it, if any. */
export interface PosterOf {
  id: string;
  poster?: string | undefined;
}

export const posterImages = (
  { id, poster }: PosterOf,
  card: 'video' | 'testimonial',
): ImageSources =>
  poster ? uploadedPoster(poster, card) : { avif: file(`${id}.avif`), webp: file(`${id}.webp`) };
