// The bytes of a response's head as production's nginx (deploy/nginx/nginx.conf) writes it over
// HTTP/1.1: the status line, nginx's own headers, then the policy's. Counted into a page's budget,
// because the first round trip carries the headers before the body.

/**
 * What nginx adds to every compressed page, with values as long as it writes them (dates are
 * always 29 characters; an ETag is the file's time and size in hex).
 */
const NGINX_HEADERS = {
  Server: 'nginx',
  Date: 'Wed, 25 Nov 2026 02:35:23 GMT',
  'Content-Type': 'text/html; charset=utf-8',
  Connection: 'keep-alive',
  Vary: 'Accept-Encoding',
  'Content-Encoding': 'br',
};

const STATUS_LINES = { 200: 'HTTP/1.1 200 OK', 404: 'HTTP/1.1 404 Not Found' };

/**
 * @param {200 | 404} status
 * @param {number} bodyBytes the compressed body's length (written in Content-Length and the ETag)
 * @param {Record<string, string>} policyHeaders the page's headers from the site rules
 */
export function responseHeadBytes(status, bodyBytes, policyHeaders) {
  const headers = {
    ...NGINX_HEADERS,
    // The 404 page is sent as an error page, without its file's time.
    ...(status === 200 && { 'Last-Modified': 'Wed, 25 Nov 2026 02:34:05 GMT' }),
    'Content-Length': String(bodyBytes),
    ETag: `"6b06491d-${bodyBytes.toString(16)}"`,
    ...policyHeaders,
  };
  const lines = [STATUS_LINES[status], ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
}
