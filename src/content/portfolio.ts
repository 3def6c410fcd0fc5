// Content for the Portfolio section (anchor #portfolio): 7 website projects and 4 client videos.
import type { ScrollRowLabels } from './scroll-row';

export interface PortfolioSite {
  /** Also the name of its images: `src/assets/portfolio/<id>-{thumb,full}.{avif,webp}`. */
  id: string;
  title: string;
  description: string;
  imageAlt: string;
}

export interface PortfolioVideo {
  /** Also the name of its poster: `src/assets/posters/<id>.{avif,webp}` (see video-posters.ts). */
  id: string;
  title: string;
  /** The client, printed on the poster. */
  client: string;
  /** One line of the campaign's story, printed on the poster. */
  story: string;
  /** Opened in a new tab: nothing is requested from the video platform before that. */
  url: string;
}

export interface ImageSize {
  width: number;
  height: number;
}

export interface PortfolioSection {
  eyebrow: string;
  heading: string;
  intro: string;
  sitesHeading: string;
  sitesIntro: string;
  videosHeading: string;
  videosIntro: string;
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
}

export const thumbSize: ImageSize = { width: 640, height: 400 };
/** A portfolio video's poster, 16:9 like the video. */
export const videoPosterSize: ImageSize = { width: 640, height: 360 };
export const fullSize: ImageSize = { width: 1440, height: 900 };
/** The full image with twice the detail, for 'Ver em tamanho real' on screens of 2 or more. */
export const zoomSize: ImageSize = { width: fullSize.width * 2, height: fullSize.height * 2 };

export type PortfolioImageKind = 'thumb' | 'full' | 'zoom';

/** A site's image in `src/assets/portfolio/`, before the format's extension: `<id>-<kind>`. */
export const portfolioImageName = (id: string, kind: PortfolioImageKind): string => `${id}-${kind}`;

export const portfolioSection: PortfolioSection = {
  eyebrow: 'Portfólio',
  heading: 'Projetos que já estão trabalhando pelos nossos clientes',
  intro:
    'De padarias de bairro a escritórios de advocacia: cada projeto nasce do jeito que o cliente do nosso cliente procura, compra e indica.',
  sitesHeading: 'Sites e lojas virtuais',
  sitesIntro: 'Clique em um projeto para ver a página em tamanho real.',
  videosHeading: 'Vídeos promocionais',
  videosIntro: 'Campanhas em vídeo gravadas e editadas pela nossa equipe. Abrem no YouTube.',
  sitesRow: {
    region: 'Sites e lojas virtuais',
    previous: 'Ver projeto anterior',
    next: 'Ver próximo projeto',
  },
  videosRow: {
    region: 'Vídeos promocionais',
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

export const portfolioSites: readonly PortfolioSite[] = [
  {
    id: 'padaria-trigo-dourado',
    title: 'Padaria Trigo Dourado',
    description:
      'Site com cardápio do dia e encomendas de bolos pelo WhatsApp para uma padaria artesanal em São Paulo.',
    imageAlt:
      'Página inicial do site da Padaria Trigo Dourado, com pães artesanais e botão de encomenda',
  },
  {
    id: 'clinica-sorriso-vivo',
    title: 'Clínica Sorriso Vivo',
    description:
      'Site para clínica odontológica em Belo Horizonte, com tratamentos, equipe e agendamento de avaliação em dois cliques.',
    imageAlt:
      'Página inicial do site da Clínica Sorriso Vivo, com tratamentos odontológicos e botão de agendamento',
  },
  {
    id: 'studio-bela-forma',
    title: 'Studio Bela Forma',
    description:
      'Site de estúdio de pilates e treino funcional em Curitiba, com grade de horários, planos e aula experimental.',
    imageAlt: 'Página inicial do site do Studio Bela Forma, com aulas de pilates e funcional',
  },
  {
    id: 'casa-verde-paisagismo',
    title: 'Casa Verde Paisagismo',
    description:
      'Portfólio de jardins e pedido de orçamento com fotos do espaço para um escritório de paisagismo em Campinas.',
    imageAlt: 'Página inicial do site da Casa Verde Paisagismo, com projetos de jardins',
  },
  {
    id: 'aurora-moda',
    title: 'Aurora Moda Feminina',
    description:
      'Loja virtual de moda feminina com guia de medidas, Pix com desconto e frete calculado na página do produto.',
    imageAlt:
      'Vitrine da loja virtual Aurora Moda Feminina, com peças da coleção e carrinho de compras',
  },
  {
    id: 'martins-advocacia',
    title: 'Martins & Associados',
    description:
      'Site institucional de advocacia empresarial em Porto Alegre, com áreas de atuação, artigos e contato direto com os sócios.',
    imageAlt:
      'Página inicial do site de Martins & Associados, com áreas de atuação em advocacia empresarial',
  },
  {
    id: 'pet-amigo',
    title: 'Pet Amigo Banho & Tosa',
    description:
      'Site com tabela de serviços por porte e agendamento de banho e tosa pelo WhatsApp para um pet shop em Recife.',
    imageAlt:
      'Página inicial do site da Pet Amigo Banho & Tosa, com serviços e botão de agendamento',
  },
];

const youtubeVideo = (youtubeId: string, video: Omit<PortfolioVideo, 'url'>): PortfolioVideo => ({
  ...video,
  url: `https://www.youtube.com/watch?v=${youtubeId}`,
});

export const portfolioVideos: readonly PortfolioVideo[] = [
  youtubeVideo('3t0FBXv6f9c', {
    id: 'video-padaria-trigo-dourado',
    title: 'Padaria Trigo Dourado: a fornada das 6h',
    client: 'Padaria Trigo Dourado',
    story: 'O pão saindo do forno antes de o bairro acordar.',
  }),
  youtubeVideo('7wzGCuQqbPl', {
    id: 'video-studio-bela-forma',
    title: 'Studio Bela Forma: sua primeira aula de pilates',
    client: 'Studio Bela Forma',
    story: 'Da recepção ao primeiro exercício, sem medo de começar.',
  }),
  youtubeVideo('9c4l4bXuIvm', {
    id: 'video-aurora-moda',
    title: 'Aurora Moda Feminina: coleção Outono',
    client: 'Aurora Moda Feminina',
    story: 'Tons terrosos, tecidos leves e provador em casa.',
  }),
  youtubeVideo('ANZdzoc8Z-y', {
    id: 'video-pet-amigo',
    title: 'Pet Amigo: um dia de banho e tosa',
    client: 'Pet Amigo Banho & Tosa',
    story: 'Do banho morno ao lacinho: o dia de quem volta cheiroso.',
  }),
];
