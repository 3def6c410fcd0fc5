import { HttpResponse, http } from 'msw';
import { siteConfig } from '../config/site';

/**
 * Stand-ins for every third party the site touches (ads script, video thumbnails and players).
 * The browser tests answer outgoing requests with these, and `npm run dev:offline` serves them
 * through a service worker, so nothing visual ever depends on the network.
 */

/** A deterministic thumbnail per video id: a two-colour gradient with a play triangle. */
function thumbnailSvg(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 25%)"/>
</linearGradient></defs><rect width="480" height="360" fill="url(#g)"/>
<circle cx="240" cy="180" r="44" fill="rgba(0,0,0,.45)"/><path d="M228 158v44l36-22z" fill="#fff"/></svg>`;
}

function playerHtml(id: string): string {
  return `<!doctype html><html lang="pt-BR"><body style="margin:0;background:#000;color:#fff;font:16px sans-serif;display:grid;place-items:center;height:100vh">
<p>Player de teste: ${id}</p></body></html>`;
}

export const handlers = [
  http.get(siteConfig.ads.scriptUrl, () =>
    HttpResponse.text('window.adsbygoogle = window.adsbygoogle || [];', {
      headers: { 'Content-Type': 'text/javascript', 'Access-Control-Allow-Origin': '*' },
    }),
  ),
  http.get('https://i.ytimg.com/vi/:id/:file', ({ params }) =>
    HttpResponse.text(thumbnailSvg(String(params.id)), {
      headers: { 'Content-Type': 'image/svg+xml' },
    }),
  ),
  http.get('https://www.youtube-nocookie.com/embed/:id', ({ params }) =>
    HttpResponse.html(playerHtml(String(params.id))),
  ),
];
