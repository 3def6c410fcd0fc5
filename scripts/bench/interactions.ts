import { type Browser, type Page, chromium } from '@playwright/test';
import { BENCH_CHROMIUM, WALK_CPU_SLOWDOWN, WALK_VIEWPORT } from './config';
import { WALK_STEPS, type WalkStep } from './walk-steps';

interface EventEntry {
  startTime: number;
  duration: number;
}

interface TimedWindow {
  start: number;
  end: number;
}

/** Where the page keeps its entries until the walk reads them. */
type Recorder = { benchEvents?: EventEntry[] };

/**
 * Runs in the page before its own scripts: keeps every Event Timing entry of 16 ms or more (the
 * smallest threshold the API allows; shorter ones are never reported).
 */
function recordEventTiming() {
  const entries: EventEntry[] = [];
  (window as Recorder).benchEvents = entries;
  new PerformanceObserver((list) => {
    for (const { startTime, duration } of list.getEntries()) entries.push({ startTime, duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

const pageTime = (page: Page) => page.evaluate(() => performance.now());

/**
 * Event Timing entries arrive once the frame after the event is presented: two animation frames
 * and a task later, the step's entries are recorded.
 */
const afterNextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))),
        ),
      ),
  );

/** Longest event of each window, 0 when every event took under 16 ms. */
async function worstPerWindow(page: Page, windows: TimedWindow[]): Promise<number[]> {
  const entries = await page.evaluate(() => (window as Recorder).benchEvents ?? []);
  return windows.map(({ start, end }) =>
    entries
      .filter((entry) => entry.startTime >= start && entry.startTime <= end)
      .reduce((worst, entry) => Math.max(worst, entry.duration), 0),
  );
}

/**
 * Opens a page on a slowed-down CPU and waits until React owns it. The app loads on the visitor's
 * first sign of intent: a press of Shift is one that changes nothing else.
 */
async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** A printable character the driver's US keyboard has a key for. */
const US_KEY = /^[\x20-\x7e]$/;

/**
 * Gets the step's target ready outside the measured window, and returns the interaction itself:
 * the browser's own input and nothing else. Playwright's checks before a press run in the page (a
 * role query, polling on animation frames, hit-target listeners inside pointerdown and pointerup)
 * and would otherwise be measured as the page's work. The trial click waits until the target is
 * visible, still and the one the pointer would hit. The pointer then rests on its centre, as a
 * visitor's does before a click, so the press is measured, not the hover that comes before it.
 *
 * A finger or a key stays down for about a tenth of a second, long after the page has painted
 * its answer to the press; sent back to back, the release would land before that paint and
 * charge the press's frame to it. So each release waits for the frames after its press.
 */
async function readyToAct(page: Page, step: WalkStep): Promise<() => Promise<void>> {
  const target = step.target(page);
  const { text } = step;
  if (text !== undefined) {
    await target.focus();
    return async () => {
      for (const key of text) {
        // The driver's keyboard has US keys; an accented letter comes as text, as typed on a phone.
        if (!US_KEY.test(key)) {
          await page.keyboard.insertText(key);
          continue;
        }
        await page.keyboard.down(key);
        await afterNextFrames(page);
        await page.keyboard.up(key);
      }
    };
  }
  await target.click({ trial: true });
  const box = await target.boundingBox();
  if (!box) throw new Error(`${step.name}: o alvo saiu da página`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await afterNextFrames(page);
  return async () => {
    await page.mouse.down();
    await afterNextFrames(page);
    await page.mouse.up();
  };
}

type SiteUrls = Record<WalkStep['page'], string>;

/** One walk over every step: the worst event duration of each step. */
async function walkOnce(browser: Browser, urls: SiteUrls): Promise<Map<WalkStep, number>> {
  const context = await browser.newContext({
    viewport: WALK_VIEWPORT,
    locale: 'pt-BR',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordEventTiming);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: WALK_CPU_SLOWDOWN });
    const worst = new Map<WalkStep, number>();
    for (const pageId of ['home', 'tool'] as const) {
      await openHydrated(page, urls[pageId]);
      const steps = WALK_STEPS.filter((step) => step.page === pageId);
      const windows: TimedWindow[] = [];
      for (const step of steps) {
        await step.prepare?.(page);
        const act = await readyToAct(page, step);
        const start = await pageTime(page);
        await act();
        windows.push({ start, end: await afterNextFrames(page) });
        await step.shown(page);
      }
      const durations = await worstPerWindow(page, windows);
      steps.forEach((step, index) => worst.set(step, durations[index] ?? 0));
    }
    return worst;
  } finally {
    await context.close();
  }
}

/** Walks `walks` times; each walk's worst event duration per step. */
export async function walkInteractions(
  urls: SiteUrls,
  walks: number,
): Promise<Map<WalkStep, number>[]> {
  const browser = await chromium.launch({
    executablePath: BENCH_CHROMIUM.path,
    args: [...BENCH_CHROMIUM.args],
  });
  try {
    const results: Map<WalkStep, number>[] = [];
    for (let walk = 0; walk < walks; walk += 1) results.push(await walkOnce(browser, urls));
    return results;
  } finally {
    await browser.close();
  }
}
