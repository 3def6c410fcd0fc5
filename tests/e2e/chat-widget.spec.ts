import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { chatWidgetWords as words } from '../../src/content/chat-widget';
import { siteButton, siteButtonDefaults } from '../../src/content/site-button';
import { siteButtonWidget } from '../../src/content/site-button-widget';
import { siteButtonOptions } from '../../src/domain/site-button-form';
import type { SiteButtonOptions } from '../../src/domain/site-button';
import { TURN_MS } from '../../src/domain/chat-widget/rotation';
import { TYPING_MS, WIDGET_STORAGE } from '../../src/widget/runtime';
import { baseSiteButton, chatWithTeam, teamChat, weekdayHours } from '../fixtures/site-button';
import { snippetFor } from '../fixtures/widget-snippet';
import { expect, gotoReady, noteIntlUse, test } from './fixtures';

/**
 * The snippet pasted into someone else's pages, as a business would: a shop's product page on its
 * own domain, nothing of ours around it. Every request is answered here, so anything the widget
 * fetched by itself would show up.
 */
const SHOP = 'https://loja.example';
const SHOP_PAGE = `${SHOP}/produtos/camiseta-azul`;
const SHOP_TITLE = 'Camiseta Azul | Loja da Ana';

/** Global CSS a theme might carry, written to break any widget it reaches. */
const HOSTILE_CSS =
  '*{font:12px/1 serif!important;color:red!important;display:block!important;position:static!important;border-radius:0!important}' +
  'div,span,a,button{background:yellow!important;padding:0!important;margin:9px!important}' +
  'zap-chat{display:none!important;opacity:0!important}svg{width:200px!important}';

/** The site's own analytics, stood in for: they record what they are told. */
const ANALYTICS_STUBS =
  'window.told=[];window.dataLayer=[];' +
  'window.gtag=function(){told.push(["gtag"].concat([].slice.call(arguments)))};' +
  'window.fbq=function(){told.push(["fbq"].concat([].slice.call(arguments)))};';

interface Shop {
  head?: string;
  body?: string;
  query?: string;
}

async function openShop(page: Page, options: Partial<SiteButtonOptions> = {}, shop: Shop = {}) {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const body = [
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${SHOP_TITLE}</title>${shop.head ?? ''}</head>`,
    `<body><main style="min-height:3000px"><h1>Camiseta Azul</h1>${shop.body ?? ''}</main>`,
    await snippetFor(options),
    '</body></html>',
  ].join('');
  const address = SHOP_PAGE + (shop.query ?? '');
  // The last route registered answers first: a shop opened again replaces the one before, with no
  // moment unrouted (a request then would reach the network).
  await page.route(`${SHOP}/**`, (route) => route.fulfill({ contentType: 'text/html', body }));
  await page.goto(address);
  return { requests, address };
}

const widgetButton = (page: Page) =>
  page.getByRole('button', { name: /Fale com a gente|Conversar no WhatsApp/ });
const widgetLink = (page: Page) =>
  page.getByRole('link', { name: /Fale com a gente|Conversar no WhatsApp/ });
const chatWindow = (page: Page) => page.getByRole('dialog', { name: 'Loja da Ana' });

/** Follows a link to WhatsApp (answered here) and says where it went. */
async function follow(context: BrowserContext, click: () => Promise<void>) {
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
  const [chat] = await Promise.all([context.waitForEvent('page'), click()]);
  await chat.waitForLoadState();
  const url = new URL(chat.url());
  await chat.close();
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') };
}

// The widget sizes itself to the screen it has: the widths are walked below, in one project. Only
// the states' baselines are taken at both viewports.
test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(testInfo.project.name === '390x844' && !testInfo.title.startsWith('@visual'));
});

/** Monday 10:00 in São Paulo: Ana and Beto work, Carla (Saturdays) does not. */
const MONDAY_TEN = new Date('2026-11-30T10:00:00-03:00');

/** The page's clock held at Monday 10:00: only the test moves it on. */
async function holdClock(page: Page) {
  await page.clock.install({ time: MONDAY_TEN.getTime() - 1000 });
  await page.clock.pauseAt(MONDAY_TEN);
}

test("without hours, it reads no clock: the browser's locale data is never loaded", async ({
  page,
}) => {
  // A page's first Intl call holds a phone's main thread 100-400 ms (4× CPU).
  const intlUsed = await noteIntlUse(page);
  await openShop(page);
  await expect(widgetLink(page)).toBeVisible();
  expect(await intlUsed()).toEqual([]);
});

