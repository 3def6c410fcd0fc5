// Every image the site ships, and the files each screenshot becomes. A new kind of image is one
// template in ./templates and one entry here.
import {
  fullSize,
  type ImageSize,
  type PortfolioImageKind,
  portfolioImageName,
  portfolioSites,
  portfolioVideos,
  thumbSize,
  videoPosterSize,
  zoomSize,
} from '../../src/content/portfolio';
import { testimonialPosterSize, videoTestimonials } from '../../src/content/testimonials';
import type { ImageFormat } from './encoders';
import { mockupDesign } from './mockups';
import { heroPhoneSize, renderHeroPhone } from './templates/hero-phone';
import { ogImageSize, renderOgImage } from './templates/og-image';
import { renderSiteMockup, siteMockupSize } from './templates/site-mockup';
import { renderPortfolioVideoPoster, renderTestimonialPoster } from './templates/video-poster';

export interface ImageOutput {
  /** From the repository root. */
  path: string;
  format: ImageFormat;
  size: ImageSize;
}

export interface ImageJob {
  /** Also the preview file's name. */
  name: string;
  html: string;
  viewport: ImageSize;
  /** Device pixels per CSS pixel of the screenshot (1 unless set): 2 draws twice the detail. */
  scale?: number;
  /** Keeps the page's transparent ground (AVIF and WebP carry the alpha channel). */
  transparent?: boolean;
  outputs: readonly ImageOutput[];
}

/** The site serves AVIF with a WebP fallback, so pages get both from one screenshot. */
const avifAndWebp = (base: string, size: ImageSize): ImageOutput[] =>
  (['avif', 'webp'] as const).map((format) => ({ path: `${base}.${format}`, format, size }));

/** Every video's poster, found by the page as `src/assets/posters/<id>` (poster-images.ts). */
const videoPosterPath = (id: string) => `src/assets/posters/${id}`;

const portfolioImage = (id: string, kind: PortfolioImageKind, size: ImageSize) =>
  avifAndWebp(`src/assets/portfolio/${portfolioImageName(id, kind)}`, size);

export function imageJobs(): ImageJob[] {
  return [
    ...portfolioSites.map((site) => ({
      name: site.id,
      html: renderSiteMockup(site, mockupDesign(site.id)),
      viewport: siteMockupSize,
      outputs: [
        ...portfolioImage(site.id, 'full', fullSize),
        ...portfolioImage(site.id, 'thumb', thumbSize),
      ],
    })),
    // The same page drawn at twice the density, not the full image enlarged.
    ...portfolioSites.map((site) => ({
      name: `${site.id}-zoom`,
      html: renderSiteMockup(site, mockupDesign(site.id)),
      viewport: siteMockupSize,
      scale: zoomSize.width / siteMockupSize.width,
      outputs: portfolioImage(site.id, 'zoom', zoomSize),
    })),
    ...videoTestimonials.map((video, index) => ({
      name: video.id,
      html: renderTestimonialPoster(video, 100 + index),
      viewport: testimonialPosterSize,
      outputs: avifAndWebp(videoPosterPath(video.id), testimonialPosterSize),
    })),
    ...portfolioVideos.map((video, index) => ({
      name: video.id,
      html: renderPortfolioVideoPoster(video, 200 + index),
      viewport: videoPosterSize,
      outputs: avifAndWebp(videoPosterPath(video.id), videoPosterSize),
    })),
    {
      name: 'hero-phone',
      html: renderHeroPhone(),
      viewport: heroPhoneSize,
      transparent: true,
      outputs: avifAndWebp('src/assets/hero-phone', heroPhoneSize),
    },
    {
      name: 'og-image',
      html: renderOgImage(),
      viewport: ogImageSize,
      outputs: [{ path: 'public/og-image.png', format: 'png', size: ogImageSize }],
    },
  ];
}
