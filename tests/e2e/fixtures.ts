import { test as base, expect, type Locator, type Page, type Route } from '@playwright/test';
import { getResponse } from 'msw';
import { handlers } from '../../src/mocks/handlers';
import { uiLabels } from '../../src/content/ui';

/** What the page logged as an error or warning, or threw. */
export interface PageProblems {
  messages: string[];
  /** Messages the test expects (e.g. the 404 page logging its path) and should not fail on. */
  allow(pattern: RegExp): void;
}

const LOCAL = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

/**
 * Every request leaving the machine is answered by the msw handlers, or aborted if none matches:
 * tests never touch the network, and an unexpected third party shows up as a failed test.
 */
async function stubThirdParties(page: Page) {
  await page.route(
    (url) => !LOCAL.test(url.href),
    async (route) => {
      const request = route.request();
      const response = await getResponse(
        handlers,
        new Request(request.url(), { method: request.method(), headers: request.headers() }),
      );
      if (!response) return route.abort('blockedbyclient');
      await route.fulfill({
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: Buffer.from(await response.arrayBuffer()),
      });
    },
  );
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: [
    async ({ page }, use) => {
      const messages: string[] = [];
      // Playwright's own word for a worker it blocks (playwright.config.ts), not the page's.
      const allowed: RegExp[] = [/^warning: Service Worker registration blocked by Playwright$/];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          messages.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      await stubThirdParties(page);
      await use({ messages, allow: (pattern) => allowed.push(pattern) });
      const unexpected = messages.filter((m) => !allowed.some((pattern) => pattern.test(m)));
      expect(unexpected, 'console errors, warnings or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The 404 page logs the path it could not find, and the browser reports the 404 itself. */
export function allowNotFound(problems: PageProblems) {
  problems.allow(/status of 404/);
  problems.allow(/404 Error: User attempted to access non-existent route/);
}

/**
 * Closes every toast `toasts` finds with its close button, pressed again until none is left: Zag's
 * toast drops a close press while it is updating (a frame after it changes), and the pointer left
 * over it then holds it open. A toast that never closes still fails, after 15 s.
 */
export async function closeToasts(toasts: Locator) {
  await expect(async () => {
    for (const close of await toasts.getByRole('button', { name: uiLabels.closeToast }).all()) {
      await close.click({ timeout: 2_000 }).catch(() => {
        // Closed on its own meanwhile.
      });
    }
    await expect(toasts).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Waits for the toast titled `title`, then closes every toast: the toasts' view loads apart, and
 * the parts a test waits for next may show before it (the result below a generated link does).
 */
export async function closeToastOnceShown(page: Page, title: string) {
  await expect(page.getByRole('status').filter({ hasText: title })).toBeVisible();
  await closeToasts(page.getByRole('status'));
}

/** The first item of a content list a test presses from; the content must have one. */
export function first<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('The content has none');
  return item;
}

/**
 * Resolves once the page is live: every island answers (and, on a tool page, the tools' app owns
 * the page), so clicks reach live handlers, and every block that skipped its rendering is laid
 * out, so the page has its final height.
 */
export const pageLive = (page: Page) =>
  page.waitForFunction(
    () =>
      !document.querySelector('[data-island]:not([data-island-live])') &&
      !document.querySelector('[data-skipped]') &&
      (!document.querySelector('script[data-app]') ||
        document.documentElement.dataset.hydrated === 'true'),
  );

/** Resolves once the tools' app owns the page (`<html data-hydrated>`). */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

/**
 * Holds every request whose path matches until `release` is called: what the test does meanwhile
 * happens before those files arrive, as on a slow phone.
 */
export async function holdRequests(page: Page, path: RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => path.test(url.pathname),
    (route) => (released ? route.continue() : held.push(route)),
  );
  return {
    requested: () => held.length > 0,
    async release() {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/**
 * Holds the tools' app, which the boot inserts once a tool page has painted. An inserted script
 * holds the page's load event back: a test that holds one waits for `domcontentloaded` only.
 */
export const holdTheApp = (page: Page) => holdRequests(page, /\/assets\/index-[\w-]+\.js$/);

/** A page's islands' module (the landing page's, or every other page's). */
export const ISLANDS_MODULE = /\/assets\/(?:landing-)?islands-[\w-]+\.js$/;

/** Holds the page's islands' module, which the boot inserts once the page has painted. */
export const holdTheIslands = (page: Page) => holdRequests(page, ISLANDS_MODULE);

/** Loads a page and waits until it is live. */
export async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await pageLive(page);
}

/**
 * Web fonts loaded (not just their fallbacks), every image (lazy ones included) fetched and decoded, and the pointer parked: a
 * screenshot taken after this shows what a visitor would see, however busy the machine is.
 */
export async function settle(page: Page) {
  // The boot links the web fonts with the page's deferred styles, after the first paint.
  await page.waitForFunction(() =>
    [...document.fonts].some((face) => face.family.replaceAll('"', '') === 'Inter Variable'),
  );
  await page.evaluate(async () => {
    await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
    await document.fonts.ready;
    const images = [...document.images];
    // A lazy image below the fold would never load for a full-page screenshot: load them all.
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.decode().catch(() => {
          // A broken image is the page's own look (its fallback shows), not something to wait on.
        }),
      ),
    );
  });
  await page.mouse.move(0, 0);
}

/**
 * Resolves once the block holding `locator` has faded in, if it was waiting to: a control in it
 * then stands still, as the visitor who presses it sees it. A click on a control still moving is
 * retried, and Playwright scrolls a retried control to the screen's edge, taking the page with it.
 */
export async function fadedIn(locator: Locator) {
  await locator.evaluate(async (element) => {
    const block = element.closest('[data-reveal]');
    if (!block) return;
    // An observer made now reports in the same rendering step as the page's, which starts the fade.
    await new Promise<void>((resolve) => {
      const observer = new IntersectionObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe(block);
    });
    await Promise.all(block.getAnimations().map((fade) => fade.finished.catch(() => undefined)));
  });
}

/** Resolves once every animation inside the element (CSS or Web Animations) has finished. */
export async function animationsFinished(page: Page, selector: string) {
  await page
    .locator(selector)
    .first()
    .evaluate(async (element) => {
      const running = element.getAnimations({ subtree: true });
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    });
}

/**
 * Emulates print once the page's print rules are in: they come with its deferred stylesheet
 * (linked after the first paint), as they never style the screen.
 */
export async function emulatePrint(page: Page) {
  await page.waitForFunction(() => {
    const href = document.querySelector<HTMLScriptElement>('script[data-styles]')?.dataset.styles;
    return !href || [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href));
  });
  await page.emulateMedia({ media: 'print' });
}

/** The clipboard as the page wrote it, readable from the test. */
export async function recordClipboard(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { copied: string[] };
    w.copied = [];
    navigator.clipboard.writeText = async (text: string) => {
      w.copied.push(text);
    };
  });
}
export const copied = (page: Page) =>
  page.evaluate(() => (window as unknown as { copied: string[] }).copied);

/**
 * Notes each use of the browser's locale data (Intl, and the methods that reach it) from the
 * page's start; the returned function reads the list.
 */
export async function noteIntlUse(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const used: string[] = [];
    Object.assign(globalThis, { intlUsed: used });
    const note = <T extends object>(target: T, name: string): T =>
      new Proxy(target, {
        apply: (fn, self, args) => (used.push(name), Reflect.apply(fn as never, self, args)),
        construct: (fn, args) => (used.push(name), Reflect.construct(fn as never, args)),
      });
    for (const name of Object.getOwnPropertyNames(Intl)) {
      const value: unknown = Reflect.get(Intl, name);
      if (typeof value === 'function') Reflect.set(Intl, name, note(value, `Intl.${name}`));
    }
    for (const [proto, method] of [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [Array.prototype, 'toLocaleString'],
      [String.prototype, 'localeCompare'],
    ] as const) {
      Reflect.set(proto, method, note(Reflect.get(proto, method) as object, method));
    }
  });
  return () => page.evaluate(() => Reflect.get(globalThis, 'intlUsed') as string[]);
}
