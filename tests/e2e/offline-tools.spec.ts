import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { BASE_URL } from '../../playwright.config';
import { printKitText } from '../../src/content/print-kit';
import { siteButtonPage } from '../../src/content/site-button';
import { toasts, whatsappLinkCreator } from '../../src/content/whatsapp-link-creator';
import { TOOLS_MANIFEST, TOOLS_SCOPE, TOOLS_WORKER } from '../../src/domain/tools-app';
import { expect, holdTheApp, pageLive, test } from './fixtures';
import { SITE_PAGES, TOOL_PAGES } from './pages';

const TOOL = '/ferramentas/whatsapp-link-creator';
const SITE_BUTTON = '/ferramentas/botao-whatsapp-para-site';
const PAGE_FILE = 'ferramentas/whatsapp-link-creator.html';
const WORKER_FILE = TOOLS_WORKER.slice(1);

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** What a new deploy of the test adds to the tool page. */
const NEW_DEPLOY = '<meta name="deploy" content="2">';
const newDeploy = (page: Page) => page.locator('meta[name="deploy"][content="2"]');
const phone = (page: Page) => page.getByLabel('Número do WhatsApp');
const message = (page: Page) => page.getByLabel('Mensagem (opcional)');
const generate = (page: Page) => page.getByRole('button', { name: 'GERAR LINK' });
const result = (page: Page) => page.getByLabel('Link gerado', { exact: true });

/**
 * The visitor touches the page, so the app comes and the worker after it (src/islands/
 * offline-tools.ts); resolves once the worker is active and controls the page (it claims it).
 */
async function workerInControl(page: Page) {
  await pageLive(page);
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** Every URL the page's origin keeps in Cache Storage. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

/**
 * A copy of the build served by nginx of its own, which the test can take offline (stop) or deploy
 * a new version into: the suite's server must keep serving the other tests.
 */
async function serveCopy(testInfo: TestInfo) {
  const folder = await mkdtemp(join(tmpdir(), 'orbita-offline-'));
  const dir = join(folder, 'site');
  await cp('dist', dir, { recursive: true });
  const port = Number(new URL(BASE_URL).port) + 2 + testInfo.parallelIndex;
  // nginx's own folder (with its access log) is made in the temporary folder it is given.
  const server: ChildProcess = spawn(
    'node',
    ['scripts/preview-nginx.mjs', '--port', String(port), '--root', dir],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, TMPDIR: folder } },
  );
  await new Promise<void>((listening, failed) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Site no ar')) listening();
    });
    server.once('exit', () => failed(new Error('nginx did not start')));
  });
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    server.kill('SIGTERM');
    await once(server, 'exit');
  };
  return {
    url: `http://127.0.0.1:${port}`,
    /** The network is off: nothing answers at the site's address any more. */
    stop,
    /** Writes `file` anew, dropping its precompressed copies (nginx would send those instead). */
    async rewrite(file: string, change: (text: string) => string) {
      const path = join(dir, file);
      await writeFile(path, change(await readFile(path, 'utf8')));
      await Promise.all([rm(`${path}.br`), rm(`${path}.gz`)]);
      return readFile(path);
    },
    /** Every request line nginx has answered so far. */
    async requests() {
      const [prefix] = (await readdir(folder)).filter((name) => name.startsWith('orbita-nginx-'));
      return readFile(join(folder, prefix ?? '', 'logs', 'access.log'), 'utf8');
    },
    async close() {
      await stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

// The suite blocks workers (playwright.config.ts): here the tools' worker is what is tested.
test.use({ serviceWorkers: 'allow' });

type Site = Awaited<ReturnType<typeof serveCopy>>;
let site: Site | undefined;
test.afterEach(async () => {
  await site?.close();
  site = undefined;
});

/** A first visit to a tool on a copy of the site of its own, the worker then in control. */
async function firstVisit(page: Page, testInfo: TestInfo, path = TOOL) {
  const copy = await serveCopy(testInfo);
  await page.goto(copy.url + path);
  await workerInControl(page);
  return copy;
}

/** The network goes (the copy's server stops, the browser is offline), and the page reloads. */
async function reloadOffline(page: Page, copy: Site) {
  await copy.stop();
  await page.context().setOffline(true);
  await page.reload();
}

// One first visit: a share comes in while online, then the network goes.
test("after one visit, a share's words never reach the server, and the link creator works with the network off", async ({
  page,
}, testInfo) => {
  site = await firstVisit(page, testInfo);
  const copy = site;

  await test.step("once installed, a share's words never reach the server", async () => {
    const before = (await copy.requests()).length;
    await page.goto(`${copy.url}${TOOL}?text=${encodeURIComponent('Segredo do cliente')}`);
    await expect(message(page)).toHaveValue('Segredo do cliente');
    // The share's own navigation reached the server, without its words.
    const requests = (await copy.requests()).slice(before);
    expect(requests).toContain(`GET ${TOOL} HTTP`);
    expect(requests).not.toContain('Segredo');
  });

  await test.step('offline, the link creator loads and makes a link', async () => {
    await reloadOffline(page, copy);
    await expect(heading(page)).toHaveText(whatsappLinkCreator.title);
    // The app itself comes from the worker's cache: it hydrates the page.
    await pageLive(page);
    await phone(page).fill('11912345678');
    await message(page).fill('Oi');
    await generate(page).click();
    await expect(result(page)).toHaveValue('https://wa.me/5511912345678?text=Oi');
    // What the worker keeps is the site's files, as the privacy notice says: nothing typed.
    const typed = (await cachedUrls(page)).filter((url) => /91234|Segredo/.test(url));
    expect(typed).toEqual([]);
  });
});

test("the print kit's PDF maker is fetched on first use, not with the tools, and then prints offline", async ({
  page,
}, testInfo) => {
  site = await firstVisit(page, testInfo);
  const copy = site;
  const pdfMaker = (urls: string[]) => urls.filter((url) => /print-kit-pdf-[\w-]+\.js$/.test(url));
  const makePdf = async () => {
    await phone(page).fill('11912345678');
    await generate(page).click();
    await page.getByRole('button', { name: printKitText.openLabel }).click();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Baixar PDF/ }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^whatsapp-5511912345678-.*\.pdf$/);
  };
  expect(pdfMaker(await cachedUrls(page))).toEqual([]);
  await pageLive(page);
  await makePdf();
  await expect.poll(async () => pdfMaker(await cachedUrls(page))).toHaveLength(1);

  await reloadOffline(page, copy);
  await pageLive(page);
  await makePdf();
});