for (const width of [320, 390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width > 800 ? 800 : 700 });
      await page.clock.setFixedTime(MONDAY_TEN);
    });

    test('the chat opens to the attendant chosen, with the number and the message', async ({
      page,
      context,
    }) => {
      const { requests } = await openShop(page, chatWithTeam);
      await expect(widgetButton(page)).toBeVisible();
      expect(requests).toEqual([SHOP_PAGE]);
      expect(await context.cookies()).toEqual([]);

      await widgetButton(page).click();
      await expect(chatWindow(page)).toBeVisible();
      const ana = page.getByRole('link', { name: /Ana/ });
      await expect(ana).toBeFocused();
      await expect(ana).toContainText(`Vendas · ${words.available}`);
      await expect(page.getByRole('link', { name: /Beto/ })).toContainText(words.available);
      await expect(page.getByRole('link', { name: /Carla/ })).toContainText(words.away);
      // The window fits the screen, however narrow.
      const box = await chatWindow(page).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      // Its QR, for the phone, only where there is room for a computer's window.
      await expect(page.getByText(words.qr)).toBeVisible({ visible: width >= 768 });

      const chat = await follow(context, () => page.getByRole('link', { name: /Beto/ }).click());
      expect(chat).toEqual({ number: '5511912345678', text: baseSiteButton.message });

      await page.keyboard.press('Escape');
      await expect(chatWindow(page)).toBeHidden();
      await expect(widgetButton(page)).toBeFocused();
    });

    test("the host's CSS changes nothing of the widget", async ({ page }) => {
      await openShop(page, chatWithTeam);
      const plain = await widgetButton(page).screenshot();
      const plainBox = await widgetButton(page).boundingBox();
      await openShop(page, chatWithTeam, { head: `<style>${HOSTILE_CSS}</style>` });
      await expect(widgetButton(page)).toBeVisible();
      expect(await widgetButton(page).boundingBox()).toEqual(plainBox);
      expect(await widgetButton(page).screenshot()).toEqual(plain);
      // Nor does the widget's CSS reach the host: its heading keeps the host's own look.
      await expect(page.getByRole('heading', { name: 'Camiseta Azul' })).toHaveCSS(
        'color',
        'rgb(255, 0, 0)',
      );
    });

    test('nothing the owner typed runs: every text lands as text', async ({ page, context }) => {
      const attack =
        '</script><img src=x onerror="window.pwned=1"><b onmouseover="window.pwned=2">';
      await openShop(page, {
        ...chatWithTeam,
        label: '<b>Fale com a gente</b>',
        message: `Oi ${attack}`,
        agent: { name: `Ana ${attack}`, role: attack, avatar: '<i>', hours: null },
        chat: {
          ...teamChat,
          greeting: attack,
          consent: 'shown',
          consentText: attack,
        },
        bubble: { text: attack, seconds: 0 },
      });
      await widgetButton(page).click();
      await expect(chatWindow(page)).toContainText(attack);
      await page.getByRole('link', { name: /Ana/ }).hover();
      expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
      await expect(page.locator('img, [onmouseover], [onerror]')).toHaveCount(0);
      const chat = await follow(context, () => page.getByRole('link', { name: /Ana/ }).click());
      expect(chat.text).toBe(`Oi ${attack}`);
    });
  });
}

