import type { Page } from '@playwright/test';
import { expect, gotoReady, pageLive, test } from './fixtures';
import { SITE_PAGES, UNKNOWN_PATH } from './pages';

/**
 * Every page, dialog and tool state under the headers nginx ships: no Content-Security-Policy
 * violation and (through the shared fixture) no console error, warning or uncaught exception.
 */

const TOOL = '/ferramentas/whatsapp-link-creator';

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
});

test.afterEach(async ({ page }) => {
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
});

/** Opens a page and checks it came with a policy that runs no inline script it did not hash. */
async function openUnderPolicy(page: Page, path: string) {
  const navigation = page.waitForResponse((response) => response.request().isNavigationRequest());
  await gotoReady(page, path);
  const policy = (await navigation).headers()['content-security-policy'] ?? '';
  const scriptSources = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSources).toContain("'sha256-");
  expect(scriptSources).not.toContain("'unsafe-inline'");
}

const dialog = (page: Page) => page.getByRole('dialog');

test('landing: menu, tools, lightbox and video modal; the menu leads to the tool, which loads its ads', async ({
  page,
}) => {
  // Three dialogs, an embedded player and the tool in one test: 14 s on a quiet run, past 30 s on
  // a busy one.
  test.slow();
  await openUnderPolicy(page, '/');

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await dialog(page).getByRole('button', { name: 'Ferramentas' }).click();
  await expect(dialog(page).getByRole('link', { name: 'Criador de Link WhatsApp' })).toBeVisible();
  await page.getByRole('button', { name: 'Fechar menu' }).click();
  await expect(dialog(page)).toHaveCount(0);

  await page
    .getByRole('button', { name: /Ampliar imagem do projeto/ })
    .first()
    .click();
  await expect(dialog(page).getByRole('img', { name: /Página inicial do site/ })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog(page)).toHaveCount(0);

  const video = page.getByRole('button', { name: /Assistir ao depoimento de/ }).first();
  await video.scrollIntoViewIfNeeded();
  await expect
    .poll(() => video.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await video.click();
  await expect(
    dialog(page)
      .frameLocator('iframe')
      .getByText(/Player de teste/),
  ).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Fechar' }).click();
  await expect(page.locator('iframe')).toHaveCount(0);

  // Last, as it leaves the page: the menu leads to the tool, which loads its ads.
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await dialog(page).getByRole('button', { name: 'Ferramentas' }).click();
  await dialog(page).getByRole('link', { name: 'Criador de Link WhatsApp' }).click();
  await expect(page.getByLabel('Número do WhatsApp')).toBeVisible();
  // The ads start with the tools' app, which the page loads once it has painted.
  await pageLive(page);
  await expect(page.locator('script[src*="adsbygoogle.js"]')).toHaveCount(1);
});

test('the ads script loads scripts, frames and pixels from hosts no list names, as AdSense does; the tool works with them', async ({
  page,
  context,
}) => {
  // A stand-in for the ads script: like AdSense, it loads its next script, an ad frame and a pixel
  // from hosts that change over time, so no policy could name them in advance.
  const elsewhere = 'https://ads-stand-in.test';
  const served = new Map<string, { type: string; body: string }>([
    [`${elsewhere}/next.js`, { type: 'text/javascript', body: 'window.__adsNext = "ran";' }],
    [
      `${elsewhere}/frame`,
      { type: 'text/html; charset=utf-8', body: '<!doctype html><p>Anúncio de teste</p>' },
    ],
    [
      `${elsewhere}/pixel.svg`,
      { type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    ],
  ]);
  await page.route(`${elsewhere}/**`, (route) => {
    const file = served.get(route.request().url());
    return file
      ? route.fulfill({ contentType: file.type, body: file.body })
      : route.abort('blockedbyclient');
  });
  await page.route(/adsbygoogle\.js/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `
        const script = document.createElement('script');
        script.src = '${elsewhere}/next.js';
        document.head.append(script);
        const frame = document.createElement('iframe');
        frame.title = 'Anúncio';
        frame.src = '${elsewhere}/frame';
        document.body.append(frame);
        new Image().src = '${elsewhere}/pixel.svg';
      `,
    }),
  );
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openUnderPolicy(page, TOOL);
  await pageLive(page);
  await page.waitForFunction(() => (window as { __adsNext?: string }).__adsNext === 'ran');
  await expect(
    page.frameLocator('iframe[title="Anúncio"]').getByText('Anúncio de teste'),
  ).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate((url) => performance.getEntriesByName(url).length, `${elsewhere}/pixel.svg`),
    )
    .toBe(1);
  // The tool, then, used with the ads in.
  await test.step('tool: error, generate, copy and clear', async () => {
    const phone = page.getByLabel('Número do WhatsApp');
    const toast = (title: string) => page.getByRole('status').filter({ hasText: title });

    await page.getByRole('button', { name: 'GERAR LINK' }).click();
    await expect(toast('Erro')).toBeVisible();

    await phone.fill('11912345678');
    await page.getByLabel('Mensagem (opcional)').fill('Olá!');
    await page.getByRole('button', { name: 'GERAR LINK' }).click();
    await expect(page.getByLabel('Link gerado', { exact: true })).toHaveValue(
      'https://wa.me/5511912345678?text=Olá!',
    );
    await page.getByRole('button', { name: 'Copiar', exact: true }).click();
    await expect(toast('Copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'https://wa.me/5511912345678?text=Ol%C3%A1!',
    );

    await page.getByRole('button', { name: 'LIMPAR' }).click();
    await expect(phone).toHaveValue('');
    await expect(page.locator('script[src*="adsbygoogle.js"]')).toHaveCount(1);
  });
});

// Every other page, live: a new page or tool is checked without an edit here.
const WALKED_ABOVE = ['/', TOOL];
for (const path of SITE_PAGES.filter((page) => !WALKED_ABOVE.includes(page))) {
  test(`${path}, live @tools`, async ({ page }) => {
    await openUnderPolicy(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('the 404 page', async ({ page, problems }) => {
  // The not-found page logs the path it could not find, and the browser reports the 404 itself.
  problems.allow(/Failed to load resource: the server responded with a status of 404/);
  problems.allow(new RegExp(`error: 404 Error: .*${UNKNOWN_PATH}`));
  await openUnderPolicy(page, UNKNOWN_PATH);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page.locator('#hero')).toBeVisible();
});
