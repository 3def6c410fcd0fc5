import { describe, expect, it } from 'vitest';
import {
  fullSize,
  portfolioSites,
  portfolioVideos,
  thumbSize,
  videoPosterSize,
  zoomSize,
} from '../../src/content/portfolio';
import { testimonialPosterSize, videoTestimonials } from '../../src/content/testimonials';
import { escapeHtml } from '../../src/domain/html';
import { rgba } from './html';
import { imageJobs } from './jobs';

describe('imageJobs', () => {
  const jobs = imageJobs();

  it('renders every portfolio site in AVIF and WebP, full and thumb, at the sizes the page uses', () => {
    for (const site of portfolioSites) {
      const job = jobs.find((candidate) => candidate.name === site.id);
      expect(job?.outputs).toEqual([
        { path: `src/assets/portfolio/${site.id}-full.avif`, format: 'avif', size: fullSize },
        { path: `src/assets/portfolio/${site.id}-full.webp`, format: 'webp', size: fullSize },
        { path: `src/assets/portfolio/${site.id}-thumb.avif`, format: 'avif', size: thumbSize },
        { path: `src/assets/portfolio/${site.id}-thumb.webp`, format: 'webp', size: thumbSize },
      ]);
    }
  });

  it('draws every portfolio site again at twice the density for the zoomed view', () => {
    for (const site of portfolioSites) {
      const job = jobs.find((candidate) => candidate.name === `${site.id}-zoom`);
      expect(job?.html).toBe(jobs.find((candidate) => candidate.name === site.id)?.html);
      expect(job?.scale).toBe(2);
      expect(job?.outputs.map(({ path, size }) => [path, size])).toEqual([
        [`src/assets/portfolio/${site.id}-zoom.avif`, zoomSize],
        [`src/assets/portfolio/${site.id}-zoom.webp`, zoomSize],
      ]);
    }
  });

  it("writes each site's logo from its title in the content", () => {
    for (const site of portfolioSites) {
      const html = jobs.find((job) => job.name === site.id)?.html ?? '';
      const logo = /<div class="logo">(.*?)<\/div>/.exec(html)?.[1] ?? '';
      expect(logo.replace(/<[^>]+>/g, '')).toBe(escapeHtml(site.title));
    }
  });

  it("renders every video's poster in AVIF and WebP at its card's size, with its story", () => {
    const videos = [
      ...videoTestimonials.map((video) => ({ ...video, size: testimonialPosterSize })),
      ...portfolioVideos.map((video) => ({ ...video, size: videoPosterSize })),
    ];
    for (const video of videos) {
      const job = jobs.find((candidate) => candidate.name === video.id);
      expect(job?.outputs).toEqual([
        { path: `src/assets/posters/${video.id}.avif`, format: 'avif', size: video.size },
        { path: `src/assets/posters/${video.id}.webp`, format: 'webp', size: video.size },
      ]);
      expect(job?.html).toContain(escapeHtml(video.story));
    }
  });

  it('writes every file once, and renders the same pages on every run', () => {
    const paths = jobs.flatMap((job) => job.outputs.map((output) => output.path));
    expect(new Set(paths).size).toBe(paths.length);
    expect(imageJobs()).toEqual(jobs);
  });
});

describe('rgba', () => {
  it('tints a theme colour', () => {
    expect(rgba('#7c5cff', 0.45)).toBe('rgba(124,92,255,0.45)');
  });

  it('refuses anything but #rrggbb', () => {
    expect(() => rgba('violet', 1)).toThrow('Not a #rrggbb colour');
  });
});
