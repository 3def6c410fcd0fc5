import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { menuLabels } from '../../src/content/menu';
import { tools } from '../../src/content/tools';
import { TOOLS_MANIFEST, TOOLS_WORKER } from '../../src/domain/tools-app';
import { expect, gotoReady, hydrated, noteIntlUse, test } from './fixtures';
import { SITE_PAGES, TOOL_PAGES } from './pages';

/**
 * Every tool, wherever the site lists its tools: a new tool (the drill adds one) shows up in each
 * list without an edit to any of them. Its page's policy and accessibility are checked with every
 * page's (csp.spec.ts, a11y.spec.ts).
 */

const dist = (file: string) => readFileSync(join(import.meta.dirname, '../../dist', file), 'utf8');

test('every tool is in the menu, the footer, the sitemap, the app and its offline copy @tools', async ({
  page,
  request,
}) => {
  await test.step('the sitemap has each tool page, and no other page is the app', async () => {
    expect([...TOOL_PAGES].sort()).toEqual(tools.map((tool) => tool.path).sort());
    for (const tool of tools) expect(SITE_PAGES).toContain(tool.path);
  });

  await test.step('the installed app offers each tool from its icon', async () => {
    const manifest = (await (await request.get(TOOLS_MANIFEST)).json()) as {
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest.shortcuts).toEqual(
      tools.map(({ label, path }) => ({ name: label, url: path })),
    );
  });

  await test.step('the worker keeps each tool page for offline use', async () => {
    const worker = dist(TOOLS_WORKER.slice(1));
    for (const tool of tools) expect(worker).toContain(`url:"${tool.path}?offline"`);
  });

  await gotoReady(page, '/');

  await test.step("the menu's Ferramentas lists each tool", async () => {
    await page.getByRole('button', { name: menuLabels.open }).click();
    const menu = page.getByRole('dialog', { name: menuLabels.title });
    await menu.getByRole('button', { name: menuLabels.tools }).click();
    for (const tool of tools) {
      await expect(menu.getByRole('link', { name: tool.label })).toHaveAttribute('href', tool.path);
    }
    await page.keyboard.press('Escape');
  });

  await test.step('the footer lists each tool', async () => {
    const footer = page.getByRole('contentinfo');
    for (const tool of tools) {
      await expect(footer.getByRole('link', { name: tool.label })).toHaveAttribute(
        'href',
        tool.path,
      );
    }
  });

  for (const tool of tools) {
    await test.step(`${tool.path} has its heading`, async () => {
      await gotoReady(page, tool.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tool.title);
    });
  }
});

test("a tool's app starts without Intl: a page's first Intl call holds a phone's main thread", async ({
  page,
}) => {
  const intlUsed = await noteIntlUse(page);
  for (const path of TOOL_PAGES) {
    await page.goto(path);
    await hydrated(page);
    expect(await intlUsed(), path).toEqual([]);
  }
});
