import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const ASSETS = join(import.meta.dirname, '../../dist/assets');
const scripts = () => readdirSync(ASSETS).filter((file) => file.endsWith('.js'));

test('development tools never reach the production bundle', () => {
  for (const file of scripts()) {
    const source = readFileSync(join(ASSETS, file), 'utf8');
    expect(source, file).not.toContain('createBrowserInspector');
    expect(source, file).not.toContain('stately.ai');
    expect(source, file).not.toContain('mockServiceWorker');
  }
});
