// Writes `<file>.gz` and `<file>.br` next to every text file, at maximum compression, so the
// server sends them as they are instead of compressing on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE } from '../../deploy/policy.mjs';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The gzip and brotli encodings of a text file's bytes, each at its maximum compression. */
async function compressedForms(source) {
  const [gz, br] = await Promise.all([
    gzipAsync(source, { level: 9 }),
    brotliAsync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  ]);
  return { gzip: gz, br };
}

export async function precompress(dist) {
  const files = await readdir(dist, { recursive: true });
  for (const file of files
    .filter((f) => COMPRESSIBLE.includes(extname(f)))
    .map((f) => join(dist, f))) {
    const forms = await compressedForms(await readFile(file));
    await writeFile(`${file}.gz`, forms.gzip);
    await writeFile(`${file}.br`, forms.br);
  }
}
