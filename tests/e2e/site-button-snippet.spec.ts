import type { BrowserContext, Page } from '@playwright/test';
import { type SiteButtonOptions, siteButtonSnippet } from '../../src/domain/site-button';
import { baseSiteButton, weekdayHours } from '../fixtures/site-button';
import { expect, test } from './fixtures';

/**
 * The snippet pasted into someone else's page, as a business would: a shop's product page on its
 * own domain, nothing of ours around it. Every request is answered here, so anything the snippet
 * fetched by itself would show up.
 */
const SHOP_PAGE = 'https://loja.example/produtos/camiseta-azul';
const SHOP_TITLE = 'Camiseta Azul | Loja da Ana';

async function openShop(page: Page, change: Partial<SiteButtonOptions> = {}) {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const body = [
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">',
    `<title>${SHOP_TITLE}</title></head>`,
    '<body><main style="min-height:3000px"><h1>Camiseta Azul</h1></main>',
    siteButtonSnippet({ ...baseSiteButton, ...change }),
    '</body></html>',
  ].join('');
  await page.route(SHOP_PAGE, (route) => route.fulfill({ contentType: 'text/html', body }));
  await page.goto(SHOP_PAGE);
  return {
    button: page.getByRole('link', { name: /Fale com a gente|Conversar no WhatsApp/ }),
    requests,
  };
}

/** Follows the button to WhatsApp (answered here) and says where it went. */
async function clickThrough(context: BrowserContext, page: Page) {
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
  const [chat] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /Fale com a gente|Conversar no WhatsApp/ }).click(),
  ]);
  await chat.waitForLoadState();
  return new URL(chat.url());
}

test('the pasted button opens the chat with the message, and asks nothing of anyone before', async ({
  page,
  context,
}) => {
  const { button, requests } = await openShop(page);
  await expect(button).toBeVisible();
  await expect(button).toHaveCSS('position', 'fixed');
  expect(requests).toEqual([SHOP_PAGE]);
  expect(await context.cookies()).toEqual([]);

  const chat = await clickThrough(context, page);
  expect(chat.origin + chat.pathname).toBe('https://wa.me/5511987654321');
  expect(chat.searchParams.get('text')).toBe(baseSiteButton.message);
});

test('markup in what the business typed stays text and never runs', async ({ page, context }) => {
  const message = '</script><img src=x onerror="window.pwned=1"><script>window.pwned=2</script>';
  const label = '<b onmouseover="window.pwned=3">Fale com a gente</b>';
  await page.clock.setFixedTime(new Date('2026-11-25T12:00:00-03:00'));
  await openShop(page, { message, label, includePage: true, hours: weekdayHours });

  const button = page.getByRole('link', { name: label });
  await expect(button).toBeVisible();
  await button.hover();
  expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
  await expect(page.locator('img, b')).toHaveCount(0);

  const chat = await clickThrough(context, page);
  expect(chat.searchParams.get('text')).toBe(`${message}\n\n${SHOP_TITLE}\n${SHOP_PAGE}`);
});

test('with the page in the message, the chat says which page the lead was on', async ({
  page,
  context,
}) => {
  await openShop(page, { includePage: true });
  const chat = await clickThrough(context, page);
  expect(chat.searchParams.get('text')).toBe(
    `${baseSiteButton.message}\n\n${SHOP_TITLE}\n${SHOP_PAGE}`,
  );
});

test('an icon-only button still has a name and sits on the chosen side', async ({ page }) => {
  await openShop(page, { label: '', side: 'left' });
  const button = page.getByRole('link', { name: 'Conversar no WhatsApp' });
  const box = await button.boundingBox();
  expect(box?.x).toBe(20);
});

test('it waits for the visitor to scroll the chosen distance', async ({ page }) => {
  const { button } = await openShop(page, { showAfterScroll: 600 });
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 300);
  await page.waitForFunction(() => window.scrollY >= 300);
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 400);
  await expect(button).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(button).toBeHidden();
});

test.describe('on phones only', () => {
  test('hidden on a computer, shown on a phone', async ({ page }) => {
    const { button } = await openShop(page, { devices: 'phones' });
    await expect(button).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(button).toBeVisible();
  });
});

test.describe('on computers only', () => {
  test('shown on a computer, hidden on a phone', async ({ page }) => {
    const { button } = await openShop(page, { devices: 'computers' });
    await expect(button).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(button).toBeHidden();
  });
});

test.describe('opening hours, on the business clock, seen from Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  for (const [when, shown] of [
    // Wednesday noon in São Paulo is Thursday 00:00 in Tokyo: open.
    ['2026-11-25T12:00:00-03:00', true],
    // Wednesday 18:00 in São Paulo: closing time, closed.
    ['2026-11-25T18:00:00-03:00', false],
    // Saturday 10:00 in São Paulo: not a working day.
    ['2026-11-28T10:00:00-03:00', false],
  ] as const) {
    test(`${when}: ${shown ? 'shown' : 'hidden'}`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(when));
      const { button } = await openShop(page, { hours: weekdayHours });
      await expect(button)[shown ? 'toBeVisible' : 'toBeHidden']();
    });
  }

  test('hours past midnight belong to the day they opened', async ({ page }) => {
    const friday = { days: [5], opens: '22:00', closes: '02:00', timeZone: 'America/Sao_Paulo' };
    // Saturday 01:00 in São Paulo: still Friday's night.
    await page.clock.setFixedTime(new Date('2026-11-28T01:00:00-03:00'));
    const { button } = await openShop(page, { hours: friday });
    await expect(button).toBeVisible();
  });

  test('it hides itself when the hours end while the page is open', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-25T17:59:00-03:00') });
    const { button } = await openShop(page, { hours: weekdayHours });
    await expect(button).toBeVisible();
    await page.clock.runFor(61_000);
    await expect(button).toBeHidden();
  });
});
