// A visitor's phone, as the bench lives it: a fresh browser context (no cache, no service
// worker) at 390×844, with a mid phone's CPU (4× slower) and a slow 4G link applied from before
// the navigation, and an in-page recorder that times everything on the page's own clock: the
// frame a control is first painted in, the press (the input event's own time, before the main
// thread gets to it) and the paint of the first frame showing the answer.
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  chromium,
} from '@playwright/test';
import { CHROMIUM_ARGS, chromiumLaunchOptions } from '../chromium.mjs';

export const VIEWPORT = { width: 390, height: 844 } as const;
export const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile preset: 150 ms, 1.6 Mbps down, 750 kbps up. */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;
/** A visitor's pause between seeing a control painted and pressing it. */
export const PRESS_DELAY_MS = 300;
/** How long a control may take to be painted, or a press to be answered, before it counts as never. */
export const TIMEOUT_MS = 30_000;

/**
 * Every host name but the local one fails to resolve, so nothing measured reaches the network:
 * third parties (the ads script, video embeds) are blocked the way a blocker would.
 */
const OFFLINE_ARGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];
/**
 * Chromium as the browser suite launches it, without its omnibox pop-ups: they render in a
 * renderer of their own for every new window, which took a core from the phone's renderer on a
 * two-core machine while a trial loaded.
 */
export const BENCH_CHROMIUM = {
  ...chromiumLaunchOptions,
  args: [...CHROMIUM_ARGS, ...OFFLINE_ARGS],
};

export const launchBrowser = () => chromium.launch(BENCH_CHROMIUM);

/** What answers a press, checked in the page every frame after it (data, not a function). */
export type Answer =
  /** An element matching `selector` (holding `text`, if given) is painted. */
  | { readonly kind: 'shown'; readonly selector: string; readonly text?: string }
  /** The field named `label` holds `value`, painted. */
  | { readonly kind: 'value'; readonly label: string; readonly value: string }
  /** The page is scrolled higher than at the press. */
  | { readonly kind: 'scrolledUp' };

/** What a trial recorded, on the page's clock (ms from navigation start). */
export interface Trial {
  /** The frame the pressed control was first painted in. */
  painted?: number;
  press?: number;
  /** The paint of the first frame showing the answer; none if it never came. */
  answer?: number;
  /** Whether the tools' app owned the page at the press. */
  appLive?: boolean;
}

interface Recorder {
  press?: number;
  answer?: number;
  appLive?: boolean;
  armed?: Answer;
  seen(element: Element): Promise<number | null>;
}

