import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIAGRAMS_DIR, diagramPages } from './write';

describe('committed machine diagrams', async () => {
  const pages = await diagramPages();

  it('has a diagram for each machine and none for a machine that is gone', async () => {
    const committed = (await readdir(DIAGRAMS_DIR))
      .filter((file) => file.endsWith('.md') && file !== 'README.md')
      .map((file) => join(DIAGRAMS_DIR, file));
    expect(committed.sort()).toEqual([...pages.keys()].sort());
  });

  for (const [file, expected] of pages) {
    it(`${relative(process.cwd(), file)} matches its machine (run npm run machines:diagrams)`, async () => {
      expect(await readFile(file, 'utf8').catch(() => 'missing')).toBe(expected);
    });
  }
});
