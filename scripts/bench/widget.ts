// The chat widget beside the others: what its snippet weighs, and what it costs a page it is pasted
// into — requests and cookies before any click, and Lighthouse on a blank page with and without
// it. Part of `npm run bench`; alone (no build needed):
//   node scripts/run-ts.mjs scripts/bench/widget.ts runWidgetBench [--runs N]
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { buttonAlone, everyOptionOn } from './chat-widget-options';
import { type PageMetrics, startLighthouse, type ThrottlingMethod } from './lighthouse';
import { launchBrowser, TIMEOUT_MS, VIEWPORT } from './phone';
import { median, table } from './report';
import { CHAT_WIDGET_GZIP_BUDGET, chatWidgetSnippets, snippetWriter } from './widget-weight';

/** Where the shop's page is fulfilled by the browser itself: no server, no network. */
const SHOP = 'https://loja.example/';
const METHODS: readonly ThrottlingMethod[] = ['simulate', 'devtools'];

/** A shop's page with nothing else on it: a heading and a paragraph, then the snippet. */
function shopPage(snippet: string): string {
  return [
    '<!doctype html>',
    '<html lang="pt-BR">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Camiseta básica — Loja da Ana</title></head>',
    '<body><main><h1 class="product-title">Camiseta básica</h1>',
    '<p>Algodão, do P ao GG, em seis cores. Enviamos para todo o Brasil.</p></main>',
    snippet,
    '</body></html>',
  ].join('\n');
}

interface ShopPage {
  readonly id: string;
  readonly name: string;
  readonly html: string;
  /** Text the widget shows once it has done all it does unasked (none on the blank page). */
  readonly shown?: string;
}

/**
 * The blank page, then with the lightest and the heaviest snippet. Every option on, but open every
 * day: the business's hours would hide the widget on a weekend or at night, and it should be
 * measured showing whenever the bench runs.
 */
async function shopPages(): Promise<ShopPage[]> {
  const siteButtonSnippet = await snippetWriter();
  const openAllWeek = { days: [0, 1, 2, 3, 4, 5, 6], opens: '00:00', closes: '23:59' };
  return [
    { id: 'blank', name: 'Blank page', html: shopPage('') },
    {
      id: 'alone',
      name: '+ the button alone',
      html: shopPage(siteButtonSnippet(buttonAlone)),
      shown: buttonAlone.label,
    },
    {
      id: 'every',
      name: '+ every option on',
      html: shopPage(siteButtonSnippet({ ...everyOptionOn, hours: openAllWeek })),
      shown: everyOptionOn.bubble?.text ?? '',
    },
  ];
}

interface Quiet {
  /** Requests besides the page itself. */
  readonly requests: readonly string[];
  readonly cookies: number;
  /** localStorage keys. */
  readonly stored: readonly string[];
}

/**
 * Loads a page at the shop's address and waits, without a click, until the widget has shown all it
 * shows unasked (the button, and with every option, the greeting after 3 + 5 s); then counts.
 */
