import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDocument, DomUtils } from 'htmlparser2';
import { afterAll, describe, expect, it } from 'vitest';
import { cmsConfig } from '../../src/content/cms/config';
import {
  ADMIN_PATH,
  adminPage,
  configYaml,
  decapFiles,
  isDecapFile,
  localBackendUrl,
  writeAdmin,
} from './admin.mjs';

const page = adminPage({ agencyName: 'Órbita <Digital> & Cia' });
const document = parseDocument(page);
const elements = (name: string) => DomUtils.getElementsByTagName(name, document);

describe('the editor page', () => {
  it('is a Portuguese page named after the agency, kept out of search results', () => {
    expect(page.startsWith('<!doctype html>\n<html lang="pt-BR">')).toBe(true);
    expect(DomUtils.textContent(elements('title'))).toBe(
      'Editor de conteúdo · Órbita <Digital> & Cia',
    );
    expect(page).toContain('Órbita &lt;Digital&gt; &amp; Cia');
    const robots = elements('meta').find((meta) => meta.attribs.name === 'robots');
    expect(robots?.attribs.content).toBe('noindex');
  });

  it("loads Decap's bundle as a classic script, and nothing inline", () => {
    const scripts = elements('script');
    expect(scripts.map((script) => script.attribs)).toEqual([{ src: '/admin/decap-cms.js' }]);
    expect(scripts.every((script) => script.children.length === 0)).toBe(true);
  });

  it('names its configuration from the root, so the page works at /admin as well', () => {
    const link = elements('link').find((l) => l.attribs.rel === 'cms-config-url');
    // Decap reads the link only with a YAML type.
    expect(link?.attribs).toMatchObject({ href: '/admin/config.yml', type: 'text/yaml' });
  });
});

describe('config.yml', () => {
  it('is the configuration as JSON, which Decap reads as YAML', () => {
    const config = cmsConfig({ localBackendUrl: 'http://localhost:8081/api/v1' });
    expect(JSON.parse(configYaml(config))).toEqual(config);
    expect(configYaml(config).endsWith('}\n')).toBe(true);
  });

  it("points Decap at the local backend's port when one is given, and else at none", () => {
    expect(localBackendUrl('8081')).toBe('http://localhost:8081/api/v1');
    expect(localBackendUrl(undefined)).toBeUndefined();
    expect(localBackendUrl('')).toBeUndefined();
  });
});

describe("Decap's files", () => {
  it('are the bundle, its chunks, its WebAssembly and its licences; no duplicate, no map', () => {
    for (const name of [
      'decap-cms.js',
      '103.decap-cms.js',
      'dd5d52671a5763720504.wasm',
      'decap-cms.js.LICENSE.txt',
    ])
      expect(isDecapFile(name), name).toBe(true);
    for (const name of [
      'cms.js',
      '103.cms.js',
      '103.decap-cms.js.map',
      'cms.css',
      'x.decap-cms.js',
    ])
      expect(isDecapFile(name), name).toBe(false);
  });

  it('include every chunk the bundle may load', async () => {
    const files = decapFiles();
    expect(files).toContain('decap-cms.js');
    expect(files.filter((f) => f.endsWith('.wasm'))).toHaveLength(2);
    expect(files.filter((f) => /^\d+\.decap-cms\.js$/.test(f)).length).toBeGreaterThan(50);
  });
});

describe('writeAdmin', () => {
  let dist = '';
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it("writes the page, the configuration without a local backend's address, and Decap's files", async () => {
    dist = await mkdtemp(join(tmpdir(), 'admin-'));
    await writeAdmin(dist, { config: cmsConfig(), agencyName: 'Agência' });
    const folder = join(dist, ADMIN_PATH);
    expect(await readFile(join(folder, 'index.html'), 'utf8')).toBe(
      adminPage({ agencyName: 'Agência' }),
    );
    const config = await readFile(join(folder, 'config.yml'), 'utf8');
    expect(JSON.parse(config)).toEqual(JSON.parse(JSON.stringify(cmsConfig())));
    expect(config).not.toContain('localhost');
    expect((await readdir(folder)).sort()).toEqual(
      ['config.yml', 'index.html', ...decapFiles()].sort(),
    );
  });
});
