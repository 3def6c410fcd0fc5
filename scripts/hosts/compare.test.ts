import { describe, expect, it } from 'vitest';
import { COMMON_HEADERS } from '../../deploy/policy.mjs';
import { differences, sameMediaType } from './compare.mjs';

const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
const PAGE_HEADERS = lower({
  ...COMMON_HEADERS,
  'Content-Security-Policy': "default-src 'self'",
  'Cache-Control': 'no-cache',
  'Content-Type': 'text/html; charset=utf-8',
});
const page = { status: 200, location: null, headers: PAGE_HEADERS };
const redirect = { status: 301, location: '/privacidade', headers: PAGE_HEADERS };
const notFound = {
  status: 404,
  location: null,
  headers: PAGE_HEADERS,
  policyInPage: "default-src 'self'",
};
const without = (name: string, headers: Record<string, string> = PAGE_HEADERS) =>
  Object.fromEntries(Object.entries(headers).filter(([header]) => header !== name));

describe('a host answers like nginx', () => {
  it('when status, redirect target, policy headers and media type are the same', () => {
    expect(differences(page, page, null, [])).toEqual([]);
    const absolute = { ...redirect, location: 'https://exemplo.com.br/privacidade' };
    expect(differences(redirect, absolute, page, [])).toEqual([]);
  });

  it('not when it sends a page somewhere else, as a trailing-slash loop does', () => {
    const loop = { ...redirect, status: 308, location: '/privacidade/' };
    expect(differences(page, loop, null, [])).toEqual([
      'status 308, nginx 200',
      'Location /privacidade/, nginx null',
    ]);
  });

  it('not when a policy header is missing or different', () => {
    const found = differences(
      page,
      { ...page, headers: without('strict-transport-security') },
      null,
      [],
    );
    expect(found).toEqual([
      `Strict-Transport-Security: (nenhum); nginx: ${COMMON_HEADERS['Strict-Transport-Security']}`,
    ]);
    const cached = { ...page, headers: { ...PAGE_HEADERS, 'cache-control': 'max-age=600' } };
    expect(differences(page, cached, null, [])).toHaveLength(1);
  });
});

describe("a host's own ways, set aside only where it has them", () => {
  it('a page served in place of a redirect, with the headers of the page it redirects to', () => {
    expect(differences(redirect, page, page, ['filesShadowRules'])).toEqual([]);
    expect(differences(redirect, page, page, [])).not.toEqual([]);
    const bare = { ...page, headers: without('content-security-policy') };
    expect(differences(redirect, bare, page, ['filesShadowRules'])).toHaveLength(1);
  });

  it('a 404 with the headers of `/*` only, never without those', () => {
    const pathOnly = {
      ...notFound,
      headers: { ...without('content-security-policy'), 'x-frame-options': 'DENY' },
    };
    expect(differences(notFound, pathOnly, null, ['pathRulesOnly'])).toEqual([]);
    // Without `frame-ancestors`, which only a header carries, any site could frame the page.
    const frameable = { ...notFound, headers: without('content-security-policy') };
    expect(differences(notFound, frameable, null, ['pathRulesOnly'])).toEqual([
      'pode ser emoldurado por outro site: falta X-Frame-Options: DENY',
    ]);
    expect(differences(notFound, pathOnly, null, [])).toHaveLength(1);
    const bare = { ...pathOnly, headers: without('x-content-type-options', pathOnly.headers) };
    expect(differences(notFound, bare, null, ['pathRulesOnly'])).toHaveLength(1);
    // The header is set aside because the page carries the policy itself: never without it.
    const noPolicy = { ...pathOnly, policyInPage: null };
    expect(
      differences({ ...notFound, policyInPage: null }, noPolicy, null, ['pathRulesOnly']),
    ).toEqual(['o 404 não traz a sua CSP na página, e o host não a manda no cabeçalho']);
    expect(differences(notFound, noPolicy, null, ['pathRulesOnly'])).toHaveLength(1);
    // A page is not a 404: its whole policy still counts.
    const cdnPage = { ...page, headers: { ...PAGE_HEADERS, 'x-frame-options': 'DENY' } };
    expect(differences(page, cdnPage, null, ['pathRulesOnly'])).toEqual([]);
    const unpoliced = { ...page, headers: without('content-security-policy', cdnPage.headers) };
    expect(differences(page, unpoliced, null, ['pathRulesOnly'])).toHaveLength(1);
  });

  it('on a CDN host, every answer says that no site may frame it', () => {
    expect(differences(page, page, null, ['pathRulesOnly'])).toEqual([
      'pode ser emoldurado por outro site: falta X-Frame-Options: DENY',
    ]);
  });

  it("the local runtime's own Cache-Control", () => {
    const cached = { ...page, headers: { ...PAGE_HEADERS, 'cache-control': 'public, max-age=0' } };
    expect(differences(page, cached, null, ['ownCacheControl'])).toEqual([]);
  });
});

describe('media types', () => {
  it('are the same however a host writes them', () => {
    expect(sameMediaType('text/javascript; charset=utf-8', 'application/javascript')).toBe(true);
    expect(sameMediaType('image/svg+xml; charset=utf-8', 'image/svg+xml')).toBe(true);
    expect(sameMediaType('text/plain;charset=UTF-8', 'text/plain; charset=utf-8')).toBe(true);
    // A web app manifest is JSON, UTF-8 by definition.
    expect(
      sameMediaType('application/manifest+json; charset=utf-8', 'application/manifest+json'),
    ).toBe(true);
  });

  it('differ without the charset a text type needs, or as another type', () => {
    expect(sameMediaType('text/html; charset=utf-8', 'text/html')).toBe(false);
    expect(sameMediaType('font/woff2', 'application/octet-stream')).toBe(false);
    expect(sameMediaType('text/css; charset=utf-8', undefined)).toBe(false);
  });
});
