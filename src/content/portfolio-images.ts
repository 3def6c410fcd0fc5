// The portfolio's images: the one the agency uploaded for a site, else the example's, found by file
// name: each site's `<id>-{thumb,full,zoom}.{avif,webp}` in src/assets/portfolio/.
import {
  type PortfolioImageKind,
  portfolioImageName,
  type PortfolioSite,
  portfolioSites,
} from './portfolio';
import { uploadedSite } from './uploaded-images';

export interface ImageSources {
  avif: string;
  webp: string;
}

export interface PortfolioImages {
  thumb: ImageSources;
  full: ImageSources;
  /** `full` with twice the detail: what 'Ver em tamanho real' shows on a screen of 2× or more. */
  zoom: ImageSources;
}

const files = import.meta.glob<string>('../assets/portfolio/*.{avif,webp}', {
  eager: true,
  import: 'default',
});

function file(name: string): string {
  const url = files[`../assets/portfolio/${name}`];
  // Fails the build, not the visitor: a site without its images never ships.
  if (!url) throw new Error(`Missing portfolio image: src/assets/portfolio/${name}`);
  return url;
}

const sources = (id: string, size: PortfolioImageKind): ImageSources => ({
  avif: file(`${portfolioImageName(id, size)}.avif`),
  webp: file(`${portfolioImageName(id, size)}.webp`),
});

const imagesById = new Map(
  portfolioSites.map((site) => [
    site.id,
    site.image
      ? uploadedSite(site.image)
      : {
          thumb: sources(site.id, 'thumb'),
          full: sources(site.id, 'full'),
          zoom: sources(site.id, 'zoom'),
        },
  ]),
);

export function portfolioImages(site: PortfolioSite): PortfolioImages {
  const images = imagesById.get(site.id);
  if (!images) throw new Error(`No images for portfolio site ${site.id}`);
  return images;
}
