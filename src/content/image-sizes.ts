// The sizes the site draws its content's images at: the image pipeline renders the example
// content's images at these, and the build resizes what the agency uploads to them
// (scripts/content/images.ts). No imports: Vite's config loads this file as it is.

export interface ImageSize {
  width: number;
  height: number;
}

/** A portfolio site's card. */
export const thumbSize: ImageSize = { width: 640, height: 400 };
/** A portfolio site in the lightbox. */
export const fullSize: ImageSize = { width: 1440, height: 900 };
/** The full image with twice the detail, for 'Ver em tamanho real' on screens of 2 or more. */
export const zoomSize: ImageSize = { width: fullSize.width * 2, height: fullSize.height * 2 };
/** A portfolio video's poster, 16:9 like the video. */
export const videoPosterSize: ImageSize = { width: 640, height: 360 };
/** A video testimonial's poster, portrait like the card it fills. */
export const testimonialPosterSize: ImageSize = { width: 480, height: 640 };

/** What an uploaded image becomes, by what it is for: each of its sizes, in AVIF and WebP. */
export const UPLOAD_SIZES = {
  site: { thumb: thumbSize, full: fullSize, zoom: zoomSize },
  'video-poster': { poster: videoPosterSize },
  'testimonial-poster': { poster: testimonialPosterSize },
} as const;

export type UploadPurpose = keyof typeof UPLOAD_SIZES;
