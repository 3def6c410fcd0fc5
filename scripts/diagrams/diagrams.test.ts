import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diagramPages } from './write';

describe('committed machine diagrams', async () => {
  for (const [file, expected] of await diagramPages()) {
    it(`${relative(process.cwd(), file)} matches its machine (run npm run machines:diagrams)`, async () => {
      expect(await readFile(file, 'utf8').catch(() => 'missing')).toBe(expected);
    });
  }
});
