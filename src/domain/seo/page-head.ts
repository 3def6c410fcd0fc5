/**
 * Builds a page's head tags (title, description, canonical, Open Graph, Twitter card, JSON-LD) in
 * the shape TanStack Router's route `head()` returns. Pure: the site's identity is passed in.
 */

/** A JSON-LD document: plain JSON data with a schema.org `@type`. */
export type JsonLd = { readonly [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonLd | readonly JsonValue[];

export type HeadMeta =
  { title: string } | { name: string; content: string } | { property: string; content: string };

export interface HeadLink {
  rel: string;
  href: string;
}

/** An inline data script; its text is already safe to place between `<script>` tags. */
export interface HeadScript {
  type: 'application/ld+json';
  children: string;
}

export interface PageHeadTags {
  meta: HeadMeta[];
  links: HeadLink[];
  scripts: HeadScript[];
}

export interface SocialImage {
  /** Site-relative path of a 1200×630 image, e.g. `/og-image.png`. */
  path: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

export interface SiteIdentity {
  /** Origin the site is published at, e.g. `https://orbitadigital.example`. */
  siteUrl: string;
  siteName: string;
  /** Open Graph locale, e.g. `pt_BR`. */
  locale: string;
  image: SocialImage;
}

export interface PageSeo {
  path: string;
  title: string;
  description: string;
  structuredData?: JsonLd;
}

/** The absolute URL of a site path: what crawlers and link previews need. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).href;
}

/** Everything a search engine and a link preview read, for an indexable page. */
export function pageHead(page: PageSeo, site: SiteIdentity): PageHeadTags {
  const url = absoluteUrl(site.siteUrl, page.path);
  const image = absoluteUrl(site.siteUrl, site.image.path);
  const meta: HeadMeta[] = [
    { title: page.title },
    { name: 'description', content: page.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.siteName },
    { property: 'og:locale', content: site.locale },
    { property: 'og:url', content: url },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: site.image.type },
    { property: 'og:image:width', content: String(site.image.width) },
    { property: 'og:image:height', content: String(site.image.height) },
    { property: 'og:image:alt', content: site.image.alt },
    // X reads the title, description and image from Open Graph when its own tags are absent:
    // repeating them would cost every page's first round trip some 40 bytes.
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image:alt', content: site.image.alt },
  ];
  const scripts: HeadScript[] = page.structuredData
    ? [{ type: 'application/ld+json', children: jsonLdText(page.structuredData) }]
    : [];
  return { meta, links: [{ rel: 'canonical', href: url }], scripts };
}

/** A page that must stay out of search results (the 404): a title of its own and `noindex`. */
export function noindexHead(title: string): PageHeadTags {
  return { meta: [{ title }, { name: 'robots', content: 'noindex' }], links: [], scripts: [] };
}

/** JSON that cannot close its `<script>` element early: every `<` becomes `\u003c`. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
