import { setTimeout as sleep } from 'node:timers/promises';
import { type Browser, type Locator, type Page, chromium, errors } from '@playwright/test';
import { menuLabels, toolEntries } from '../../src/content/menu';
import { portfolioSection, portfolioSites } from '../../src/content/portfolio';
import { siteButton, siteButtonToasts } from '../../src/content/site-button';
import { testimonialsSection, videoTestimonials } from '../../src/content/testimonials';
import { uiLabels } from '../../src/content/ui';
import { toasts, whatsappLinkCreator } from '../../src/content/whatsapp-link-creator';
import { BENCH_CHROMIUM, type PageId, WALK_VIEWPORT } from './config';
import { type PressSummary, summarizePresses } from './stats';
import { animationsEnded } from './walk-steps';

/**
 * A mid phone on a mid network, applied (not simulated) from before navigation: Lighthouse's
 * mobile preset values, so a cold press lives what the load tables measure.
 */
export const PRESS_CPU_SLOWDOWN = 4;
export const PRESS_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;

/** A visitor's pause between seeing a control painted and pressing it. */
export const PRESS_DELAY_MS = 300;
/** Presses at a control that keeps moving from under the finger before the trial gives up. */
const MAX_TRIES = 3;
/** How long a control may take to be painted, or a press to be answered, before it counts as never. */
export const ANSWER_TIMEOUT_MS = 30_000;

/** What answers a press, checked in the page on every frame (so it is data, not a function). */
export type Answer =
  /** An element matching `selector` (containing `text`, if given) is painted. */
  | { readonly kind: 'shown'; readonly selector: string; readonly text?: string }
  /** The field labelled `label` is painted and holds `value`. */
  | { readonly kind: 'value'; readonly label: string; readonly value: string }
  /** The page is scrolled higher than it was at the press. */
  | { readonly kind: 'scrolledUp' };

/** The visitor: presses a control the way `ColdPress` describes, and the page under the finger. */
export interface Visitor {
  readonly page: Page;
  /** Waits until the control is painted in view (scrolled there first), pauses, presses it. */
  press(target: Locator): Promise<void>;
}

export interface ColdPress {
  readonly id:
    | 'menu'
    | 'tools'
    | 'project'
    | 'video'
    | 'backToTop'
    | 'generate'
    | 'clear'
    | 'copy'
    | 'siteButtonCopy'
    | 'siteButtonBackToTop';
  readonly page: Exclude<PageId, 'floor'>;
  readonly name: string;
  /** What the visitor does before the measured press (other presses, typing, scrolling). */
  readonly prepare?: (visitor: Visitor) => Promise<void>;
  readonly target: (page: Page) => Locator;
  readonly answer: Answer;
}

/**
 * An open dialog, as the visitor sees it: the boot's stand-in, or a real dialog's content (the
 * menu, the lightbox and the video share `<dialog>`, see modal-dialog.tsx), painted and not
 * fully transparent: a dialog open but still fading in from nothing shows nothing yet.
 */
const DIALOG: Answer = {
  kind: 'shown',
  selector: 'dialog[data-stand-in][open], dialog[open] > *',
};
const NUMBER = '11987654321';
const LINK = `https://wa.me/55${NUMBER}`;

const menuDialog = (page: Page) => page.getByRole('dialog', { name: menuLabels.title });
const menuButton = (page: Page) => page.getByRole('button', { name: menuLabels.open });
const phoneField = (page: Page) => page.getByLabel(whatsappLinkCreator.phoneLabel, { exact: true });
const generateButton = (page: Page) =>
  page.getByRole('button', { name: whatsappLinkCreator.generateLabel });

/** Settles once the page has painted: nobody scrolls or presses a blank page. */
const waitForFirstPaint = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);

/** The first item of a content list; the bench's controls name it. */
function first<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('a content list the bench presses from is empty');
  return item;
}

const typeNumber = async (visitor: Visitor) => {
  await visitor.press(phoneField(visitor.page));
  await visitor.page.keyboard.type(NUMBER);
};

