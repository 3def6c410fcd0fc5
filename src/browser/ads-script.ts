import type { SiteConfig } from '../config/site';

const MARKER = 'data-ads-script';

/**
 * Adds the ads script once per page load (navigating away and back reuses it). It is async and
 * optional: if it fails or a blocker removes it, nothing else depends on it and nothing is logged.
 */
export function injectAdsScript(ads: SiteConfig['ads']): void {
  if (document.head.querySelector(`script[${MARKER}]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = `${ads.scriptUrl}?client=${encodeURIComponent(ads.clientId)}`;
  script.setAttribute(MARKER, '');
  document.head.append(script);
}
