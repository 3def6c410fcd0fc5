import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './crawl-files';

describe('sitemapXml', () => {
  it('lists every path as an absolute, XML-escaped URL', () => {
    const xml = sitemapXml('https://agencia.example', ['/', '/a?b=1&c=2']);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(xml).toContain('<url><loc>https://agencia.example/</loc></url>');
    expect(xml).toContain('<url><loc>https://agencia.example/a?b=1&amp;c=2</loc></url>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('closes the list and ends with a newline, as a text file should', () => {
    expect(sitemapXml('https://agencia.example', ['/'])).toMatch(/<\/url>\n<\/urlset>\n$/);
  });
});

describe('robotsTxt', () => {
  it('allows every crawler everywhere but the content editor, and names the sitemap', () => {
    expect(robotsTxt('https://agencia.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: https://agencia.example/sitemap.xml\n',
    );
  });
});
