/** The files crawlers ask for first: `sitemap.xml` and `robots.txt`. Pure text builders. */
import { EDITOR_FOLDER } from '../../../deploy/policy.mjs';
import { escapeHtml } from '../html';
import { absoluteUrl } from './page-head';

/** A sitemap of the given site paths, as absolute URLs. */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map(
    (path) => `  <url><loc>${escapeHtml(absoluteUrl(siteUrl, path))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Every crawler may read everything but the content editor, which is for the agency's editors (it
 * also says `noindex` itself, for a crawler that reaches it anyway); the sitemap says where the
 * pages are.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${EDITOR_FOLDER}`,
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
