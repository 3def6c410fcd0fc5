// Content for the Testimonials section (anchor #testimonials): 7 video and 3 written testimonials.
import type { ImageSize } from './portfolio';
import type { ScrollRowLabels } from './scroll-row';

export interface VideoTestimonial {
  /** Also the name of its poster: `src/assets/posters/<id>.{avif,webp}` (see video-posters.ts). */
  id: string;
  name: string;
  business: string;
  /** One line of the client's story, printed on the poster. */
  story: string;
  videoUrl: string;
  /** The privacy-enhanced player, loaded only once the visitor opens the video. */
  embedUrl: string;
}

export interface WrittenTestimonial {
  name: string;
  company: string;
  content: string;
  rating: number;
}

export interface TestimonialsSection {
  eyebrow: string;
  heading: string;
  intro: string;
  videosHeading: string;
  writtenHeading: string;
  videosRow: ScrollRowLabels;
  writtenRow: ScrollRowLabels;
  /** Accessible label for the video modal close (X) button. */
  closeLabel: string;
  /** The video modal's title, e.g. 'Ana Lúcia Ferreira · Padaria Pão Dourado'. */
  playerTitle: (video: Pick<VideoTestimonial, 'name' | 'business'>) => string;
  /** Accessible label for a video card, e.g. 'Assistir ao depoimento de Ana Lúcia Ferreira'. */
  playLabel: (name: string) => string;
  /** Accessible text for the star rating, e.g. '5 de 5 estrelas'. */
  ratingLabel: (rating: number) => string;
}

/** A video testimonial's poster, portrait like the card it fills. */
export const testimonialPosterSize: ImageSize = { width: 480, height: 640 };

export const testimonialsSection: TestimonialsSection = {
  eyebrow: 'Depoimentos',
  heading: 'Quem contratou, conta como foi',
  intro:
    'Donos de padaria, dentistas, professoras de pilates e lojistas contam, com as próprias palavras, o que mudou no negócio depois que começamos a trabalhar juntos.',
  videosHeading: 'Depoimentos em vídeo',
  writtenHeading: 'O que dizem por escrito',
  videosRow: {
    region: 'Depoimentos em vídeo',
    previous: 'Ver depoimento em vídeo anterior',
    next: 'Ver próximo depoimento em vídeo',
  },
  writtenRow: {
    region: 'Depoimentos por escrito',
    previous: 'Ver depoimento escrito anterior',
    next: 'Ver próximo depoimento escrito',
  },
  closeLabel: 'Fechar',
  playerTitle: ({ name, business }) => `${name} · ${business}`,
  playLabel: (name) => `Assistir ao depoimento de ${name}`,
  ratingLabel: (rating) => `${rating} de 5 estrelas`,
};

const youtubeTestimonial = (
  youtubeId: string,
  testimonial: Omit<VideoTestimonial, 'videoUrl' | 'embedUrl'>,
): VideoTestimonial => ({
  ...testimonial,
  videoUrl: `https://www.youtube.com/watch?v=${youtubeId}`,
  embedUrl: `https://www.youtube-nocookie.com/embed/${youtubeId}`,
});

export const videoTestimonials: readonly VideoTestimonial[] = [
  youtubeTestimonial('BYHThaISLTH', {
    id: 'depoimento-ana-lucia-ferreira',
    name: 'Ana Lúcia Ferreira',
    business: 'Padaria Trigo Dourado, São Paulo',
    story: 'As encomendas de bolo pelo WhatsApp triplicaram no primeiro Natal.',
  }),
  youtubeTestimonial('LbHJ42wlaZp', {
    id: 'depoimento-rafael-mendes',
    name: 'Dr. Rafael Mendes',
    business: 'Clínica Sorriso Vivo, Belo Horizonte',
    story: 'A agenda de avaliações lotou em seis semanas, sem depender de indicação.',
  }),
  youtubeTestimonial('MPcUfneM7Pm', {
    id: 'depoimento-juliana-costa',
    name: 'Juliana Costa',
    business: 'Studio Bela Forma, Curitiba',
    story: 'Hoje a turma das 7h tem fila de espera, e tudo começou no Instagram.',
  }),
  youtubeTestimonial('X7GaSvTyrIh', {
    id: 'depoimento-marcos-oliveira',
    name: 'Marcos Oliveira',
    business: 'Casa Verde Paisagismo, Campinas',
    story: 'Os pedidos de orçamento chegam com fotos do espaço e já saem fechados.',
  }),
  youtubeTestimonial('Zfmq2WjXl1I', {
    id: 'depoimento-camila-rocha',
    name: 'Camila Rocha',
    business: 'Aurora Moda Feminina',
    story: 'A loja virtual vende até de madrugada, com Pix e frete na hora.',
  }),
  youtubeTestimonial('ebo9bLUYZI1', {
    id: 'depoimento-helena-martins',
    name: 'Dra. Helena Martins',
    business: 'Martins & Associados, Porto Alegre',
    story: 'Os artigos do site trazem empresas que já chegam sabendo o que precisam.',
  }),
  youtubeTestimonial('hDSc8PUu4aQ', {
    id: 'depoimento-thiago-barbosa',
    name: 'Thiago Barbosa',
    business: 'Pet Amigo Banho & Tosa, Recife',
    story: 'O agendamento pelo WhatsApp acabou com os horários vazios na semana.',
  }),
];

export const writtenTestimonials: readonly WrittenTestimonial[] = [
  {
    name: 'Fernanda Lima',
    company: 'Doce Ateliê Confeitaria, Santos',
    content:
      'Eu postava quando dava tempo e as encomendas dependiam do boca a boca. Com a gestão das redes e os anúncios locais, as encomendas de bolo pelo WhatsApp dobraram em quatro meses.',
    rating: 5,
  },
  {
    name: 'Roberto Nunes',
    company: 'Nunes Auto Center, Goiânia',
    content:
      'O site novo apareceu na primeira página do Google para “oficina mecânica em Goiânia” em cerca de três meses. Hoje metade dos orçamentos chega por lá, e o relatório mensal mostra de onde vem cada um.',
    rating: 5,
  },
  {
    name: 'Patrícia Almeida',
    company: 'Espaço Zen Estética, Florianópolis',
    content:
      'A atendente automática no WhatsApp responde fora do horário e já agenda a avaliação. Paramos de perder clientes à noite e no fim de semana, e a agenda de terça a sábado vive cheia.',
    rating: 5,
  },
];