test.describe('rotation', () => {
  /**
   * A visit's luck, from its `?luck=` (none keeps the browser's own). How 100 visitors spread is
   * the rotation rule's, unit-tested (src/domain/chat-widget/chat-widget.test.ts); here, that the
   * widget asks the rule with the browser's luck, clock and kept choice.
   */
  const LUCK = `(() => {
    const luck = new URLSearchParams(location.search).get('luck');
    if (luck !== null) Math.random = () => Number(luck);
  })();`;
  const three = {
    team: [
      { ...baseSiteButton.agent, number: '5511912345678' },
      { ...baseSiteButton.agent, number: '5521998765432' },
    ],
  };
  /** A luck in each third of [0, 1): one visitor for each of the three numbers. */
  const THIRDS = [0.1, 0.5, 0.9];

  /** The number each visit is sent to: each a visit of its own, with nothing kept from the last. */
  async function numbers(
    page: Page,
    options: Partial<SiteButtonOptions>,
    visits: { luck?: number; before?: () => Promise<void> }[],
  ) {
    await page.addInitScript(LUCK);
    await openShop(page, options);
    const sentTo = [];
    for (const { luck, before } of visits) {
      await page.evaluate(() => localStorage.clear());
      await before?.();
      await page.goto(luck === undefined ? SHOP_PAGE : `${SHOP_PAGE}?luck=${luck}`);
      const href = (await widgetLink(page).getAttribute('href')) ?? '';
      sentTo.push(new URL(href).pathname.slice(1));
    }
    return sentTo;
  }

  test('at random, and sticky, the luck of each visit picks its number', async ({ page }) => {
    for (const rotation of ['random', 'sticky'] as const) {
      const sentTo = await numbers(
        page,
        { ...three, rotation },
        THIRDS.map((luck) => ({ luck })),
      );
      expect(new Set(sentTo).size).toBe(3);
    }
  });

  test('in turns, each number has its minute', async ({ page }) => {
    const start = MONDAY_TEN.getTime();
    const sentTo = await numbers(
      page,
      { ...three, rotation: 'turn' },
      [0, 1, 2, 3].map((minute) => ({
        before: () => page.clock.setFixedTime(start + minute * TURN_MS),
      })),
    );
    expect(new Set(sentTo.slice(0, 3)).size).toBe(3);
    expect(sentTo[3]).toBe(sentTo[0]);
  });

  test('sticky: a visitor keeps the number first given, kept only in that browser', async ({
    page,
  }) => {
    await page.addInitScript(LUCK);
    await openShop(page, { ...three, rotation: 'sticky' }, { query: '?luck=0.5' });
    const first = await widgetLink(page).getAttribute('href');
    const kept = await page.evaluate((key) => localStorage.getItem(key), WIDGET_STORAGE.number);
    expect(kept).toMatch(/^\d:/);
    for (const luck of [0.1, 0.9]) {
      // Another visit, with other luck: the number kept decides.
      await page.goto(`${SHOP_PAGE}?luck=${luck}`);
      await expect(widgetLink(page)).toHaveAttribute('href', first ?? '');
    }
  });
});

/**
 * What an option does that the screen's width cannot change: walked on a phone's width alone. The
 * widget's width-bound rules are its container queries (src/widget/style.ts: the devices shown,
 * the QR code) and the chat window's size; a test of those belongs to the walk by width below.
 */
