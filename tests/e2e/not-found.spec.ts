import { notFoundTitle, pagesSeo } from '../../src/content/seo';
import { expect, pageLive, settle, test } from './fixtures';
import { expectDocumentTags, expectHead } from './seo-helpers';

const BAD_PATH = '/pagina/que-nao-existe';

test('an unknown path shows the 404 page, logs the path and links back home @visual', async ({
  page,
  problems,
}) => {
  problems.allow(/Failed to load resource: the server responded with a status of 404/);
  problems.allow(new RegExp(`error: 404 Error: .*${BAD_PATH}`));
  await test.step('logs the bad path at load, without any interaction', async () => {
    const logged = page.waitForEvent(
      'console',
      (m) => m.type() === 'error' && m.text().includes(BAD_PATH),
    );
    await page.goto(BAD_PATH);
    await logged;
    await pageLive(page);
  });
  await test.step('keeps one title, noindex and the document tags', async () => {
    await expectDocumentTags(page);
    await expect(page).toHaveTitle(notFoundTitle);
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(1);
  });
  await test.step('shows the 404 page', async () => {
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await settle(page);
    await expect(page).toHaveScreenshot(['notFound', 'page.png'], { fullPage: true });
  });
  await test.step("links back home, which takes home's head along", async () => {
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('#hero')).toBeVisible();
    await expectHead(page, pagesSeo.home);
  });
});

test('unknown paths answer with HTTP 404 and readable markup', async ({ request }) => {
  const response = await request.get(BAD_PATH);
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('Oops! Page not found');
  expect(html).toContain('lang="pt-BR"');
});

test('served without its policy header, as a CDN host serves an unknown path, the 404 page still runs under its own policy', async ({
  page,
  problems,
}) => {
  problems.allow(/404/);
  problems.allow(/Content Security Policy/);
  // A CDN host matches its header rules by path, so an unknown path gets no policy header.
  await page.route(BAD_PATH, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
  const logged = page.waitForEvent(
    'console',
    (m) => m.type() === 'error' && m.text().includes(BAD_PATH),
  );
  await page.goto(BAD_PATH);
  // The page's own scripts run (the app logs the path it was asked for)…
  await logged;
  // …and a script it does not name does not.
  const ran = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        document.addEventListener('securitypolicyviolation', () => resolve(false), { once: true });
        const script = document.createElement('script');
        script.textContent = 'window.dispatchEvent(new Event("injected-ran"))';
        addEventListener('injected-ran', () => resolve(true), { once: true });
        document.head.append(script);
      }),
  );
  expect(ran).toBe(false);
});
