import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Writes a file the build makes itself into assets/, named by its content like Vite's own assets
 * (so it is cached for good, and a change is a new URL).
 * @param {string} dist the client build
 * @param {string} name e.g. `page`
 * @param {string} extension e.g. `css`
 * @param {string} content
 * @returns {Promise<string>} its URL, e.g. `/assets/page-AbCd1234.css`
 */
export async function writeHashedAsset(dist, name, extension, content) {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 8);
  const url = `/assets/${name}-${hash}.${extension}`;
  await writeFile(join(dist, url), content);
  return url;
}
