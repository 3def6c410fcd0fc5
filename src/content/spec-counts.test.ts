import { describe, expect, it } from 'vitest';
import { exampleValues } from '../config/example-values';
import { siteConfig } from '../config/site';
import { portfolioSites, portfolioVideos } from './portfolio';
import { services } from './services';
import { videoTestimonials, writtenTestimonials } from './testimonials';

// The product spec fixes how many items the example agency's sections show. Browser tests count
// what the page renders against the content; this holds the example content to the spec. Once
// the agency has put in its own data (check:live passes), the content is its own, edited in the
// CMS: adding a service then changes screenshots, never a count.
const isExample = exampleValues(siteConfig).length > 0;

describe.runIf(isExample)('the example content has what the spec counts', () => {
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
