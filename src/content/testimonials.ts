// Content for the Testimonials section (anchor #testimonials): the video and written testimonials of
// src/content/data/testimonials.json, and the section's controls.
import data from './data/testimonials.json' with { type: 'json' };
import type { TestimonialsFile } from './schema/files';
export { testimonialPosterSize } from './image-sizes';
import type { ScrollRowLabels } from './scroll-row';
import { youtubeEmbedUrl, youtubeWatchUrl } from './youtube';

export type VideoTestimonial = Omit<TestimonialsFile['videos'][number], 'youtubeId'> & {
  videoUrl: string;
  /** The privacy-enhanced player, loaded only once the visitor opens the video. */
  embedUrl: string;
};

export type WrittenTestimonial = TestimonialsFile['written'][number];

export type TestimonialsSection = Omit<TestimonialsFile, 'videos' | 'written'> & {
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
};

const { videos, written, ...sectionText } = data as TestimonialsFile;

export const testimonialsSection: TestimonialsSection = {
  ...sectionText,
  videosRow: {
    region: sectionText.videosHeading,
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

export const videoTestimonials: readonly VideoTestimonial[] = videos.map(
  ({ youtubeId, ...video }) => ({
    ...video,
    videoUrl: youtubeWatchUrl(youtubeId),
    embedUrl: youtubeEmbedUrl(youtubeId),
  }),
);

export const writtenTestimonials: readonly WrittenTestimonial[] = written;
