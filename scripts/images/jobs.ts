// Every image the site ships, and the files each screenshot becomes. A new kind of image is one
// template in ./templates and one entry here.
import {
  fullSize,
  type ImageSize,
  type PortfolioImageKind,
  portfolioImageName,
  portfolioSites,
  thumbSize,
} from '../../src/content/portfolio';
import { mockupDesign } from './mockups';
import { gainsPosterSize, renderGainsPoster } from './templates/gains-poster';
import { ogImageSize, renderOgImage } from './templates/og-image';
import { renderSiteMockup, siteMockupSize } from './templates/site-mockup';
import { renderVideoPlaceholder, videoPlaceholderSize } from './templates/video-placeholder';

export type ImageFormat = 'avif' | 'webp' | 'png';

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
  outputs: readonly ImageOutput[];
}

/** The site serves AVIF with a WebP fallback, so pages get both from one screenshot. */
const avifAndWebp = (base: string, size: ImageSize): ImageOutput[] =>
  (['avif', 'webp'] as const).map((format) => ({ path: `${base}.${format}`, format, size }));

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
    {
      name: 'video-placeholder',
      html: renderVideoPlaceholder(),
      viewport: videoPlaceholderSize,
      outputs: avifAndWebp('src/assets/video-placeholder', videoPlaceholderSize),
    },
    {
      name: 'gains-video-poster',
      html: renderGainsPoster(),
      viewport: gainsPosterSize,
      outputs: avifAndWebp('src/assets/gains-video-poster', gainsPosterSize),
    },
    {
      name: 'og-image',
      html: renderOgImage(),
      viewport: ogImageSize,
      outputs: [{ path: 'public/og-image.png', format: 'png', size: ogImageSize }],
    },
  ];
}