test('after one visit to the site-button page, both tools load offline and the app runs', async ({
  page,
}, testInfo) => {
  site = await firstVisit(page, testInfo, SITE_BUTTON);

  await reloadOffline(page, site);
  await expect(heading(page)).toHaveText(siteButtonPage.title);
  await expect(page.getByRole('heading', { name: siteButtonPage.guidesHeading })).toBeVisible();
  // The app and the page's own chunk come from the worker's cache: the page hydrates.
  await pageLive(page);

  // The other tool was never visited, and works all the same.
  await page.goto(site.url + TOOL);
  await expect(heading(page)).toHaveText(whatsappLinkCreator.title);
  await pageLive(page);
  await phone(page).fill('11912345678');
  await generate(page).click();
  await expect(result(page)).toHaveValue('https://wa.me/5511912345678');
});

test('a new deploy shows on the next visit, and becomes the offline copy', async ({
  page,
}, testInfo) => {
  site = await firstVisit(page, testInfo);

  // A new deploy: the page changes (a mark the app's own rendering leaves alone, as this test
  // changes no code), and so its revision in the worker's precache.
  const newPage = await site.rewrite(PAGE_FILE, (html) =>
    html.replace('</head>', `${NEW_DEPLOY}</head>`),
  );
  const revision = createHash('md5').update(newPage).digest('hex');
  await site.rewrite(WORKER_FILE, (worker) =>
    worker.replace(
      /(url:"\/ferramentas\/whatsapp-link-creator\?offline",revision:")\w+/,
      `$1${revision}`,
    ),
  );

  await page.reload();
  await expect(newDeploy(page)).toHaveCount(1);
  // The browser finds the new worker as the page loads; it takes over and caches the new page.
  await expect
    .poll(async () => (await cachedUrls(page)).some((url) => url.includes(revision)))
    .toBe(true);
  // Cached while the new worker installs: offline, the old one would still answer until the new
  // one is active.
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active && !registration.installing && !registration.waiting;
  });

  await reloadOffline(page, site);
  await expect(newDeploy(page)).toHaveCount(1);
});

