// The images the agency uploaded in the CMS (src/content/media/), each in the sizes the site draws
// it at, in AVIF and WebP (made at build by scripts/content/images.ts). A content file names an
// upload `/media/<file>`; the schema holds each such name to a file that is here.
import type { ImageSources } from './portfolio-images';

// Vite reads each glob's pattern as written: it is repeated, not named.
type Sized<TSize extends string> = Record<TSize, ImageSources>;

const sites = import.meta.glob<Sized<'thumb' | 'full' | 'zoom'>>(
  './media/*.{avif,jpeg,jpg,png,webp,AVIF,JPEG,JPG,PNG,WEBP}',
  {
    query: '?content-image=site',
    import: 'default',
    eager: true,
  },
);
const videoPosters = import.meta.glob<Sized<'poster'>>(
  './media/*.{avif,jpeg,jpg,png,webp,AVIF,JPEG,JPG,PNG,WEBP}',
  {
    query: '?content-image=video-poster',
    import: 'default',
    eager: true,
  },
);
const testimonialPosters = import.meta.glob<Sized<'poster'>>(
  './media/*.{avif,jpeg,jpg,png,webp,AVIF,JPEG,JPG,PNG,WEBP}',
  {
    query: '?content-image=testimonial-poster',
    import: 'default',
    eager: true,
  },
);

function upload<T>(images: Record<string, T>, value: string): T {
  const found = images[`./media/${value.slice('/media/'.length)}`];
  // Fails the build, not the visitor (the content check names the field first).
  if (!found) throw new Error(`Missing upload: src/content${value}`);
  return found;
}

/** An uploaded screenshot of a portfolio site: its card, lightbox and zoom sizes. */
export const uploadedSite = (value: string) => upload(sites, value);

/** An uploaded poster, in the size of the card it fills. */
export const uploadedPoster = (value: string, card: 'video' | 'testimonial'): ImageSources =>
  upload(card === 'video' ? videoPosters : testimonialPosters, value).poster;