/** The chat-button maker's number, which its snippet needs. */
const typeSiteButtonNumber = async (visitor: Visitor) => {
  await visitor.press(visitor.page.getByLabel(siteButton.phoneLabel, { exact: true }));
  await visitor.page.keyboard.type(NUMBER);
};

/** The back-to-top button appears once the app, loaded by this very scroll, is live. */
const scrollDown = async ({ page }: Visitor) => {
  await waitForFirstPaint(page);
  await page.evaluate(() => scrollBy({ top: 1500, behavior: 'instant' }));
};

export const COLD_PRESSES: readonly ColdPress[] = [
  { id: 'menu', page: 'home', name: 'open the menu', target: menuButton, answer: DIALOG },
  {
    id: 'tools',
    page: 'home',
    name: 'expand Ferramentas',
    prepare: async (visitor) => {
      await visitor.press(menuButton(visitor.page));
      await menuDialog(visitor.page).waitFor();
      await animationsEnded(visitor.page);
    },
    target: (page) => menuDialog(page).getByRole('button', { name: menuLabels.tools }),
    answer: { kind: 'shown', selector: 'dialog[open] a', text: first(toolEntries).label },
  },
  {
    id: 'project',
    page: 'home',
    name: 'open a portfolio project',
    target: (page) =>
      page
        .getByRole('button', {
          name: portfolioSection.openSiteLabel(first(portfolioSites).title),
          exact: true,
        })
        .first(),
    answer: DIALOG,
  },
  {
    id: 'video',
    page: 'home',
    name: 'open a video testimonial',
    target: (page) =>
      page
        .getByRole('button', {
          name: testimonialsSection.playLabel(first(videoTestimonials).name),
          exact: true,
        })
        .first(),
    answer: DIALOG,
  },
  {
    id: 'backToTop',
    page: 'home',
    name: 'back to top',
    prepare: scrollDown,
    target: (page) => page.getByRole('button', { name: uiLabels.backToTop }),
    answer: { kind: 'scrolledUp' },
  },
  {
    id: 'generate',
    page: 'tool',
    name: 'GERAR LINK',
    prepare: typeNumber,
    target: generateButton,
    answer: { kind: 'value', label: whatsappLinkCreator.resultLinkLabel, value: LINK },
  },
  {
    id: 'clear',
    page: 'tool',
    name: 'LIMPAR',
    prepare: typeNumber,
    target: (page) => page.getByRole('button', { name: whatsappLinkCreator.clearLabel }),
    answer: { kind: 'value', label: whatsappLinkCreator.phoneLabel, value: '' },
  },
  {
    id: 'copy',
    page: 'tool',
    name: 'Copiar',
    prepare: async (visitor) => {
      await typeNumber(visitor);
      await visitor.press(generateButton(visitor.page));
      await visitor.page.getByLabel(whatsappLinkCreator.resultLinkLabel, { exact: true }).waitFor();
    },
    target: (page) =>
      page.getByRole('button', { name: whatsappLinkCreator.copyLabel, exact: true }),
    answer: { kind: 'shown', selector: '[role="status"]', text: toasts.copied.title },
  },
  {
    id: 'siteButtonCopy',
    page: 'siteButton',
    name: 'Copiar código',
    prepare: typeSiteButtonNumber,
    target: (page) => page.getByRole('button', { name: siteButton.copyLabel, exact: true }),
    answer: { kind: 'shown', selector: '[role="status"]', text: siteButtonToasts.copied.title },
  },
  // The site-button page's other island, on a page with its own chunks.
  {
    id: 'siteButtonBackToTop',
    page: 'siteButton',
    name: 'back to top',
    prepare: scrollDown,
    target: (page) => page.getByRole('button', { name: uiLabels.backToTop }),
    answer: { kind: 'scrolledUp' },
  },
];

/** The centre of a control, where the bench's finger lands. */
interface Aim {
  x: number;
  y: number;
}

/** The frame a control was first seen painted in, and its centre then. */
interface Seen extends Aim {
  at: number;
  /** The page's clock as the look ended. */
  now: number;
}

