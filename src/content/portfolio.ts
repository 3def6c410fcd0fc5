// Content for the Portfolio section (anchor #portfolio): 7 website projects and 4 client videos.

import auroraFullAvif from '../assets/portfolio/aurora-moda-full.avif';
import auroraFullWebp from '../assets/portfolio/aurora-moda-full.webp';
import auroraThumbAvif from '../assets/portfolio/aurora-moda-thumb.avif';
import auroraThumbWebp from '../assets/portfolio/aurora-moda-thumb.webp';
import casaVerdeFullAvif from '../assets/portfolio/casa-verde-paisagismo-full.avif';
import casaVerdeFullWebp from '../assets/portfolio/casa-verde-paisagismo-full.webp';
import casaVerdeThumbAvif from '../assets/portfolio/casa-verde-paisagismo-thumb.avif';
import casaVerdeThumbWebp from '../assets/portfolio/casa-verde-paisagismo-thumb.webp';
import clinicaFullAvif from '../assets/portfolio/clinica-sorriso-vivo-full.avif';
import clinicaFullWebp from '../assets/portfolio/clinica-sorriso-vivo-full.webp';
import clinicaThumbAvif from '../assets/portfolio/clinica-sorriso-vivo-thumb.avif';
import clinicaThumbWebp from '../assets/portfolio/clinica-sorriso-vivo-thumb.webp';
import martinsFullAvif from '../assets/portfolio/martins-advocacia-full.avif';
import martinsFullWebp from '../assets/portfolio/martins-advocacia-full.webp';
import martinsThumbAvif from '../assets/portfolio/martins-advocacia-thumb.avif';
import martinsThumbWebp from '../assets/portfolio/martins-advocacia-thumb.webp';
import padariaFullAvif from '../assets/portfolio/padaria-trigo-dourado-full.avif';
import padariaFullWebp from '../assets/portfolio/padaria-trigo-dourado-full.webp';
import padariaThumbAvif from '../assets/portfolio/padaria-trigo-dourado-thumb.avif';
import padariaThumbWebp from '../assets/portfolio/padaria-trigo-dourado-thumb.webp';
import petAmigoFullAvif from '../assets/portfolio/pet-amigo-full.avif';
import petAmigoFullWebp from '../assets/portfolio/pet-amigo-full.webp';
import petAmigoThumbAvif from '../assets/portfolio/pet-amigo-thumb.avif';
import petAmigoThumbWebp from '../assets/portfolio/pet-amigo-thumb.webp';
import studioFullAvif from '../assets/portfolio/studio-bela-forma-full.avif';
import studioFullWebp from '../assets/portfolio/studio-bela-forma-full.webp';
import studioThumbAvif from '../assets/portfolio/studio-bela-forma-thumb.avif';
import studioThumbWebp from '../assets/portfolio/studio-bela-forma-thumb.webp';

export interface ImageSources {
  avif: string;
  webp: string;
}

export interface PortfolioImage {
  thumb: ImageSources;
  full: ImageSources;
  alt: string;
}

export interface PortfolioSite {
  id: string;
  title: string;
  description: string;
  image: PortfolioImage;
}

export interface PortfolioVideo {
  title: string;
  url: string;
  thumbnailUrl: string;
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
  /** Accessible label for the lightbox close (X) button. */
  closeLabel: string;
  /** Accessible label for a site card, e.g. 'Ampliar imagem do projeto Padaria Trigo Dourado'. */
  openSiteLabel: (title: string) => string;
  /** Accessible label for a video card (opens in a new tab). */
  openVideoLabel: (title: string) => string;
}

export const thumbSize: ImageSize = { width: 640, height: 400 };
export const fullSize: ImageSize = { width: 1440, height: 900 };

export const portfolioSection: PortfolioSection = {
  eyebrow: 'Portfólio',
  heading: 'Projetos que já estão trabalhando pelos nossos clientes',
  intro:
    'De padarias de bairro a escritórios de advocacia: cada projeto nasce do jeito que o cliente do nosso cliente procura, compra e indica.',
  sitesHeading: 'Sites e lojas virtuais',
  sitesIntro: 'Clique em um projeto para ver a página em tamanho real.',
  videosHeading: 'Vídeos promocionais',
  videosIntro: 'Campanhas em vídeo gravadas e editadas pela nossa equipe. Abrem no YouTube.',
  closeLabel: 'Fechar',
  openSiteLabel: (title) => `Ampliar imagem do projeto ${title}`,
  openVideoLabel: (title) => `Assistir ao vídeo “${title}” no YouTube (abre em nova aba)`,
};

