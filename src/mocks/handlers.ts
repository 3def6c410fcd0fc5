import { HttpResponse, http } from 'msw';
import { siteConfig } from '../config/site';

/**
 * Stand-ins for every third party the site touches (the ads script and the video player; video
 * posters are the site's own).
 * The browser tests answer outgoing requests with these, and `npm run dev:offline` serves them
 * through a service worker, so nothing visual ever depends on the network.
 */

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
  http.get('https://www.youtube-nocookie.com/embed/:id', ({ params }) =>
    HttpResponse.html(playerHtml(String(params.id))),
  ),
];
