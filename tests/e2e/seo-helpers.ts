import type { Page } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { siteLanguage } from '../../src/content/seo';
import type { PageSeo } from '../../src/domain/seo/page-head';
import { THEME_COLOR } from '../../src/theme/palettes';
import { expect } from './fixtures';

export const absoluteUrl = (path: string) => new URL(path, siteConfig.siteUrl).href;
const OG_IMAGE = absoluteUrl('/og-image.png');

const meta = (page: Page, key: string) =>
  page.locator(`head meta[name="${key}"], head meta[property="${key}"]`);

/** The JSON-LD documents on the page, parsed. */
export async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text));
}

/**
 * What the root document gives every page, each once (prerendered, and still once after React
 * hydrated or rendered the head): its language, and the tags a browser reads.
 */
export async function expectDocumentTags(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', siteLanguage);
  await expect(page.locator('head meta[charset]')).toHaveCount(1);
  await expect(meta(page, 'viewport')).toHaveAttribute('content', /width=device-width/);
  await expect(meta(page, 'theme-color')).toHaveAttribute('content', THEME_COLOR);
  await expect(meta(page, 'color-scheme')).toHaveAttribute('content', 'dark');
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
}

/** Every head tag a crawler or a link preview reads, each exactly once. */
export async function expectHead(page: Page, seo: PageSeo) {
  await expectDocumentTags(page);
  await expect(page).toHaveTitle(seo.title);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    absoluteUrl(seo.path),
  );
  const expected: Record<string, string> = {
    description: seo.description,
    'og:type': 'website',
    'og:url': absoluteUrl(seo.path),
    'og:title': seo.title,
    'og:description': seo.description,
    'og:image': OG_IMAGE,
    'og:image:width': '1200',
    'og:image:height': '630',
    // X falls back to Open Graph for the title, description and image.
    'twitter:card': 'summary_large_image',
  };
  for (const [key, content] of Object.entries(expected)) {
    await expect(meta(page, key), key).toHaveAttribute('content', content);
  }
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
}
