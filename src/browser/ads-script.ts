import type { SiteConfig } from '../config/site';

const MARKER = 'data-ads-script';

/**
 * Adds the ads script. It is async and optional: if it fails or a blocker removes it, nothing else
 * depends on it and nothing is logged. Returns what takes its tag out again; the code it ran stays
 * in the document until the document itself is discarded (see `useAdsWhileShown`).
 */
export function injectAdsScript(ads: SiteConfig['ads']): () => void {
  const script = document.createElement('script');
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = `${ads.scriptUrl}?client=${encodeURIComponent(ads.clientId)}`;
  script.setAttribute(MARKER, '');
  document.head.append(script);
  return () => script.remove();
}