/** The page's binding that tells the bench each time the control it is about to press moves. */
const AIM_BINDING = 'coldPressAim';
/**
 * The page's binding that tells the bench whether a press landed on its control, as it lands:
 * the next step (typing, the next press) follows at once, as a visitor's would.
 */
const LANDED_BINDING = 'coldPressLanded';

/** The recorder's state, read once the trial is over (page clock, ms from navigation start). */
interface Recorded {
  firstPress?: number;
  press?: number;
  answer?: number;
  /** Presses that landed off the control they aimed at (it moved from under the finger). */
  missed?: number;
}

interface Recorder extends Recorded {
  seen(control: Element, timeoutMs: number): Promise<Seen | null>;
  arm(answer: Answer, timeoutMs: number): void;
  /** Settles once the armed press is answered, or its time is up. */
  answered?: Promise<void>;
}

/** Where the page keeps its recorder (installed before any page script, so always there). */
type WithRecorder = {
  coldPress?: Recorder;
  [AIM_BINDING]?: (x: number, y: number) => Promise<void>;
  [LANDED_BINDING]?: (landed: boolean) => Promise<void>;
};

/**
 * Runs in the page before its own scripts (so its capture listeners come before the boot
 * script's, which keeps early presses from everything else). Every time here is the page's own
 * clock: event `timeStamp`s and animation frames' timestamps, both from navigation start.
 */
