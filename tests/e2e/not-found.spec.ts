import { expect, gotoReady, settle, test } from './fixtures';

const BAD_PATH = '/pagina/que-nao-existe';

test('an unknown path shows the 404 page and logs the path @visual', async ({ page, problems }) => {
  problems.allow(/Failed to load resource: the server responded with a status of 404/);
  problems.allow(new RegExp(`error: 404 Error: .*${BAD_PATH}`));
  const logged = page.waitForEvent(
    'console',
    (m) => m.type() === 'error' && m.text().includes(BAD_PATH),
  );
  await gotoReady(page, BAD_PATH);
  await logged;
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await settle(page);
  await expect(page).toHaveScreenshot(['notFound', 'page.png'], { fullPage: true });
});

test('the 404 page links back home', async ({ page, problems }) => {
  problems.allow(/404/);
  await gotoReady(page, BAD_PATH);
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('#hero')).toBeVisible();
});

test('unknown paths answer with HTTP 404 and readable markup', async ({ request }) => {
  const response = await request.get(BAD_PATH);
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('Oops! Page not found');
  expect(html).toContain('lang="pt-BR"');
});
