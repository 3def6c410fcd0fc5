// Renders the site's raster images (./jobs.ts) with no network access. Each image is an HTML page
// (inline CSS, system fonts) screenshotted by Debian's Chromium through Playwright, then encoded
// with sharp. Every file must stay under 120 KB, and is written only when its bytes change, so a
// re-run leaves the tree untouched. Deterministic: the only randomness is a seeded star field.
//
// Run: npm run images [-- --preview-dir=/tmp/previews] [-- --only=hero-phone,og-image]
//   --preview-dir  also writes the raw PNG screenshots there, for eyeballing.
//   --only         renders just the jobs with these names, while working on a template.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { ENCODERS } from './encoders';
import { imageJobs, type ImageOutput } from './jobs';

const ROOT = resolve(import.meta.dirname, '../..');
const MAX_BYTES = 120 * 1024;

async function encode(png: Buffer, { format, size: { width, height } }: ImageOutput) {
  let image = sharp(png);
  const source = await image.metadata();
  if (source.width !== width || source.height !== height) {
    image = image.resize(width, height, { fit: 'fill', kernel: 'lanczos3' });
  }
  const buffer = await ENCODERS[format](image).toBuffer();
  const encoded = await sharp(buffer).metadata();
  if (encoded.width !== width || encoded.height !== height) {
    throw new Error(
      `encoded ${format} is ${encoded.width}×${encoded.height}, expected ${width}×${height}`,
    );
  }
  return buffer;
}

/** Writes only when the bytes changed, so re-runs leave the tree untouched. */
async function writeIfChanged(path: string, buffer: Buffer): Promise<'written' | 'unchanged'> {
  const previous = await readFile(path).catch(() => null);
  if (previous?.equals(buffer)) return 'unchanged';
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, buffer);
  return 'written';
}

function previewDirArgument(): string | null {
  const argument = process.argv.find((arg) => arg.startsWith('--preview-dir='));
  return argument ? resolve(argument.slice('--preview-dir='.length)) : null;
}

function onlyArgument(): Set<string> | null {
  const argument = process.argv.find((arg) => arg.startsWith('--only='));
  return argument ? new Set(argument.slice('--only='.length).split(',')) : null;
}

const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);

export async function renderImages(): Promise<string> {
  const previewDir = previewDirArgument();
  if (previewDir) await mkdir(previewDir, { recursive: true });

  const browser = await chromium.launch(chromiumLaunchOptions);
  const overBudget: string[] = [];
  let fileCount = 0;
  try {
    // One page per scale: a context's device scale factor is fixed when it is made.
    const pages = new Map<number, Page>();
    const pageAt = async (scale: number) => {
      const made = pages.get(scale);
      if (made) return made;
      const context = await browser.newContext({ deviceScaleFactor: scale, offline: true });
      const page = await context.newPage();
      pages.set(scale, page);
      return page;
    };
    const only = onlyArgument();
    for (const job of imageJobs().filter((candidate) => !only || only.has(candidate.name))) {
      const page = await pageAt(job.scale ?? 1);
      await page.setViewportSize(job.viewport);
      await page.setContent(job.html, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const png = await page.screenshot({
        type: 'png',
        animations: 'disabled',
        caret: 'hide',
        omitBackground: job.transparent ?? false,
      });
      if (previewDir) await writeFile(join(previewDir, `${job.name}.png`), png);

      for (const output of job.outputs) {
        const buffer = await encode(png, output);
        const size = `${kilobytes(buffer.length)} KB`;
        if (buffer.length >= MAX_BYTES) {
          overBudget.push(`${output.path}: ${size} (limit ${MAX_BYTES / 1024} KB)`);
          console.error(`✗ ${output.path}  ${size}  OVER BUDGET, not written`);
          continue;
        }
        const status = await writeIfChanged(join(ROOT, output.path), buffer);
        console.log(
          `✓ ${output.path}  ${output.size.width}×${output.size.height}  ${size}  ${status}`,
        );
        fileCount += 1;
      }
    }
  } finally {
    await browser.close();
  }

  if (overBudget.length > 0) {
    throw new Error(
      `${overBudget.length} image(s) over the ${MAX_BYTES / 1024} KB budget:\n  ${overBudget.join('\n  ')}`,
    );
  }
  return `Done: ${fileCount} files, all under ${MAX_BYTES / 1024} KB.`;
}
