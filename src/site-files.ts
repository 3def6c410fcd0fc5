// What the build writes besides the pages (scripts/build.mjs, through the render bundle): the
// crawlers' files, the installed tools' manifest and worker settings, the content editor's
// configuration.
import { siteConfig } from './config/site';
import { robotsTxt, sitemapXml } from './domain/seo/crawl-files';
import {
  TOOLS_ICONS,
  TOOLS_MANIFEST,
  TOOLS_SCOPE,
  TOOLS_WORKER,
  toolsManifest,
} from './domain/tools-app';
import { cmsConfig } from './content/cms/config';
import { toolsAppText } from './content/tools-app';
import { tool, tools } from './content/tools';
import { THEME_COLOR } from './theme/palettes';

/** `sitemap.xml` and `robots.txt` for the given prerendered pages, by file name. */
export function crawlFiles(paths: readonly string[]): Record<string, string> {
  return {
    'sitemap.xml': sitemapXml(siteConfig.siteUrl, paths),
    'robots.txt': robotsTxt(siteConfig.siteUrl),
  };
}

/** The installed tools: their manifest, and what the build needs to write the worker and icons. */
export function toolsApp() {
  const startPath = tool('whatsapp-link-creator').path;
  return {
    scope: TOOLS_SCOPE,
    worker: TOOLS_WORKER,
    icons: TOOLS_ICONS,
    /** Behind the maskable icon's glyph, as behind the app's splash screen. */
    background: THEME_COLOR,
    /** The page a share to the app opens, which fills its form from the share (share-target.ts). */
    shareTarget: startPath,
    manifest: {
      path: TOOLS_MANIFEST,
      text: toolsManifest({
        text: toolsAppText,
        shortcuts: tools.map(({ label, path }) => ({ name: label, url: path })),
        startPath,
        themeColor: THEME_COLOR,
        backgroundColor: THEME_COLOR,
      }),
    },
  };
}

/** The content editor at /admin/ (scripts/cms/): its configuration, and whose site it edits. */
export function contentEditor() {
  return { config: cmsConfig(), agencyName: siteConfig.agencyName };
}
