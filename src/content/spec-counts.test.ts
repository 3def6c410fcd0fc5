import { describe, expect, it } from 'vitest';
import { portfolioSites, portfolioVideos } from './portfolio';
import { services } from './services';
import { videoTestimonials, writtenTestimonials } from './testimonials';

// The product spec fixes how many items each section shows. Browser tests count what the page
// renders against the content; this holds the content to the spec, in one place an editor who
// changes a count (with the spec) updates.
describe('the content has what the spec counts', () => {
  it.each([
    ['services', services.length, 13],
    ['portfolio sites', portfolioSites.length, 7],
    ['portfolio videos', portfolioVideos.length, 4],
    ['video testimonials', videoTestimonials.length, 7],
    ['written testimonials', writtenTestimonials.length, 3],
  ])('%s: %i of %i', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
