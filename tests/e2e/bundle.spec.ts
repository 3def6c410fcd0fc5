import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const ASSETS = join(import.meta.dirname, '../../dist/assets');
const scripts = () => readdirSync(ASSETS).filter((file) => file.endsWith('.js'));

/** Budget for all JavaScript a visitor can download, gzipped: raise it only on purpose. */
const JS_BUDGET_GZIP_KB = 280;

test('development tools never reach the production bundle', () => {
  for (const file of scripts()) {
    const source = readFileSync(join(ASSETS, file), 'utf8');
    expect(source, file).not.toContain('createBrowserInspector');
    expect(source, file).not.toContain('stately.ai');
    expect(source, file).not.toContain('mockServiceWorker');
  }
});

test(`all JavaScript stays under ${JS_BUDGET_GZIP_KB} KB gzipped`, () => {
  const bytes = scripts().reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(ASSETS, file))).length,
    0,
  );
  expect(bytes / 1024).toBeLessThan(JS_BUDGET_GZIP_KB);
});
