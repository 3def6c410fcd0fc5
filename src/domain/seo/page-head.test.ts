import { describe, expect, it } from 'vitest';
import { absoluteUrl, jsonLdText, noindexHead, pageHead, type SiteIdentity } from './page-head';

const site: SiteIdentity = {
  siteUrl: 'https://agencia.example',
  siteName: 'Agência',
  locale: 'pt_BR',
  image: { path: '/og.png', width: 1200, height: 630, type: 'image/png', alt: 'Logo' },
};

const contentOf = (head: ReturnType<typeof pageHead>, key: string) =>
  head.meta.find((tag) => ('name' in tag ? tag.name : 'property' in tag && tag.property) === key);

describe('absoluteUrl', () => {
  it.each([
    ['/', 'https://agencia.example/'],
    ['/privacidade', 'https://agencia.example/privacidade'],
    ['/og.png', 'https://agencia.example/og.png'],
  ])('resolves %s against the site URL', (path, expected) => {
    expect(absoluteUrl(site.siteUrl, path)).toBe(expected);
  });
});

describe('pageHead', () => {
  const page = { path: '/ferramenta', title: 'Ferramenta · Agência', description: 'Grátis.' };
  const head = pageHead(page, site);

  it('titles the page and describes it', () => {
    expect(head.meta).toContainEqual({ title: 'Ferramenta · Agência' });
    expect(contentOf(head, 'description')).toMatchObject({ content: 'Grátis.' });
  });

  it('points the canonical link and og:url at the absolute page URL', () => {
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://agencia.example/ferramenta' }]);
    expect(contentOf(head, 'og:url')).toMatchObject({
      content: 'https://agencia.example/ferramenta',
    });
  });

  it('shares an absolute image of the declared size on Open Graph, which X reads too', () => {
    expect(contentOf(head, 'og:image')).toMatchObject({
      content: 'https://agencia.example/og.png',
    });
    expect(contentOf(head, 'twitter:image')).toBeUndefined();
    expect(contentOf(head, 'og:image:width')).toMatchObject({ content: '1200' });
    expect(contentOf(head, 'og:image:height')).toMatchObject({ content: '630' });
    expect(contentOf(head, 'twitter:card')).toMatchObject({ content: 'summary_large_image' });
  });

  it('tells link previews what the page is, whose it is, in which language and how its image reads', () => {
    expect(contentOf(head, 'og:type')).toMatchObject({ content: 'website' });
    expect(contentOf(head, 'og:site_name')).toMatchObject({ content: 'Agência' });
    expect(contentOf(head, 'og:locale')).toMatchObject({ content: 'pt_BR' });
    expect(contentOf(head, 'og:title')).toMatchObject({ content: 'Ferramenta · Agência' });
    expect(contentOf(head, 'og:description')).toMatchObject({ content: 'Grátis.' });
    expect(contentOf(head, 'og:image:type')).toMatchObject({ content: 'image/png' });
    expect(contentOf(head, 'og:image:alt')).toMatchObject({ content: 'Logo' });
    expect(contentOf(head, 'twitter:image:alt')).toMatchObject({ content: 'Logo' });
  });

  it('declares each meta name or property once', () => {
    const keys = head.meta.flatMap((tag) =>
      'name' in tag ? [tag.name] : 'property' in tag ? [tag.property] : [],
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('adds JSON-LD only when the page has structured data', () => {
    expect(head.scripts).toEqual([]);
    const withData = pageHead({ ...page, structuredData: { '@type': 'Thing' } }, site);
    expect(withData.scripts).toEqual([
      { type: 'application/ld+json', children: '{"@type":"Thing"}' },
    ]);
  });
});

describe('noindexHead', () => {
  it('keeps the page out of search results with a title of its own, and no canonical', () => {
    expect(noindexHead('Não encontrada')).toEqual({
      meta: [{ title: 'Não encontrada' }, { name: 'robots', content: 'noindex' }],
      links: [],
      scripts: [],
    });
  });
});

describe('jsonLdText', () => {
  it('cannot close the script element it is placed in, and still parses to the same data', () => {
    const data = { name: '</script><b>oi</b>' };
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
