// What the agency uploads in the CMS (src/content/media/) goes through the site's image pipeline
// at build: `import images from './media/foto.jpg?content-image=site'` gives each size the site
// draws that image at (src/content/image-sizes.ts), in AVIF and WebP, as hashed assets like any
// other image. Encoding is slow, so each result is kept in Vite's cache folder by its source's
// hash: a rebuild encodes only what changed.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { type ImageSize, UPLOAD_SIZES, type UploadPurpose } from '../../src/content/image-sizes.ts';
import { ENCODERS } from '../images/encoders.ts';

const QUERY = /\?content-image=([\w-]+)$/;
const FORMATS = ['avif', 'webp'] as const;

/** Screenshots of sites keep their top (the page's header); posters keep their middle. */
const POSITION: Record<UploadPurpose, string> = {
  site: 'top',
  'video-poster': 'centre',
  'testimonial-poster': 'centre',
};

async function encoded(cache: string, source: Buffer, purpose: UploadPurpose, size: string) {
  const sizes: Readonly<Record<string, ImageSize>> = UPLOAD_SIZES[purpose];
  const { width, height } = sizes[size] as ImageSize;
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  return Promise.all(
    FORMATS.map(async (format) => {
      const file = join(cache, `${hash}-${width}x${height}.${format}`);
      if (!existsSync(file)) {
        const resized = sharp(source).rotate().resize(width, height, {
          fit: 'cover',
          position: POSITION[purpose],
        });
        await writeFile(file, await ENCODERS[format](resized).toBuffer());
      }
      return [format, file] as const;
    }),
  );
}

export function contentImages(): Plugin {
  let cache = '';
  return {
    name: 'content-images',
    // Before Vite's own asset handling, which would take `foto.jpg?…` for the file itself.
    enforce: 'pre',
    configResolved(config) {
      cache = join(config.cacheDir, 'content-images');
    },
    async load(id) {
      const [, purpose] = QUERY.exec(id) ?? [];
      if (!purpose) return null;
      if (!(purpose in UPLOAD_SIZES)) this.error(`content-image: unknown purpose “${purpose}”`);
      const sizes = Object.keys(UPLOAD_SIZES[purpose as UploadPurpose]);
      const sourceFile = id.replace(QUERY, '');
      this.addWatchFile(sourceFile);
      const source = await readFile(sourceFile);
      await mkdir(cache, { recursive: true });
      const imports: string[] = [];
      const entries = await Promise.all(
        sizes.map(async (size) => {
          const files = await encoded(cache, source, purpose as UploadPurpose, size);
          const formats = files.map(([format, file]) => {
            const name = `image${imports.length}`;
            imports.push(`import ${name} from ${JSON.stringify(file)};`);
            return `${format}: ${name}`;
          });
          return `${JSON.stringify(size)}: { ${formats.join(', ')} }`;
        }),
      );
      return `${imports.join('\n')}\nexport default { ${entries.join(', ')} };`;
    },
  };
}