function installRecorder() {
  /** Painted: a box, and neither it nor an ancestor hidden or fully transparent. */
  const painted = (element: Element) => {
    const box = element.getBoundingClientRect();
    const visible = element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    return box.width > 0 && box.height > 0 && visible;
  };
  const centre = (element: Element): Aim => {
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const centreInView = (element: Element) => {
    const { x, y } = centre(element);
    return x >= 0 && x <= innerWidth && y >= 0 && y <= innerHeight;
  };
  /** The timestamp of the first animation frame in which `holds()`, or null after the timeout. */
  const firstFrame = (holds: (time: number) => boolean, timeoutMs: number) =>
    new Promise<number | null>((resolve) => {
      const deadline = performance.now() + timeoutMs;
      const check = (time: number) => {
        if (holds(time)) resolve(time);
        else if (time > deadline) resolve(null);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  let armed = false;
  let pressScrollY = 0;
  const holds = (answer: Answer) => {
    switch (answer.kind) {
      case 'shown':
        return [...document.querySelectorAll(answer.selector)].some(
          (element) =>
            (answer.text === undefined || element.textContent?.includes(answer.text)) &&
            painted(element),
        );
      case 'value':
        return [...document.querySelectorAll('label')].some(({ control: field, textContent }) => {
          if (textContent?.trim() !== answer.label) return false;
          if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement))
            return false;
          return field.value === answer.value && painted(field);
        });
      case 'scrolledUp':
        return scrollY < pressScrollY;
    }
  };
  /** The control the visitor is about to press, until a press lands on it (one per look). */
  let aimedAt: { element: Element } | undefined;
  /**
   * Tells the bench, frame after frame, where the control is painted: fonts, styles and the app
   * arriving can move it after it was first seen. Sent as it happens, so the finger aims at the
   * last painted frame without asking a main thread that may be busy at the time of the press.
   */
  const follow = (aiming: { element: Element }, { x, y }: Aim) =>
    requestAnimationFrame(() => {
      if (aimedAt !== aiming) return;
      const now = centre(aiming.element);
      const moved = now.x !== x || now.y !== y;
      if (moved && centreInView(aiming.element))
        void (window as WithRecorder).coldPressAim?.(now.x, now.y);
      follow(aiming, moved ? now : { x, y });
    });
  const recorder: Recorder = {
    async seen(element, timeoutMs) {
      const aiming = { element };
      aimedAt = aiming;
      // The visitor scrolls a control below the fold into view first: instantly, like a flick.
      // Moved out of view before it was seen painted (styles arriving re-lay the page out), it
      // is scrolled to again, as a visitor would find it again.
      const firstPaintTime = () =>
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      /** The first of the frames since the look began that have all shown it painted in view. */
      let shownSince: number | undefined;
      const found = (time: number) => {
        // Nobody scrolls to or presses a blank page.
        const pageShown = firstPaintTime() !== undefined;
        if (pageShown && !centreInView(element))
          element.scrollIntoView({ block: 'center', behavior: 'instant' });
        const shows = centreInView(element) && painted(element);
        shownSince = shows ? (shownSince ?? time) : undefined;
        return pageShown && shows;
      };
      if ((await firstFrame(found, timeoutMs)) === null) return null;
      // The first paint is reported a few frames after it is on the screen: a control it showed
      // was seen then, not when the report came.
      const at = Math.max(firstPaintTime() ?? 0, shownSince ?? 0);
      const aim = centre(element);
      follow(aiming, aim);
      return { at, now: performance.now(), ...aim };
    },
    arm(answer, timeoutMs) {
      armed = true;
      // Frames before the press never count, even if the answer already holds in them.
      recorder.answered = firstFrame(
        () => recorder.press !== undefined && holds(answer),
        timeoutMs,
      ).then((at) => {
        // A frame's timestamp is its start: a frame begun just before the press can still
        // paint the answer. That is an answer in the press's own frame, 0 ms, not less.
        if (at !== null) recorder.answer = Math.max(at, recorder.press ?? at);
      });
    },
  };
  (window as WithRecorder).coldPress = recorder;
  for (const type of ['pointerdown', 'click', 'keydown']) {
    addEventListener(
      type,
      (event) => {
        recorder.firstPress ??= event.timeStamp;
        if (event.type === 'pointerdown' && aimedAt) {
          const { target } = event;
          const landed = target instanceof Node && aimedAt.element.contains(target);
          void (window as WithRecorder).coldPressLanded?.(landed);
          if (landed) aimedAt = undefined;
          else recorder.missed = (recorder.missed ?? 0) + 1;
        }
        // A gesture that missed its control (its pointerdown, then its click) presses nothing.
        if (aimedAt || !armed || recorder.press !== undefined) return;
        recorder.press = event.timeStamp;
        pressScrollY = scrollY;
      },
      { capture: true },
    );
  }
}

/**
 * The visitor on a page not yet loaded: each press waits for its control, and nothing else.
 * `pressMeasured` arms the recorder first and returns when the control was seen painted.
 */
async function visitorOn(
  page: Page,
): Promise<Visitor & { pressMeasured(control: ColdPress): Promise<number> }> {
  let aim: Aim = { x: 0, y: 0 };
  await page.exposeFunction(AIM_BINDING, (x: number, y: number) => {
    aim = { x, y };
  });
  let landed: ((landed: boolean) => void) | undefined;
  await page.exposeFunction(LANDED_BINDING, (hit: boolean) => landed?.(hit));
  /**
   * Presses the control once it is painted in view, and returns the frame it was first seen in.
   * The pause runs on the bench's clock, which keeps time with the page's: a finger does not
   * wait for a busy main thread, so neither does the press. A layout change not painted yet
   * (styles, fonts, every skipped section laid out at the first scroll) can still move the
   * control from under the finger: the visitor, who sees it move, finds it again and presses again.
   */
  const pressWhenSeen = async (target: Locator, armFor?: Answer) => {
    const control = await target.elementHandle();
    if (!control) throw new errors.TimeoutError('control gone');
    let firstSeen: number | undefined;
    for (let tries = 1; ; tries += 1) {
      // Armed in the same call as the look, so the look starts a round trip sooner.
      const seen = await control.evaluate(
        (element, [timeoutMs, answer]) => {
          const recorder = (window as WithRecorder).coldPress;
          if (answer) recorder?.arm(answer, timeoutMs);
          return recorder?.seen(element, timeoutMs);
        },
        [ANSWER_TIMEOUT_MS, tries === 1 ? armFor : undefined] as const,
      );
      if (!seen) throw new errors.TimeoutError(`not painted within ${ANSWER_TIMEOUT_MS} ms`);
      aim = seen;
      firstSeen ??= seen.at;
      // The pause counts from the frame the control was seen in, on the page's clock. Only the
      // answer's trip back from the page is not counted: a few ms, as it is sent as the look ends.
      await sleep(Math.max(0, PRESS_DELAY_MS - (seen.now - seen.at)));
      const hit = new Promise<boolean>((resolve) => (landed = resolve));
      await page.mouse.click(aim.x, aim.y);
      // A press that never reaches the page (it crashed, or a frame of another origin took it)
      // times out like a control never painted.
      const waiting = new AbortController();
      const outcome = await Promise.race([
        hit,
        sleep(ANSWER_TIMEOUT_MS, 'time up' as const, { signal: waiting.signal }),
      ]);
      waiting.abort();
      landed = undefined;
      if (outcome === 'time up') {
        throw new errors.TimeoutError(`press not seen within ${ANSWER_TIMEOUT_MS} ms`);
      }
      if (outcome) return firstSeen;
      if (tries === MAX_TRIES) throw new errors.TimeoutError(`missed ${tries} times`);
    }
  };
  return {
    page,
    async press(target) {
      await pressWhenSeen(target);
    },
    pressMeasured: ({ target, answer }) => pressWhenSeen(target(page), answer),
  };
}

/** What one cold trial measured (page clock); a missing `answer` is a press never answered. */
export interface PressTrial extends Recorded {
  /** When the measured control was seen painted, ready to press. */
  readonly painted?: number;
}

/** A fresh context (no cache, no service worker) on the throttled phone: one press, measured. */
async function pressOnce(browser: Browser, press: ColdPress, url: string): Promise<PressTrial> {
  const context = await browser.newContext({
    viewport: WALK_VIEWPORT,
    locale: 'pt-BR',
    permissions: ['clipboard-read', 'clipboard-write'],
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(ANSWER_TIMEOUT_MS);
  try {
    const page = await context.newPage();
    await page.addInitScript(installRecorder);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PRESS_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PRESS_CPU_SLOWDOWN });
    const visitor = await visitorOn(page);
    // From the first byte on: the visitor looks for the control while the page is still loading.
    await page.goto(url, { waitUntil: 'commit' });
    let painted: number | undefined;
    try {
      // The control is looked for as soon as the bench finds it in the page, painted or not: it
      // counts as seen at the first paint, or the first frame after that shows it, not once the
      // bench's own checks get through a busy main thread.
      await press.prepare?.(visitor);
      painted = await visitor.pressMeasured(press);
      await page.evaluate(() => (window as WithRecorder).coldPress?.answered);
    } catch (error) {
      // A step that never came is the visitor's experience (never answered), not a crash.
      if (!(error instanceof errors.TimeoutError)) throw error;
      console.error(`  ${press.name}: ${error.message.split('\n')[0]}`);
    }
    const recorded = await page.evaluate(() => {
      const recorder = (window as WithRecorder).coldPress;
      return {
        firstPress: recorder?.firstPress,
        press: recorder?.press,
        answer: recorder?.answer,
        missed: recorder?.missed,
      };
    });
    return { painted, ...recorded };
  } finally {
    await context.close();
  }
}

export interface PressResult extends PressSummary {
  readonly press: ColdPress;
}

/** Each control (all by default) pressed cold `runs` times; controls take turns, so a busy moment hits them alike. */
export async function measureColdPresses(
  urls: Record<ColdPress['page'], string>,
  runs: number,
  presses: readonly ColdPress[] = COLD_PRESSES,
): Promise<PressResult[]> {
  const browser = await chromium.launch({
    executablePath: BENCH_CHROMIUM.path,
    args: [...BENCH_CHROMIUM.args],
  });
  try {
    const trials = new Map<ColdPress, PressTrial[]>(presses.map((press) => [press, []]));
    for (let run = 1; run <= runs; run += 1) {
      for (const press of presses) {
        console.error(`Toque a frio ${run}/${runs}: ${press.name}`);
        trials.get(press)?.push(await pressOnce(browser, press, urls[press.page]));
      }
    }
    return presses.map((press) => ({ press, ...summarizePresses(trials.get(press) ?? []) }));
  } finally {
    await browser.close();
  }
}