test.describe('each option, at any width', () => {
  test.use({ viewport: { width: 390, height: 700 } });

  test.describe("hours, read in the business zone whatever the visitor's", () => {
    test.use({ timezoneId: 'Asia/Tokyo' });

    for (const [zone, shown] of [
      ['America/Sao_Paulo', true],
      // 10:00 in São Paulo is 09:00 in Manaus: before a Manaus shop opens at 09:30.
      ['America/Manaus', false],
    ] as const) {
      test(`${zone}: ${shown ? 'shown' : 'hidden'} at 10:00 in São Paulo`, async ({ page }) => {
        await page.clock.setFixedTime(MONDAY_TEN);
        await openShop(page, { hours: { ...weekdayHours, opens: '09:30' }, timeZone: zone });
        await expect(widgetLink(page)).toBeVisible({ visible: shown });
      });
    }

    test('the widget hides itself when the hours end while the page is open', async ({ page }) => {
      await page.clock.install({ time: new Date('2026-11-30T17:59:00-03:00') });
      await openShop(page, { hours: weekdayHours });
      await expect(widgetLink(page)).toBeVisible();
      await page.clock.runFor(61_000);
      await expect(widgetLink(page)).toBeHidden();
    });
  });

  test('without analytics on the page, it creates none', async ({ page, context }) => {
    await openShop(page, { track: true });
    await follow(context, () => widgetLink(page).click());
    expect(
      await page.evaluate(() => ['dataLayer', 'gtag', 'fbq'].filter((name) => name in window)),
    ).toEqual([]);
  });

  test('the message reads the page: placeholders, the page itself and the campaign', async ({
    page,
    context,
  }) => {
    await openShop(
      page,
      {
        message: 'Quero {produto} por {preco}',
        includePage: true,
        campaign: true,
        product: '.nome-produto',
      },
      {
        head: '<meta property="product:price:amount" content="89.90"><meta property="product:price:currency" content="BRL">',
        body: '<h2 class="nome-produto">Camiseta  Azul\n M</h2>',
        query: '?utm_source=instagram&utm_campaign=black-friday',
      },
    );
    const chat = await follow(context, () => widgetLink(page).click());
    expect(chat.text).toBe(
      `Quero Camiseta Azul M por R$ 89,90\n\n${SHOP_TITLE}\n${SHOP_PAGE}?utm_source=instagram&utm_campaign=black-friday\n\n(ref: instagram / black-friday)`,
    );
  });

  test('it appears after the seconds chosen, or half the page scrolled', async ({ page }) => {
    await holdClock(page);
    await openShop(page, { appear: 'seconds', seconds: 3 });
    await expect(widgetLink(page)).toBeHidden();
    await page.clock.runFor(3000);
    await expect(widgetLink(page)).toBeVisible();

    await openShop(page, { appear: 'half' });
    await expect(widgetLink(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(widgetLink(page)).toBeVisible();
  });
});

/**
 * Each option that opens the chat window or puts something to press on the screen, whose look or
 * place the width may change: walked at the widths a visitor's screen may have.
 */
for (const width of [320, 390, 1280]) {
  test.describe(`each option at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 800 : 700 } });

    test.describe('an attendant off hours, in the business zone', () => {
      test.use({ timezoneId: 'Asia/Tokyo' });

      test('is hidden when the owner says so', async ({ page }) => {
        await page.clock.setFixedTime(MONDAY_TEN);
        await openShop(page, { ...chatWithTeam, chat: { ...teamChat, away: 'hide' } });
        await widgetButton(page).click();
        await expect(page.getByRole('link', { name: /Beto/ })).toBeVisible();
        await expect(page.getByRole('link', { name: /Carla/ })).toHaveCount(0);
      });
    });

    test('each click is told to the analytics already on the page, by their documented names', async ({
      page,
      context,
    }) => {
      await page.clock.setFixedTime(MONDAY_TEN);
      await openShop(
        page,
        { ...chatWithTeam, track: true },
        { head: `<script>${ANALYTICS_STUBS}</script>` },
      );
      await widgetButton(page).click();
      await follow(context, () => page.getByRole('link', { name: /Beto/ }).click());
      expect(
        await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer),
      ).toEqual([
        { event: 'whatsapp_click', whatsapp_attendant: 'Beto', whatsapp_number: '5511912345678' },
      ]);
      expect(await page.evaluate(() => (window as unknown as { told: unknown[] }).told)).toEqual([
        ['gtag', 'event', 'generate_lead', { method: 'WhatsApp', whatsapp_attendant: 'Beto' }],
        ['fbq', 'trackCustom', 'WhatsAppClick', { attendant: 'Beto' }],
      ]);
    });

    test('any #whatsapp link or element of the chosen class opens the widget', async ({ page }) => {
      await openShop(
        page,
        { ...chatWithTeam, trigger: 'abrir-zap' },
        {
          body: '<a href="#whatsapp">Fale conosco</a><button class="abrir-zap">Orçamento</button>',
        },
      );
      await page.getByRole('link', { name: 'Fale conosco' }).click();
      await expect(chatWindow(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Orçamento' }).click();
      await expect(chatWindow(page)).toBeVisible();
      expect(new URL(page.url()).hash).toBe('');
    });

    test('a required consent stops the chat until it is ticked', async ({ page, context }) => {
      await openShop(page, {
        ...chatWithTeam,
        chat: { ...teamChat, consent: 'required', consentText: 'Li e aceito a política.' },
      });
      await widgetButton(page).click();
      let opened = false;
      context.on('page', () => {
        opened = true;
      });
      await page.getByRole('link', { name: /Ana/ }).click();
      await expect(page.getByText(words.consentNeeded)).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Li e aceito a política.' })).toBeFocused();
      expect(opened).toBe(false);
      await page.getByRole('checkbox', { name: 'Li e aceito a política.' }).check();
      const chat = await follow(context, () => page.getByRole('link', { name: /Ana/ }).click());
      expect(chat.number).toBe('5511987654321');
    });

    test('the greeting bubble types, speaks, and once closed waits for the next day', async ({
      page,
    }) => {
      await holdClock(page);
      await openShop(page, { bubble: { text: 'Posso ajudar?', seconds: 5 }, badge: true });
      const bubble = page.getByRole('status');
      await expect(bubble).toBeHidden();
      await page.clock.runFor(5000);
      await expect(page.getByRole('img', { name: words.typing })).toBeVisible();
      await page.clock.runFor(TYPING_MS);
      await expect(bubble).toContainText('Posso ajudar?');
      await expect(page.getByLabel(words.badge)).toBeVisible();
      await page.getByRole('button', { name: words.dismiss }).click();
      await expect(bubble).toBeHidden();
      await page.reload();
      await page.clock.runFor(10_000);
      await expect(bubble).toBeHidden();
    });

    test('shows on the devices chosen: a phone below 768 px of width, a computer from there', async ({
      page,
    }) => {
      const phone = width < 768;
      for (const devices of ['phones', 'computers', 'all'] as const) {
        await openShop(page, { devices });
        // The widget is up (it has appeared, within its hours): only its devices can hide it.
        await expect(page.locator('[data-on]')).not.toHaveAttribute('hidden');
        const shown = devices === 'all' || (devices === 'phones') === phone;
        await expect(widgetLink(page), devices).toBeVisible({ visible: shown });
      }
    });

    test.describe('respect', () => {
      test('dark mode follows the visitor, and the window stays readable, in forced colours too', async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.clock.setFixedTime(MONDAY_TEN);
        await openShop(page, chatWithTeam);
        await widgetButton(page).click();
        const beto = page.getByRole('link', { name: /Beto/ });
        await expect(beto).toHaveCSS('background-color', 'rgb(31, 44, 51)');
        // Windows' forced colours replace backgrounds: the availability dot is a border, which
        // stays, in a colour of its own against the row's.
        await page.emulateMedia({ forcedColors: 'active' });
        const dot = await beto.locator('small').evaluate((small) => {
          const before = getComputedStyle(small, '::before');
          const row = small.closest('a');
          return {
            width: before.borderTopWidth,
            colour: before.borderTopColor,
            behind: row ? getComputedStyle(row).backgroundColor : '',
          };
        });
        expect(dot.width).toBe('4px');
        expect(dot.colour).not.toBe(dot.behind);
      });

      test('touch targets are 44 px at least', async ({ page }) => {
        await page.clock.setFixedTime(MONDAY_TEN);
        await openShop(page, { ...chatWithTeam, label: '' });
        await widgetButton(page).click();
        for (const target of [
          widgetButton(page),
          page.getByRole('button', { name: words.close }),
          page.getByRole('link', { name: /Beto/ }),
        ]) {
          const box = await target.boundingBox();
          expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
        }
      });
    });
  });
}

/**
 * The shop's own font, shipped in its page. The widget's, `system-ui`, is each visitor's own, and
 * a machine's system fonts differ: the states' screenshots draw every text in the shop's font,
 * the widget's too (tests/fixtures/shop-font.css reaches into its shadow root), so their
 * baselines hold on any machine.
 */
const SHOP_FONT = readFileSync(
  join(
    import.meta.dirname,
    '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  ),
).toString('base64');
const SHOP_FONT_HEAD =
  `<style>@font-face{font-family:"Shop Sans";font-weight:100 900;` +
  `src:url(data:font/woff2;base64,${SHOP_FONT}) format("woff2")}body{font-family:"Shop Sans"}</style>`;

/**
 * The widget is a small part of the screen: the config's share of differing pixels would let a
 * whole bubble change pass. About a hundred pixels of anti-aliasing drift, no more.
 */
const WIDGET_SHOT = {
  maxDiffPixels: 120,
  stylePath: join(import.meta.dirname, '../fixtures/shop-font.css'),
};

test.describe('each state, as a visitor sees it', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await holdClock(page);
  });

  test('@visual closed, typing, said and open', async ({ page }) => {
    await openShop(
      page,
      { ...chatWithTeam, bubble: { text: 'Olá! Posso ajudar?', seconds: 2 } },
      { head: SHOP_FONT_HEAD },
    );
    await expect(widgetButton(page)).toBeVisible();
    // The screenshots draw the shop's font: the widget's own is the visitor's system font.
    await expect(widgetButton(page)).toHaveCSS('font-family', /^system-ui\b/);
    await expect(page).toHaveScreenshot('chat-widget-closed.png', WIDGET_SHOT);
    await page.clock.runFor(2000);
    await expect(page.getByRole('img', { name: words.typing })).toBeVisible();
    await expect(page).toHaveScreenshot('chat-widget-typing.png', WIDGET_SHOT);
    await page.clock.runFor(TYPING_MS);
    await expect(page.getByRole('status')).toContainText('Posso ajudar');
    await expect(page).toHaveScreenshot('chat-widget-said.png', WIDGET_SHOT);
    await widgetButton(page).click();
    await expect(chatWindow(page)).toBeVisible();
    await expect(page).toHaveScreenshot('chat-widget-open.png', WIDGET_SHOT);
  });
});

test.describe("the maker's preview", () => {
  /** The share of pixels of two same-sized PNGs that differ by more than anti-aliasing would. */
  async function differentPixels(a: Buffer, b: Buffer) {
    const [left, right] = await Promise.all(
      [a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
    );
    if (!left || !right) throw new Error('no screenshot');
    expect(left.info).toEqual(right.info);
    const [one, other] = [left.data, right.data];
    let different = 0;
    for (let at = 0; at < one.length; at += 4) {
      const channels = [0, 1, 2].map((c) => Math.abs((one[at + c] ?? 0) - (other[at + c] ?? 0)));
      if (Math.max(...channels) > 40) different += 1;
    }
    return different / (one.length / 4);
  }

  test('draws what the pasted snippet draws, pixel for pixel, on a 320 px screen', async ({
    page,
    browser,
  }) => {
    await gotoReady(page, '/ferramentas/botao-whatsapp-para-site');
    await page.getByLabel(siteButton.phoneLabel, { exact: true }).fill('11 98765-4321');
    await page.getByRole('radio', { name: siteButtonWidget.modes.labels.chat }).check();
    await page.getByLabel(siteButtonWidget.chatNameLabel, { exact: true }).fill('Loja da Ana');
    await page.getByLabel(siteButtonWidget.nameLabel, { exact: true }).fill('Ana');
    const screen = page.getByTestId('site-button-preview');
    await expect(screen).toHaveAttribute('data-device', 'phone');
    const size = await screen.evaluate((element) => ({
      width: element.clientWidth,
      height: element.clientHeight,
    }));
    expect(size.width).toBe(320);
    const inPreview = page.getByTestId('site-button-sample');
    // The screen sits wherever the page's layout puts it, perhaps between two pixels: it is
    // moved onto whole pixels, as a real screen's corner is, so the same drawing rasterizes alike.
    await screen.scrollIntoViewIfNeeded();
    await screen.evaluate((element) => {
      const { x, y } = element.getBoundingClientRect();
      // Moved by layout, not a transform: a transform would draw it between pixels all the same.
      Object.assign(element.style, {
        position: 'relative',
        left: `${Math.ceil(x) - x}px`,
        top: `${Math.ceil(y) - y}px`,
      });
    });
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

    // The sample page set aside: the corners and the shadow fall on white in both.
    await screen.evaluate((element) => {
      const layer = element.querySelector('[data-testid="site-button-sample"]');
      const sampleScreen = layer?.parentElement;
      if (!layer || !sampleScreen) throw new Error('no preview screen');
      for (const part of sampleScreen.children) {
        if (part !== layer && part instanceof HTMLElement) part.style.visibility = 'hidden';
      }
      sampleScreen.style.background = 'white';
    });
    const shop = await browser.newPage({ viewport: size });
    const options = siteButtonOptions({
      ...siteButtonDefaults,
      phone: '11 98765-4321',
      mode: 'chat',
      chatName: 'Loja da Ana',
      agentName: 'Ana',
      timeZone,
    });
    await openShop(shop, options);

    const button = (where: Page | Locator) =>
      where.getByRole('button', { name: siteButtonDefaults.label });
    expect(
      await differentPixels(await button(inPreview).screenshot(), await button(shop).screenshot()),
    ).toBeLessThan(0.001);
    await button(inPreview).click();
    await button(shop).click();
    const window = (where: Page | Locator) => where.getByRole('dialog', { name: 'Loja da Ana' });
    await expect(window(inPreview)).toBeVisible();
    await expect(window(shop)).toBeVisible();
    expect(
      await differentPixels(await window(inPreview).screenshot(), await window(shop).screenshot()),
    ).toBeLessThan(0.001);
    await shop.close();
  });
});
