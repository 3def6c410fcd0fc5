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
  // Built inside each test, not once for the file, so every test runs the code as it is then.
  const headOf = () => pageHead(page, site);

  it('writes exactly the tags search engines and link previews read, in order', () => {
    expect(headOf()).toEqual({
      meta: [
        { title: 'Ferramenta · Agência' },
        { name: 'description', content: 'Grátis.' },
        { property: 'og:type', content: 'website' },
        { property: 'og:site_name', content: 'Agência' },
        { property: 'og:locale', content: 'pt_BR' },
        { property: 'og:url', content: 'https://agencia.example/ferramenta' },
        { property: 'og:title', content: 'Ferramenta · Agência' },
        { property: 'og:description', content: 'Grátis.' },
        { property: 'og:image', content: 'https://agencia.example/og.png' },
        { property: 'og:image:type', content: 'image/png' },
        { property: 'og:image:width', content: '1200' },
        { property: 'og:image:height', content: '630' },
        { property: 'og:image:alt', content: 'Logo' },
        { name: 'twitter:card', content: 'summary_large_image' },
        { name: 'twitter:image:alt', content: 'Logo' },
      ],
      links: [{ rel: 'canonical', href: 'https://agencia.example/ferramenta' }],
      scripts: [],
    });
  });

  it('leaves the title, description and image to Open Graph, which X reads too', () => {
    const head = headOf();
    for (const key of ['twitter:title', 'twitter:description', 'twitter:image']) {
      expect(contentOf(head, key)).toBeUndefined();
    }
  });

  it('declares each meta name or property once', () => {
    const keys = headOf().meta.flatMap((tag) =>
      'name' in tag ? [tag.name] : 'property' in tag ? [tag.property] : [],
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('adds JSON-LD only when the page has structured data', () => {
    expect(headOf().scripts).toEqual([]);
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
