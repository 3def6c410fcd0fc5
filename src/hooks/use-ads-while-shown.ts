import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { injectAdsScript } from '../browser/ads-script';
import { departByDocumentLoad } from '../browser/document-navigation';
import type { SiteConfig } from '../config/site';

/**
 * Runs the ads script while the calling page is shown, and only then. A script cannot be unloaded
 * (its timers and requests outlive its tag), so once it is in, leaving the page by any means
 * (link, menu, back, forward) loads the next page as a new document instead of an in-app route.
 */
export function useAdsWhileShown(ads: SiteConfig['ads']): void {
  const { history } = useRouter();

  useEffect(() => {
    const removeScript = injectAdsScript(ads);
    const unblock = history.block({
      enableBeforeUnload: false,
      blockerFn: ({ currentLocation, nextLocation, action }) =>
        nextLocation.pathname !== currentLocation.pathname &&
        departByDocumentLoad(action, nextLocation.href),
    });
    return () => {
      unblock();
      removeScript();
    };
  }, [history, ads]);
}
