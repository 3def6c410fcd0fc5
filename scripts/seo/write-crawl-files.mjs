// Writes the crawlers' files (sitemap.xml, robots.txt) that the render bundle built, into dist/.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** @param {string} dist @param {Record<string, string>} files contents by file name */
export async function writeCrawlFiles(dist, files) {
  for (const [name, content] of Object.entries(files)) {
    await writeFile(join(dist, name), content);
    console.log(`wrote dist/${name}`);
  }
}
