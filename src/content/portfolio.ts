// Content for the Portfolio section (anchor #portfolio): the website projects and client videos of
// src/content/data/portfolio.json, and the section's controls.
import data from './data/portfolio.json' with { type: 'json' };
import type { PortfolioFile } from './schema/files';
import type { ScrollRowLabels } from './scroll-row';
export { fullSize, type ImageSize, thumbSize, videoPosterSize, zoomSize } from './image-sizes';
import { youtubeWatchUrl } from './youtube';

export type PortfolioSite = PortfolioFile['sites'][number];

export type PortfolioVideo = Omit<PortfolioFile['videos'][number], 'youtubeId'> & {
  /** Opened in a new tab: nothing is requested from the video platform before that. */
  url: string;
};

export type PortfolioSection = Omit<PortfolioFile, 'sites' | 'videos'> & {
  sitesRow: ScrollRowLabels;
  videosRow: ScrollRowLabels;
  /** Accessible label for the lightbox close (X) button. */
  closeLabel: string;
  /** Accessible label for a site card, e.g. 'Ampliar imagem do projeto Padaria Trigo Dourado'. */
  openSiteLabel: (title: string) => string;
  /** Accessible label for a video card (opens in a new tab). */
  openVideoLabel: (title: string) => string;
  /** The lightbox's controls: step through the projects, and see one at full resolution. */
  lightbox: {
    previousLabel: string;
    nextLabel: string;
    zoomLabel: string;
    /** Label of the area that pans the image at full resolution. */
    zoomedRegionLabel: string;
    /** Where the visitor is, e.g. '3 / 7'. */
    counter: (position: number, total: number) => string;
  };
};

export type PortfolioImageKind = 'thumb' | 'full' | 'zoom';

/** A site's image in `src/assets/portfolio/`, before the format's extension: `<id>-<kind>`. */
export const portfolioImageName = (id: string, kind: PortfolioImageKind): string => `${id}-${kind}`;

const { sites, videos, ...sectionText } = data as PortfolioFile;

export const portfolioSection: PortfolioSection = {
  ...sectionText,
  sitesRow: {
    region: sectionText.sitesHeading,
    previous: 'Ver projeto anterior',
    next: 'Ver próximo projeto',
  },
  videosRow: {
    region: sectionText.videosHeading,
    previous: 'Ver vídeo anterior',
    next: 'Ver próximo vídeo',
  },
  closeLabel: 'Fechar',
  openSiteLabel: (title) => `Ampliar imagem do projeto ${title}`,
  openVideoLabel: (title) => `Assistir ao vídeo “${title}” no YouTube (abre em nova aba)`,
  lightbox: {
    previousLabel: 'Projeto anterior',
    nextLabel: 'Próximo projeto',
    zoomLabel: 'Ver em tamanho real',
    zoomedRegionLabel: 'Imagem em tamanho real: role ou arraste para ver o resto',
    counter: (position, total) => `${position} / ${total}`,
  },
};

export const portfolioSites: readonly PortfolioSite[] = sites;

export const portfolioVideos: readonly PortfolioVideo[] = videos.map(({ youtubeId, ...video }) => ({
  ...video,
  url: youtubeWatchUrl(youtubeId),
}));
