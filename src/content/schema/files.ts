// What each content file holds (src/content/data/*.json): its fields, their labels and hints in the
// CMS, and the limits the design has room for. The build refuses a file that breaks one, naming
// the file, the field and the problem (./check.ts); the types the sections use come from here.
import * as v from 'valibot';
import {
  group,
  icon,
  image,
  line,
  list,
  paragraph,
  pattern,
  webAddress,
  wholeNumber,
} from './fields.ts';

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID_HINT =
  'Nome curto, em minúsculas e sem espaços nem acentos, ex.: padaria-do-ze. Não mude depois de publicar.';
const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HINT =
  'Os 11 caracteres depois de “watch?v=” no endereço do vídeo no YouTube, ex.: dQw4w9WgXcQ.';

const eyebrow = line('Sobretítulo', { max: 24, hint: 'A palavra pequena acima do título.' });
const heading = line('Título da seção', { max: 64 });
const intro = paragraph('Texto de abertura', { max: 200 });

export const siteFile = group('Dados da agência', {
  agencyName: line('Nome da agência', { max: 32 }),
  tagline: line('Slogan', {
    max: 60,
    hint: 'Aparece no título da página inicial nos buscadores. Até 60 caracteres.',
  }),
  description: paragraph('Descrição', {
    max: 160,
    hint: 'Uma frase sobre a agência: o resumo nos buscadores e o rodapé. Até 160 caracteres.',
  }),
  siteUrl: pattern(
    'Endereço do site',
    /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}$/,
    'O endereço público, sem barra no fim, ex.: https://suaagencia.com.br.',
  ),
  whatsapp: group('WhatsApp', {
    number: pattern('Número', /^55\d{10,11}$/, 'Só dígitos, com 55 e o DDD, ex.: 5511987654321.'),
    greeting: paragraph('Mensagem inicial', {
      max: 200,
      hint: 'O texto que já vem escrito quando o visitante abre a conversa.',
    }),
  }),
  email: pattern(
    'E-mail',
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    'O e-mail de contato, ex.: contato@suaagencia.com.br.',
  ),
  social: group('Redes sociais', {
    instagram: webAddress('Instagram', 'Endereço do perfil, começando com https://.'),
    tiktok: webAddress('TikTok', 'Endereço do perfil, começando com https://.'),
    youtube: webAddress('YouTube', 'Endereço do canal, começando com https://.'),
  }),
  linkHubUrl: webAddress('Página de links', 'A página de links da bio (Linktree ou parecida).'),
  capcutTemplateUrl: webAddress(
    'Modelos no CapCut',
    'O link dos modelos compartilhados no CapCut.',
  ),
  ads: group('Anúncios', {
    clientId: pattern(
      'ID de editor do AdSense',
      /^ca-pub-\d{16}$/,
      'ca-pub- seguido de 16 dígitos, como aparece na conta do AdSense.',
    ),
  }),
  company: group('Empresa responsável (LGPD)', {
    legalName: line('Razão social', { max: 80 }),
    cnpj: pattern(
      'CNPJ',
      /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/,
      'Como registrado: 00.000.000/0000-00.',
    ),
    address: line('Endereço', { max: 120 }),
  }),
});

export const heroFile = v.pipe(
  group('Abertura', {
    eyebrow: line('Sobretítulo', { max: 60 }),
    title: line('Título', { max: 64, hint: 'A frase principal do site. Até 64 caracteres.' }),
    highlight: line('Destaque', {
      max: 32,
      hint: 'Parte do título mostrada na cor de destaque: copie-a do título, igual.',
    }),
    subtitle: paragraph('Subtítulo', { max: 220 }),
    primaryCta: group('Botão principal', { label: line('Texto', { max: 20 }) }),
    secondaryCta: group('Botão do portfólio', { label: line('Texto', { max: 20 }) }),
    visualAlt: paragraph('Descrição da imagem', {
      max: 160,
      hint: 'O que a imagem do celular mostra, para quem usa leitor de tela.',
    }),
  }),
  v.forward(
    v.partialCheck(
      [['title'], ['highlight']],
      ({ title, highlight }) => title.includes(highlight),
      'deve ser um trecho do título, escrito igual',
    ),
    ['highlight'],
  ),
);

const stat = group('Número', {
  value: line('Número', { max: 10, hint: 'Curto, ex.: +147 ou 8 anos.' }),
  label: line('Legenda', { max: 44 }),
});

export const statsFile = group('Números', {
  stats: list('Números', stat, { min: 2, max: 4, summary: 'value' }),
});

const service = group('Serviço', {
  icon: icon('Ícone'),
  title: line('Título', {
    max: 34,
    hint: 'Até 34 caracteres: o título cabe em duas linhas no cartão.',
  }),
  description: paragraph('Descrição', { max: 200 }),
});

export const servicesFile = group('Serviços', {
  eyebrow,
  heading,
  intro,
  services: list('Serviços', service, { min: 1, max: 24, summary: 'title' }),
});

const portfolioSite = group('Site', {
  id: pattern('Identificador', ID, ID_HINT),
  title: line('Nome do projeto', { max: 32 }),
  description: paragraph('Descrição', { max: 160 }),
  imageAlt: paragraph('Descrição da imagem', {
    max: 140,
    hint: 'O que a imagem mostra, para quem usa leitor de tela.',
  }),
  image: image(
    'Imagem da página',
    'Uma captura da página inicial, em paisagem (16:10, ex.: 1440×900).',
  ),
});

