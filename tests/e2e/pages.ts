import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { TOOLS_SCOPE } from '../../src/domain/tools-app';

/**
 * Every page of the built site, as its sitemap lists them (the build derives it from the route
 * tree): the tests' one list of pages, so a new page or tool is checked without an edit here.
 */
const sitemap = parseDocument(
  readFileSync(join(import.meta.dirname, '../../dist/sitemap.xml'), 'utf8'),
  { xmlMode: true },
);
export const SITE_PAGES: readonly string[] = DomUtils.getElementsByTagName('loc', sitemap).map(
  (loc) => new URL(DomUtils.textContent(loc)).pathname,
);

/** The tools' app's pages. */
export const TOOL_PAGES = SITE_PAGES.filter((path) => path.startsWith(TOOLS_SCOPE));

/** A path no page has: the not-found page answers it. */
export const UNKNOWN_PATH = '/pagina/que-nao-existe';

/** Every page a visitor can land on: the site's, and the not-found page. */
export const EVERY_PAGE: readonly string[] = [...SITE_PAGES, UNKNOWN_PATH];