async function beforeAnyClick(browser: Browser, shop: ShopPage): Promise<Quiet> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    await context.route('**/*', (route) =>
      route.request().url() === SHOP
        ? route.fulfill({ contentType: 'text/html; charset=utf-8', body: shop.html })
        : route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    await page.goto(SHOP);
    if (shop.shown) {
      await page.getByText(shop.shown).waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    }
    await page.waitForLoadState('networkidle');
    const documentCookie = await page.evaluate(() => document.cookie);
    return {
      requests: requests.filter((url) => url !== SHOP),
      cookies: (await context.cookies()).length + (documentCookie ? 1 : 0),
      stored: await page.evaluate(() => Object.keys(localStorage)),
    };
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse needs a real address: the pages from a local server on a port the system picks,
 * gzipped as a shop's host would send them.
 */
async function servePages(pages: readonly ShopPage[]) {
  const server = createServer((request, response) => {
    const shop = pages.find(({ id }) => request.url === `/${id}`);
    response.writeHead(shop ? 200 : 404, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'cache-control': 'no-store',
    });
    response.end(gzipSync(shop?.html ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

const bytes = (value: number) => value.toLocaleString('en-US');

/** The widget's part of the bench report, Lighthouse `runs` times on each page and method. */
export async function chatWidgetReport(runs: number): Promise<string> {
  const { everyOption, buttonAlone: alone } = await chatWidgetSnippets();
  const pages = await shopPages();

  const browser = await launchBrowser();
  const quiet = new Map<string, Quiet>();
  try {
    for (const shop of pages) {
      console.error(`Widget, before any click: ${shop.name}`);
      quiet.set(shop.id, await beforeAnyClick(browser, shop));
    }
  } finally {
    await browser.close();
  }

  const [load] = loadavg();
  const server = await servePages(pages);
  const lighthouse = await startLighthouse(0);
  const loads = new Map<string, PageMetrics[]>();
  try {
    // Runs, methods and pages take turns, so a busy moment hits them alike.
    for (let run = 1; run <= runs; run += 1) {
      for (const method of METHODS) {
        for (const shop of pages) {
          console.error(`Widget, Lighthouse ${run}/${runs} (${method}): ${shop.name}`);
          const key = `${method} ${shop.id}`;
          loads.set(key, [
            ...(loads.get(key) ?? []),
            await lighthouse.measure(`${server.origin}/${shop.id}`, method),
          ]);
        }
      }
    }
  } finally {
    lighthouse.close();
    server.stop();
  }

  // Each figure's median, then its lowest and highest run: a shared machine is noisy. A run whose
  // audit gave no value is left out, and said.
  const figure = (runs: readonly PageMetrics[], key: 'tbt' | 'cls' | 'lcp') => {
    const shown = (value: number) => (key === 'cls' ? value.toFixed(3) : bytes(Math.round(value)));
    const values = runs.map((run) => run[key]).filter(Number.isFinite);
    if (values.length === 0) return '—';
    const missing = runs.length - values.length;
    const spread = `${shown(Math.min(...values))}–${shown(Math.max(...values))}`;
    return `${shown(median(values))} (${spread}${missing ? `; ${missing} run(s) gave none` : ''})`;
  };
  const lighthouseRows = pages.map((shop) => [
    shop.name,
    ...METHODS.flatMap((method) => {
      const runs = loads.get(`${method} ${shop.id}`) ?? [];
      return [figure(runs, 'tbt'), figure(runs, 'cls'), figure(runs, 'lcp')];
    }),
  ]);
  const quietRows = pages.map((shop) => {
    const seen = quiet.get(shop.id);
    return [
      shop.name,
      String(seen?.requests.length ?? '—'),
      String(seen?.cookies ?? '—'),
      seen?.stored.length ? seen.stored.map((key) => `\`${key}\``).join(', ') : 'nothing',
    ];
  });

  return [
    '## The WhatsApp button beside the others',
    '',
    `${lighthouse.describe()}; ${runs} run(s) of each load; load average ${load?.toFixed(1)} on ${cpus().length} cores as Lighthouse began.`,
    '',
    '### The snippet (HTML, CSS and JS: one inline script)',
    '',
    table(
      `Snippet | Raw B | gzip B (≤ ${bytes(CHAT_WIDGET_GZIP_BUDGET)} with every option on)`,
      [everyOption, alone].map((weight) => [weight.name, bytes(weight.raw), bytes(weight.gzip)]),
    ),
    '',
    `### Before any click (the page fulfilled at ${SHOP}, the greeting and button shown)`,
    '',
    table('Page | Requests besides the page | Cookies | Kept in localStorage', quietRows),
    '',
    `### Lighthouse, mobile preset (medians of ${runs}, lowest–highest run)`,
    '',
    table(
      'Page | Simulated: TBT ms | CLS | LCP ms | Applied: TBT ms | CLS | LCP ms',
      lighthouseRows,
    ),
    '',
    '### Reference figures (cited, not measured here)',
    '',
    table('Widget | Weight', [
      ['Joinchat, full widget', '8,183 B JS + 15,290 B CSS uncompressed, plus jQuery'],
      ['Joinchat, lite', '3,254 B JS + 6,087 B CSS uncompressed'],
      ['react-floating-whatsapp 5.0.8', '231,636 B gzip'],
    ]),
    '',
  ].join('\n');
}

export async function runWidgetBench(): Promise<string> {
  const { values } = parseArgs({
    // run-ts takes the first two arguments (module, export); the rest are ours.
    args: process.argv.slice(4),
    options: { runs: { type: 'string', default: '5' } },
  });
  process.once('SIGINT', () => process.exit(130));
  return chatWidgetReport(Number(values.runs));
}
