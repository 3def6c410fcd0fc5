import type { Page } from '@playwright/test';
import { privacy } from '../../src/content/privacy';
import { siteButton } from '../../src/content/site-button';
import { tools } from '../../src/content/tools';
import { whatsappLinkCreator } from '../../src/content/whatsapp-link-creator';
import { expect, gotoReady, test } from './fixtures';
import { SITE_PAGES } from './pages';

/**
 * What the privacy notice says, held to what the pages do (decision 20 of the spec's README):
 * which pages run the ads script, and what each tool keeps on the visitor's device.
 */

/** The notice's words, one string a section, by heading. */
const notice = new Map(
  privacy.sections.map(({ heading, paragraphs }) => [heading, paragraphs.join(' ')]),
);
const sectionOn = (subject: string) => {
  const text = [...notice.entries()].find(([heading]) => heading.includes(subject))?.[1];
  if (text === undefined) throw new Error(`The notice has no section on ${subject}`);
  return text;
};
const ADS_SECTION = 'anúncios';

/** Everything the page keeps in the browser: storage keys and cookies. */
async function keptOnDevice(page: Page) {
  const storage = await page.evaluate(() => [
    ...Object.keys(localStorage).map((key) => `localStorage ${key}`),
    ...Object.keys(sessionStorage).map((key) => `sessionStorage ${key}`),
  ]);
  const cookies = (await page.context().cookies()).map(({ name }) => `cookie ${name}`);
  return [...storage, ...cookies];
}

/** Uses each tool as a visitor would, as far as making what it makes. */
const useTool: Record<string, (page: Page) => Promise<void>> = {
  'whatsapp-link-creator': async (page) => {
    await page.getByLabel(whatsappLinkCreator.phoneLabel, { exact: true }).fill('11912345678');
    await page.getByLabel(whatsappLinkCreator.messageLabel, { exact: true }).fill('Oi!');
    await page.getByRole('button', { name: whatsappLinkCreator.generateLabel }).click();
    await expect(
      page.getByRole('link', { name: whatsappLinkCreator.testLabel, exact: false }),
    ).toBeVisible();
  },
  'site-button': async (page) => {
    await page.getByLabel(siteButton.phoneLabel, { exact: true }).fill('11912345678');
    await page.getByLabel(siteButton.messageLabel, { exact: true }).fill('Oi!');
    await page.getByLabel(siteButton.includePageLabel).check();
    await expect(page.getByRole('textbox', { name: siteButton.snippetLabel })).toHaveValue(
      /document\.title/,
    );
  },
};

test('the notice names every page that runs the ads script, and says the script could read what is typed there', async ({
  page,
}) => {
  const withAds: string[] = [];
  for (const path of SITE_PAGES) {
    await gotoReady(page, path);
    // The tools' app puts the script in as it takes the page (src/hooks/use-ads-while-shown.ts).
    if ((await page.locator('script[data-ads-script]').count()) > 0) withAds.push(path);
  }
  expect(withAds.length).toBeGreaterThan(0);
  const ads = sectionOn(ADS_SECTION);
  for (const path of withAds) {
    const tool = tools.find((candidate) => candidate.path === path);
    expect(tool, `${path} runs ads: only a tool page may`).toBeDefined();
    expect(ads).toContain(tool?.title);
  }
  // It runs where the number and the message are typed: it could read them.
  expect(ads).toMatch(/poderia ler o número e a mensagem/);
  // And the notice says which tool pages do not run it.
  for (const tool of tools.filter(({ path }) => !withAds.includes(path))) {
    expect(ads).toContain(`${tool.title} não carrega esse script`);
  }
});

for (const tool of tools) {
  test(`the notice says what the ${tool.title} keeps on the device, after it is used`, async ({
    page,
  }) => {
    await gotoReady(page, tool.path);
    const use = useTool[tool.name];
    expect(use, `a way to use ${tool.name} in this test`).toBeDefined();
    await use?.(page);
    const kept = await keptOnDevice(page);
    const section = sectionOn(tool.title);
    if (kept.length > 0) {
      expect(section, kept.join(', ')).toMatch(/ficam guardados neste aparelho/);
      expect(section).not.toMatch(/não ficam guardados/);
      expect(section).toMatch(/armazenamento local do navegador/);
    } else {
      expect(section).toMatch(/não ficam guardados neste aparelho/);
    }
  });
}

test("the notice says a chat button with the page in its message sends the visitor's page title and address", () => {
  const section = sectionOn(tools.find(({ name }) => name === 'site-button')?.title ?? '');
  expect(section).toContain(siteButton.includePageLabel);
  expect(section).toMatch(/título e o endereço da página/);
});
