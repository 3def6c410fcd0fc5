// The last build step: turns the prerendered dist/ into what ships. Removes build output that is
// not the site, writes the host rules (nginx includes in dist-nginx/, _headers and _redirects in
// dist/) from deploy/policy.mjs, puts the 404 page's policy into the page as well (a CDN host
// cannot send it as a header), then precompresses every text file.
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { headersFile, redirectsFile } from './cdn-files.mjs';
import { nginxIncludes } from './nginx-includes.mjs';
import { withPolicyMeta } from './not-found-policy.mjs';
import { precompress } from './precompress.mjs';
import { siteRules } from './site-rules.mjs';

/** Nothing in dist/ but the site: no Vite manifest, no source maps. */
async function removeNotServed(dist) {
  await rm(join(dist, '.vite'), { recursive: true, force: true });
  for (const entry of await readdir(dist, { recursive: true })) {
    if (entry.endsWith('.map')) await rm(join(dist, entry));
  }
}

/** Unhashed files at the root of dist/ (favicon, OG image, robots.txt…), as URL paths. */
async function rootFiles(dist) {
  const entries = await readdir(dist, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.html'))
    .filter((entry) => !entry.name.startsWith('_'))
    .map((entry) => `/${entry.name}`);
}

/** @param {string} dist the built site; @param {string} nginxOut where the nginx includes go */
export async function finishBuild(dist, nginxOut) {
  await removeNotServed(dist);
  const rules = await siteRules(dist);
  const notFoundPage = join(dist, '404.html');
  const notFoundHtml = await readFile(notFoundPage, 'utf8');
  const policy = rules.notFound['Content-Security-Policy'];
  await writeFile(notFoundPage, withPolicyMeta(notFoundHtml, policy));
  await mkdir(nginxOut, { recursive: true });
  for (const [name, text] of Object.entries(nginxIncludes(rules))) {
    await writeFile(join(nginxOut, name), text);
  }
  await writeFile(join(dist, '_headers'), headersFile(rules, await rootFiles(dist)));
  await writeFile(join(dist, '_redirects'), redirectsFile(rules));
  await precompress(dist);
}