export const portfolioSites: readonly PortfolioSite[] = [
  {
    id: 'padaria-trigo-dourado',
    title: 'Padaria Trigo Dourado',
    description:
      'Site com cardápio do dia e encomendas de bolos pelo WhatsApp para uma padaria artesanal em São Paulo.',
    image: {
      thumb: { avif: padariaThumbAvif, webp: padariaThumbWebp },
      full: { avif: padariaFullAvif, webp: padariaFullWebp },
      alt: 'Página inicial do site da Padaria Trigo Dourado, com pães artesanais e botão de encomenda',
    },
  },
  {
    id: 'clinica-sorriso-vivo',
    title: 'Clínica Sorriso Vivo',
    description:
      'Site para clínica odontológica em Belo Horizonte, com tratamentos, equipe e agendamento de avaliação em dois cliques.',
    image: {
      thumb: { avif: clinicaThumbAvif, webp: clinicaThumbWebp },
      full: { avif: clinicaFullAvif, webp: clinicaFullWebp },
      alt: 'Página inicial do site da Clínica Sorriso Vivo, com tratamentos odontológicos e botão de agendamento',
    },
  },
  {
    id: 'studio-bela-forma',
    title: 'Studio Bela Forma',
    description:
      'Site de estúdio de pilates e treino funcional em Curitiba, com grade de horários, planos e aula experimental.',
    image: {
      thumb: { avif: studioThumbAvif, webp: studioThumbWebp },
      full: { avif: studioFullAvif, webp: studioFullWebp },
      alt: 'Página inicial do site do Studio Bela Forma, com aulas de pilates e funcional',
    },
  },
  {
    id: 'casa-verde-paisagismo',
    title: 'Casa Verde Paisagismo',
    description:
      'Portfólio de jardins e pedido de orçamento com fotos do espaço para um escritório de paisagismo em Campinas.',
    image: {
      thumb: { avif: casaVerdeThumbAvif, webp: casaVerdeThumbWebp },
      full: { avif: casaVerdeFullAvif, webp: casaVerdeFullWebp },
      alt: 'Página inicial do site da Casa Verde Paisagismo, com projetos de jardins',
    },
  },
  {
    id: 'aurora-moda',
    title: 'Aurora Moda Feminina',
    description:
      'Loja virtual de moda feminina com guia de medidas, Pix com desconto e frete calculado na página do produto.',
    image: {
      thumb: { avif: auroraThumbAvif, webp: auroraThumbWebp },
      full: { avif: auroraFullAvif, webp: auroraFullWebp },
      alt: 'Vitrine da loja virtual Aurora Moda Feminina, com peças da coleção e carrinho de compras',
    },
  },
  {
    id: 'martins-advocacia',
    title: 'Martins & Associados',
    description:
      'Site institucional de advocacia empresarial em Porto Alegre, com áreas de atuação, artigos e contato direto com os sócios.',
    image: {
      thumb: { avif: martinsThumbAvif, webp: martinsThumbWebp },
      full: { avif: martinsFullAvif, webp: martinsFullWebp },
      alt: 'Página inicial do site de Martins & Associados, com áreas de atuação em advocacia empresarial',
    },
  },
  {
    id: 'pet-amigo',
    title: 'Pet Amigo Banho & Tosa',
    description:
      'Site com tabela de serviços por porte e agendamento de banho e tosa pelo WhatsApp para um pet shop em Recife.',
    image: {
      thumb: { avif: petAmigoThumbAvif, webp: petAmigoThumbWebp },
      full: { avif: petAmigoFullAvif, webp: petAmigoFullWebp },
      alt: 'Página inicial do site da Pet Amigo Banho & Tosa, com serviços e botão de agendamento',
    },
  },
];

const youtubeVideo = (id: string, title: string): PortfolioVideo => ({
  title,
  url: `https://www.youtube.com/watch?v=${id}`,
  thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
});

export const portfolioVideos: readonly PortfolioVideo[] = [
  youtubeVideo('3t0FBXv6f9c', 'Padaria Trigo Dourado: a fornada das 6h'),
  youtubeVideo('7wzGCuQqbPl', 'Studio Bela Forma: sua primeira aula de pilates'),
  youtubeVideo('9c4l4bXuIvm', 'Aurora Moda Feminina: coleção Outono'),
  youtubeVideo('ANZdzoc8Z-y', 'Pet Amigo: um dia de banho e tosa'),
];
