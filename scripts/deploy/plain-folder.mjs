// A folder that is not a build (the bench's floor page) made ready for deploy/nginx/nginx.conf as
// the build makes dist/: its pages' headers from the same policy, every text file precompressed.
// The folder is copied, never written to: its twins and includes live in the preview's prefix.
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { nginxIncludes } from './nginx-includes.mjs';
import { precompress } from './precompress.mjs';
import { siteRules } from './site-rules.mjs';

/** Copies `folder` to `site` and writes its nginx includes to `generated`. */
export async function preparePlainFolder(folder, site, generated) {
  await cp(folder, site, { recursive: true });
  const rules = await siteRules(site);
  if (rules.pages.length === 0) throw new Error(`${folder} não tem nenhuma página .html`);
  await mkdir(generated, { recursive: true });
  for (const [name, text] of Object.entries(nginxIncludes(rules))) {
    await writeFile(join(generated, name), text);
  }
  await precompress(site);
}
