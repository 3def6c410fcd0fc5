// Content for the Testimonials section (anchor #testimonials): 7 video and 3 written testimonials.

export interface VideoTestimonial {
  name: string;
  business: string;
  videoUrl: string;
  embedUrl: string;
  thumbnailUrl: string;
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
  /** Accessible label for the video modal close (X) button. */
  closeLabel: string;
  /** Accessible label for a video card, e.g. 'Assistir ao depoimento de Ana Lúcia Ferreira'. */
  playLabel: (name: string) => string;
  /** Accessible text for the star rating, e.g. '5 de 5 estrelas'. */
  ratingLabel: (rating: number) => string;
}

export const testimonialsSection: TestimonialsSection = {
  eyebrow: 'Depoimentos',
  heading: 'Quem contratou, conta como foi',
  intro:
    'Donos de padaria, dentistas, professoras de pilates e lojistas contam, com as próprias palavras, o que mudou no negócio depois que começamos a trabalhar juntos.',
  videosHeading: 'Depoimentos em vídeo',
  writtenHeading: 'O que dizem por escrito',
  closeLabel: 'Fechar',
  playLabel: (name) => `Assistir ao depoimento de ${name}`,
  ratingLabel: (rating) => `${rating} de 5 estrelas`,
};

const youtubeTestimonial = (id: string, name: string, business: string): VideoTestimonial => ({
  name,
  business,
  videoUrl: `https://www.youtube.com/watch?v=${id}`,
  embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
  thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
});

export const videoTestimonials: readonly VideoTestimonial[] = [
  youtubeTestimonial('BYHThaISLTH', 'Ana Lúcia Ferreira', 'Padaria Trigo Dourado, São Paulo'),
  youtubeTestimonial('LbHJ42wlaZp', 'Dr. Rafael Mendes', 'Clínica Sorriso Vivo, Belo Horizonte'),
  youtubeTestimonial('MPcUfneM7Pm', 'Juliana Costa', 'Studio Bela Forma, Curitiba'),
  youtubeTestimonial('X7GaSvTyrIh', 'Marcos Oliveira', 'Casa Verde Paisagismo, Campinas'),
  youtubeTestimonial('Zfmq2WjXl1I', 'Camila Rocha', 'Aurora Moda Feminina'),
  youtubeTestimonial('ebo9bLUYZI1', 'Dra. Helena Martins', 'Martins & Associados, Porto Alegre'),
  youtubeTestimonial('hDSc8PUu4aQ', 'Thiago Barbosa', 'Pet Amigo Banho & Tosa, Recife'),
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