/** Runs in the page before its own scripts: its capture listener comes before the boot's. */
function installRecorder(timeoutMs: number) {
  const painted = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    );
  };
  const inView = (element: Element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return bottom > 0 && top < innerHeight;
  };
  /**
   * When the first frame in which `holds()` got to its rendering (its animation-frame callbacks
   * run just before it), or null once the time is up.
   */
  const firstFrame = (holds: () => boolean) =>
    new Promise<number | null>((resolve) => {
      const deadline = performance.now() + timeoutMs;
      const check = () => {
        const now = performance.now();
        if (holds()) resolve(now);
        else if (now > deadline) resolve(null);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  // A frame is painted once its style, layout and paint are done: for a frame of 50 ms or more,
  // the end of its long-animation-frame entry. A shorter frame's paint is within 50 ms of its
  // callbacks, and counts from them.
  const longFrames: PerformanceEntry[] = [];
  const frameObserver = new PerformanceObserver((list) => longFrames.push(...list.getEntries()));
  frameObserver.observe({ type: 'long-animation-frame', buffered: true });
  const paintedAfter = (callbacks: number) => {
    longFrames.push(...frameObserver.takeRecords());
    const frame = longFrames.find(
      ({ startTime, duration }) => startTime <= callbacks && callbacks <= startTime + duration,
    );
    return frame ? frame.startTime + frame.duration : callbacks;
  };
  let scrollAtPress = 0;
  const holds = (answer: Answer) => {
    if (answer.kind === 'scrolledUp') return scrollY < scrollAtPress;
    if (answer.kind === 'shown') {
      return [...document.querySelectorAll(answer.selector)].some(
        (element) =>
          (answer.text === undefined || element.textContent?.includes(answer.text)) &&
          painted(element),
      );
    }
    return [...document.querySelectorAll('label')].some(
      ({ control, textContent }) =>
        textContent?.trim() === answer.label &&
        (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
        control.value === answer.value &&
        painted(control),
    );
  };
  const recorder: Recorder = {
    async seen(element) {
      // Nobody presses a blank page: the control counts as seen at the first paint at the soonest.
      const firstPaint = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const at = await firstFrame(() => {
        if (firstPaint() === undefined) return false;
        if (!inView(element)) element.scrollIntoView({ block: 'center', behavior: 'instant' });
        return inView(element) && painted(element);
      });
      return at === null ? null : Math.max(at, firstPaint() ?? 0);
    },
  };
  (window as Window & { benchRecorder?: Recorder }).benchRecorder = recorder;
  addEventListener(
    'pointerdown',
    (event) => {
      const answer = recorder.armed;
      if (!answer || recorder.press !== undefined) return;
      recorder.press = event.timeStamp;
      recorder.appLive = document.documentElement.dataset.hydrated === 'true';
      scrollAtPress = scrollY;
      void firstFrame(() => holds(answer)).then((at) => {
        // Looked up once that frame is over: its entry is queued as it ends.
        if (at !== null) requestAnimationFrame(() => (recorder.answer = paintedAfter(at)));
      });
    },
    { capture: true },
  );
}

/** A throttled phone on `url`, loading from its first byte. */
export async function openPhone(browser: Browser, url: string) {
  const context: BrowserContext = await browser.newContext({
    viewport: VIEWPORT,
    locale: 'pt-BR',
    permissions: ['clipboard-read', 'clipboard-write'],
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(TIMEOUT_MS);
  const page = await context.newPage();
  await page.addInitScript(installRecorder, TIMEOUT_MS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'commit' });
  return { page, close: () => context.close() };
}

type WithRecorder = Window & { benchRecorder?: Recorder };

/** How many times a control that moved out of reach during the pause is looked for again. */
const LOOKS = 5;

/**
 * Waits until `target` is painted in view, pauses as a visitor does, and presses it: where it is
 * as the pause ends (fonts and styles arriving may have moved it). Moved out of reach meanwhile
 * (the page settling above it slid it under the header or off the screen), it is scrolled to
 * again and pressed after another pause, as a visitor would: pressed there, a tap lands on
 * something else. With `answer`, the press is the measured one.
 * Returns the frame the control was first seen painted in.
 */
export async function press(page: Page, target: Locator, answer?: Answer): Promise<number> {
  const control = await target.elementHandle();
  if (!control) throw new Error('no such control');
  const look = async () => {
    const seen = await control.evaluate((element, armed) => {
      const recorder = (window as WithRecorder).benchRecorder;
      if (recorder && armed) recorder.armed = armed;
      return recorder?.seen(element);
    }, answer);
    if (seen === null || seen === undefined) throw new Error('control never painted');
    await sleep(PRESS_DELAY_MS);
    return seen;
  };
  // Pressable: its centre is on screen, and nothing (the fixed header) covers it there.
  const pressable = () =>
    control.evaluate((element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      const hit = document.elementFromPoint(left + width / 2, top + height / 2);
      return hit !== null && element.contains(hit);
    });
  const seen = await look();
  for (let looks = 1; !(await pressable()); looks += 1) {
    if (looks === LOOKS) throw new Error('control kept moving out of reach');
    await control.evaluate((element) =>
      element.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    await look();
  }
  const box = await control.boundingBox();
  if (!box) throw new Error('control gone');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return seen;
}

/** What the page recorded of its measured press, once it is answered or its time is up. */
export async function recorded(page: Page): Promise<Trial> {
  await page
    .waitForFunction(() => (window as WithRecorder).benchRecorder?.answer !== undefined, null, {
      timeout: TIMEOUT_MS,
    })
    .catch(() => undefined);
  return page.evaluate(() => {
    const { press: pressed, answer, appLive } = (window as WithRecorder).benchRecorder ?? {};
    return { press: pressed, answer, appLive };
  });
}
