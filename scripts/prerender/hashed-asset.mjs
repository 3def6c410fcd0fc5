import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Characters of content hash in the file names under assets/, Vite's and ours alike (scripts have
 * one more: see build.mjs).
 */
export const ASSET_HASH_LENGTH = 6;

/**
 * Writes a file the build makes itself into assets/, named by its content like Vite's own assets
 * (so it is cached for good, and a change is a new URL).
 * @param {string} dist the client build
 * @param {string} name e.g. `page`
 * @param {string} extension e.g. `css`
 * @param {string} content
 * @returns {Promise<string>} its URL, e.g. `/assets/page-AbCd12.css`
 */
export async function writeHashedAsset(dist, name, extension, content) {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, ASSET_HASH_LENGTH);
  const url = `/assets/${name}-${hash}.${extension}`;
  await writeFile(join(dist, url), content);
  return url;
}
