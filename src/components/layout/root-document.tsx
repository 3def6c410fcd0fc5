import { HeadContent, Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { siteLanguage } from '../../content/seo';
import { TOOLS_SCOPE } from '../../domain/tools-app';
import { THEME_COLOR } from '../../theme/palettes';
import { IconSprite } from '../icons/asset-icon';
import { Toaster } from '../ui/toaster';
import { SkipLink } from './skip-link';

/** Whether only the root matched: no page has this path, and the not-found page shows. */
export const isNotFound = (matches: readonly unknown[]): boolean => matches.length === 1;

/**
 * The whole document: the build prerenders it for every page, head included (route `head()`s
 * give `<HeadContent />` its title, meta and links), and on a tool page the tools' app hydrates
 * it. `#root` names the path it was rendered for: the app hydrates only a page for its own path;
 * the not-found page, served for every unknown URL and alike for all of them, names none.
 */
export function RootDocument() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  const notFound = useMatches({ select: isNotFound });
  return (
    // The boot script marks <html> before React takes it over (src/boot/contract.ts).
    <html lang={siteLanguage} suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover" />
        <meta name="theme-color" content={THEME_COLOR} />
        <meta name="color-scheme" content="dark" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <HeadContent />
      </head>
      <body>
        <div id="root" data-ssr-path={notFound ? undefined : path}>
          <SkipLink />
          <Outlet />
          <Toaster />
          <IconSprite afterHydration={path.startsWith(TOOLS_SCOPE)} />
        </div>
      </body>
    </html>
  );
}