const portfolioVideo = group('Vídeo', {
  id: pattern('Identificador', ID, ID_HINT),
  title: line('Título', { max: 60 }),
  client: line('Cliente', { max: 32 }),
  story: line('Frase da capa', { max: 72 }),
  youtubeId: pattern('Vídeo no YouTube', YOUTUBE_ID, YOUTUBE_HINT),
  poster: image('Capa', 'A capa do vídeo, em paisagem (16:9).'),
});

export const portfolioFile = group('Portfólio', {
  eyebrow,
  heading,
  intro,
  sitesHeading: line('Título dos sites', { max: 40 }),
  sitesIntro: line('Texto dos sites', { max: 80 }),
  videosHeading: line('Título dos vídeos', { max: 40 }),
  videosIntro: line('Texto dos vídeos', { max: 100 }),
  sites: list('Sites', portfolioSite, { min: 1, max: 16, summary: 'title' }),
  videos: list('Vídeos', portfolioVideo, { min: 1, max: 12, summary: 'title' }),
});

const videoTestimonial = group('Depoimento em vídeo', {
  id: pattern('Identificador', ID, ID_HINT),
  name: line('Nome', { max: 32 }),
  business: line('Negócio', { max: 48 }),
  story: line('Frase da capa', { max: 90 }),
  youtubeId: pattern('Vídeo no YouTube', YOUTUBE_ID, YOUTUBE_HINT),
  poster: image('Capa', 'A capa do vídeo, em retrato (3:4).'),
});

const writtenTestimonial = group('Depoimento escrito', {
  name: line('Nome', { max: 32 }),
  company: line('Empresa', { max: 48 }),
  content: paragraph('Depoimento', { max: 260 }),
  rating: wholeNumber('Nota', 1, 5, 'De 1 a 5 estrelas.'),
});

export const testimonialsFile = group('Depoimentos', {
  eyebrow,
  heading,
  intro,
  videosHeading: line('Título dos vídeos', { max: 40 }),
  writtenHeading: line('Título dos escritos', { max: 40 }),
  videos: list('Depoimentos em vídeo', videoTestimonial, { min: 1, max: 16, summary: 'name' }),
  written: list('Depoimentos escritos', writtenTestimonial, { min: 1, max: 16, summary: 'name' }),
});

export const capcutFile = group('Modelos CapCut', {
  eyebrow,
  heading,
  text: paragraph('Texto', { max: 220 }),
  points: list('Vantagens', line('Vantagem', { max: 64 }), { min: 1, max: 5 }),
  buttonLabel: line('Texto do botão', { max: 28 }),
});

const aboutValue = group('Valor', {
  title: line('Título', { max: 28 }),
  text: line('Texto', { max: 90 }),
});

export const aboutFile = group('Sobre nós', {
  eyebrow,
  heading,
  paragraphs: list('Parágrafos', paragraph('Parágrafo', { max: 360 }), {
    min: 1,
    max: 5,
  }),
  values: list('Valores', aboutValue, { min: 2, max: 6, summary: 'title' }),
});

const gain = group('Ganho', {
  icon: icon('Ícone'),
  title: line('Título', { max: 28 }),
  text: line('Texto', { max: 96 }),
});

const workStep = group('Etapa', {
  title: line('Título', { max: 16 }),
  text: line('Texto', { max: 64 }),
});

export const gainsFile = group('O que você ganha', {
  heading,
  intro,
  gains: list('Ganhos', gain, { min: 2, max: 9, summary: 'title' }),
  video: group('Quadro do vídeo', {
    heading: line('Título', { max: 56 }),
    steps: list('Etapas', workStep, { min: 2, max: 5, summary: 'title' }),
    caption: line('Legenda', { max: 56 }),
  }),
});

const channelDetail = (channel: string) =>
  line(channel, { max: 40, hint: `A linha curta sob “${channel}”.` });

export const contactFile = group('Contato', {
  eyebrow,
  heading,
  text: paragraph('Texto', { max: 200 }),
  ctaLabel: line('Texto do botão', { max: 24 }),
  hours: line('Horário de atendimento', { max: 56 }),
  channelsHeading: line('Título das redes', { max: 28 }),
  channels: group('Redes', {
    whatsapp: channelDetail('WhatsApp'),
    instagram: channelDetail('Instagram'),
    tiktok: channelDetail('TikTok'),
    youtube: channelDetail('YouTube'),
  }),
});

export type SiteFile = v.InferOutput<typeof siteFile>;
export type HeroFile = v.InferOutput<typeof heroFile>;
export type StatsFile = v.InferOutput<typeof statsFile>;
export type ServicesFile = v.InferOutput<typeof servicesFile>;
export type PortfolioFile = v.InferOutput<typeof portfolioFile>;
export type TestimonialsFile = v.InferOutput<typeof testimonialsFile>;
export type CapcutFile = v.InferOutput<typeof capcutFile>;
export type AboutFile = v.InferOutput<typeof aboutFile>;
export type GainsFile = v.InferOutput<typeof gainsFile>;
export type ContactFile = v.InferOutput<typeof contactFile>;

/** Every content file, in the order the CMS lists them: its name is its file's. */
export const CONTENT_FILES = {
  site: siteFile,
  hero: heroFile,
  stats: statsFile,
  services: servicesFile,
  portfolio: portfolioFile,
  testimonials: testimonialsFile,
  capcut: capcutFile,
  about: aboutFile,
  gains: gainsFile,
  contact: contactFile,
} as const;

export type ContentFileName = keyof typeof CONTENT_FILES;

/** Where a content file lives, from the repository's root. */
export const contentFilePath = (name: ContentFileName): string => `src/content/data/${name}.json`;