// One load of the tool: what it installs is read, then the landing page is visited.
test('the tools install as an app in Portuguese, whose worker is always revalidated; the landing page has no worker, and none of its media is cached', async ({
  page,
  request,
}) => {
  await page.goto(TOOL);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', TOOLS_MANIFEST);
  await workerInControl(page);

  await test.step('the browser finds the app installable', async () => {
    const cdp = await page.context().newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Test browsers run without a profile, as a private window does: nothing else stands in the way.
    expect(installabilityErrors.map(({ errorId }) => errorId)).toEqual(
      installabilityErrors.length ? ['in-incognito'] : [],
    );
  });

  await test.step('the manifest is in Portuguese, and the worker always revalidated', async () => {
    const manifest = await request.get(TOOLS_MANIFEST);
    expect(manifest.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(await manifest.json()).toMatchObject({
      lang: 'pt-BR',
      short_name: 'Ferramentas',
      scope: TOOLS_SCOPE,
      start_url: TOOL,
      share_target: { action: TOOL, method: 'GET' },
      // The app opens on the link creator; a long press on its icon offers every tool.
      shortcuts: [
        { name: 'Criador de Link WhatsApp', url: TOOL },
        { name: 'Botão de WhatsApp para site', url: SITE_BUTTON },
      ],
    });
    const worker = await request.get(TOOLS_WORKER);
    expect(worker.headers()).toMatchObject({
      'cache-control': 'no-cache',
      'content-type': 'text/javascript; charset=utf-8',
    });
  });

  await test.step('the worker caches both tools, and no media nor other page', async () => {
    const cached = await cachedUrls(page);
    for (const tool of TOOL_PAGES) {
      expect(cached.some((url) => url.includes(`${tool}?offline`))).toBe(true);
    }
    expect(cached.filter((url) => /\.(avif|webp|png|jpe?g|mp4)(\?|$)/.test(url))).toEqual([]);
    const otherPages = ['/index.html', ...SITE_PAGES.filter((page) => !TOOL_PAGES.includes(page))];
    expect(cached.filter((url) => otherPages.includes(new URL(url).pathname))).toEqual([]);
  });

  await test.step('the landing page has no worker and no manifest', async () => {
    await page.goto('/');
    expect(
      await page.evaluate(async () => ({
        controlled: navigator.serviceWorker.controller !== null,
        registered: (await navigator.serviceWorker.getRegistration('/')) !== undefined,
      })),
    ).toEqual({ controlled: false, registered: false });
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  });
});

test('the worker waits for the app: the two never share a slow link', async ({ page }) => {
  // Every registration the page asks for, noting whether the app owned the page at that moment.
  await page.addInitScript(() => {
    const asked: boolean[] = [];
    Object.assign(window, { registrationsAsked: asked });
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args) => {
      asked.push(document.documentElement.dataset.hydrated === 'true');
      return register(...args);
    };
  });
  const app = await holdTheApp(page);
  await page.goto(TOOL, { waitUntil: 'domcontentloaded' });
  await expect.poll(app.requested).toBe(true);
  // Loaded, the browser idle twice over: the app is still held back.
  await page.evaluate(async () => {
    if (document.readyState !== 'complete')
      await new Promise((done) => addEventListener('load', done));
    await new Promise((idle) => requestIdleCallback(idle));
    await new Promise((idle) => requestIdleCallback(idle));
  });
  await app.release();
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
  // Asked for once, and only once the app owned the page.
  expect(await page.evaluate(() => Reflect.get(window, 'registrationsAsked'))).toEqual([true]);
});

test.describe('where the browser refuses the worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('the tool asks for it once loaded, and works as it is', async ({ page }) => {
    const refused = page.waitForEvent('console', (message) =>
      message.text().includes('Service Worker registration blocked'),
    );
    await page.goto(TOOL);
    await pageLive(page);
    await refused;
    await phone(page).fill('11912345678');
    await generate(page).click();
    await expect(result(page)).toHaveValue('https://wa.me/5511912345678');
  });
});

test.describe('sharing to the installed app', () => {
  /** The form's fields as the page's own script left them, before the island or the app ran. */
  async function fieldsAtParse(page: Page) {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const value = (name: string) =>
          document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)?.value;
        Object.assign(window, {
          fieldsAtParse: { phone: value('phone'), message: value('message') },
        });
      });
    });
    return () =>
      page.evaluate(() => (window as unknown as { fieldsAtParse: unknown }).fieldsAtParse);
  }

  test('a shared number fills the phone, and a name with it the message, from the first paint', async ({
    page,
  }) => {
    const atParse = await fieldsAtParse(page);
    await page.goto(`${TOOL}?title=Maria&text=${encodeURIComponent('+55 11 91234-5678')}`);
    expect(await atParse()).toEqual({ phone: '+55 11 91234-5678', message: 'Maria' });
    // The shared words leave the address: a reload or the history never bring them back.
    await expect(page).toHaveURL(TOOL);

    await generate(page).click();
    await expect(result(page)).toHaveValue('https://wa.me/5511912345678?text=Maria');
    await pageLive(page);
    await expect(phone(page)).toHaveValue('+55 11 91234-5678');
    await expect(message(page)).toHaveValue('Maria');
  });

  test('a shared text fills the message, and asking for a link without a number loses none of it', async ({
    page,
  }) => {
    const text = 'Olá! Quero um orçamento';
    const url = 'https://exemplo.com.br/oferta';
    const atParse = await fieldsAtParse(page);
    await page.goto(`${TOOL}?${new URLSearchParams({ text, url })}`);
    expect(await atParse()).toEqual({ phone: '', message: `${text}\n${url}` });

    await generate(page).click();
    await expect(
      page.getByRole('status').filter({ hasText: toasts.invalidPhone.title }),
    ).toContainText(toasts.invalidPhone.description);
    await expect(phone(page)).toBeFocused();
    await expect(message(page)).toHaveValue(`${text}\n${url}`);
  });
});
