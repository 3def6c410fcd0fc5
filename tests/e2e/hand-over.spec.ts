import type { Locator, Page } from '@playwright/test';
import { menuLabels } from '../../src/content/menu';
import { portfolioSection, portfolioSites } from '../../src/content/portfolio';
import { testimonialsSection, videoTestimonials } from '../../src/content/testimonials';
import { whatsappTool } from '../../src/content/whatsapp-tool';
import {
  MEASURE_ATTRIBUTE,
  MEASURED_BLOCKS,
  MEASURED_PARTS,
  MEASURING_ATTRIBUTE,
} from '../../src/boot/contract';
import { mulberry32 } from '../../src/domain/random';
import {
  expect,
  first,
  fontsAndStylesInAndMeasured,
  holdRequests,
  holdTheApp,
  hydrated,
  noteDeferredStylesLoad,
  test,
} from './fixtures';

/**
 * The hand-over from the prerendered page to the app, as a visitor on a slow phone lives it: the
 * CPU slowed 4×, the app's module held back, and presses, scrolls and keys at moments drawn at
 * random between the first paint and the end of hydration. `HANDOVER_TRIALS=100` runs 100 trials
 * per control instead of the default few.
 */

const TOOL = '/ferramentas/whatsapp-link-creator';
const TRIALS = Number(process.env.HANDOVER_TRIALS ?? 2);
/** The latest a press may come after the app is let through, in ms: past the end of hydration. */
const LATEST_PRESS = 1_500;
const NUMBER = '11987654321';

// A page loaded and hydrated on a CPU slowed 4× takes seconds more than the default allows.
test.describe.configure({ timeout: 90_000 });

const site = first(portfolioSites);
const video = first(videoTestimonials);

const phone = (page: Page) => page.getByLabel(whatsappTool.phoneLabel);
const projectCard = (page: Page) =>
  page.getByRole('button', { name: portfolioSection.openSiteLabel(site.title) });
/** Where a control is on the screen, from its top edge. */
const topOnScreen = (control: Locator) =>
  control.evaluate((element) => element.getBoundingClientRect().top);
const generatedLink = (page: Page) => page.getByLabel('Link gerado', { exact: true });

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Waits `ms` of the page's time: the moment of a visitor's input, drawn at random, not a result. */
const visitorPause = (page: Page, ms: number) =>
  page.evaluate((delay) => new Promise((resolve) => setTimeout(resolve, delay)), ms);

interface Control {
  name: string;
  path: string;
  /** What the visitor did before the press, e.g. type a number. */
  before?: (page: Page) => Promise<void>;
  button: (page: Page) => Locator;
  /** The press's answer, once the page is live; it must hold exactly as for one press. */
  answered: (page: Page) => Promise<void>;
}

const CONTROLS: Control[] = [
  {
    name: 'the menu button',
    path: '/',
    button: (page) => page.getByRole('button', { name: menuLabels.open }),
    answered: (page) => expect(page.getByRole('dialog', { name: menuLabels.title })).toBeVisible(),
  },
  {
    name: 'a portfolio project',
    path: '/',
    button: (page) =>
      page.getByRole('button', { name: portfolioSection.openSiteLabel(site.title) }),
    answered: (page) => expect(page.getByRole('dialog', { name: site.title })).toBeVisible(),
  },
  {
    name: 'a video testimonial',
    path: '/',
    button: (page) => page.getByRole('button', { name: testimonialsSection.playLabel(video.name) }),
    answered: (page) =>
      expect(page.getByRole('dialog', { name: new RegExp(`^${video.name}`) })).toBeVisible(),
  },
  {
    name: 'GERAR LINK, with a number typed',
    path: TOOL,
    before: (page) => phone(page).fill(NUMBER),
    button: (page) => page.getByRole('button', { name: whatsappTool.generateLabel }),
    answered: async (page) => {
      await expect(generatedLink(page)).toHaveValue(`https://wa.me/55${NUMBER}`);
      // Generated once: one link kept on the device (its toast may be gone by now).
      await expect(
        page.getByRole('region', { name: whatsappTool.recentHeading }).getByRole('listitem'),
      ).toHaveCount(1);
    },
  },
  {
    name: 'Copiar, with a link generated',
    path: TOOL,
    before: async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await phone(page).fill(NUMBER);
      await page.getByRole('button', { name: whatsappTool.generateLabel }).click();
      await expect(generatedLink(page)).toHaveValue(`https://wa.me/55${NUMBER}`);
    },
    button: (page) => page.getByRole('button', { name: whatsappTool.copyLabel, exact: true }),
    answered: async (page) => {
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe(`https://wa.me/55${NUMBER}`);
    },
  },
  {
    name: 'Direto no WhatsApp Web, with a link generated',
    path: TOOL,
    before: async (page) => {
      await phone(page).fill(NUMBER);
      await page.getByRole('button', { name: whatsappTool.generateLabel }).click();
      await expect(generatedLink(page)).toHaveValue(`https://wa.me/55${NUMBER}`);
    },
    button: (page) => page.getByRole('radio', { name: whatsappTool.opensInOptions.web }),
    answered: async (page) => {
      const web = `https://web.whatsapp.com/send?phone=55${NUMBER}`;
      await expect(generatedLink(page)).toHaveValue(web);
      await expect(page.getByRole('link', { name: whatsappTool.testLabel })).toHaveAttribute(
        'href',
        web,
      );
      // One choice on the page, the app's, holding what the visitor chose.
      await expect(
        page.getByRole('radio', { name: whatsappTool.opensInOptions.web }),
      ).toBeChecked();
    },
  },
  {
    name: 'LIMPAR, with a number typed',
    path: TOOL,
    before: (page) => phone(page).fill(NUMBER),
    button: (page) => page.getByRole('button', { name: whatsappTool.clearLabel }),
    answered: (page) => expect(phone(page)).toHaveValue(''),
  },
];

test.describe('a press between the first paint and the end of hydration is never lost', () => {
  for (const control of CONTROLS) {
    for (let trial = 1; trial <= TRIALS; trial += 1) {
      // Odd trials press while the app is still on its way, even ones while it hydrates.
      const whileHydrating = trial % 2 === 0;
      const moment = Math.round(mulberry32(trial * 7919)() * LATEST_PRESS);
      test(`${control.name}: trial ${trial}, ${whileHydrating ? 'hydrating' : 'app on its way'}, ${moment} ms`, async ({
        page,
      }) => {
        await slowPhone(page);
        const app = await holdTheApp(page);
        await page.goto(control.path);
        await control.before?.(page);
        if (whileHydrating) {
          // The visitor's first sign of intent requests the app; it arrives and starts at once.
          await page.mouse.move(5, 5);
          await expect.poll(app.requested).toBe(true);
          await app.release();
          await visitorPause(page, moment);
          await control.button(page).click();
        } else {
          await control.button(page).click();
          await visitorPause(page, moment);
          await app.release();
        }
        await hydrated(page);
        await control.answered(page);
      });
    }
  }
});

test.describe('hydration moves nothing the visitor reached', () => {
  for (const path of ['/', '/#contact']) {
    test(`the scroll position stays where the visitor left it (${path})`, async ({ page }) => {
      await slowPhone(page);
      await noteDeferredStylesLoad(page);
      const app = await holdTheApp(page);
      await page.goto(path);
      await page.mouse.move(5, 5);
      // Until the page has its fonts and styles and has measured itself, the browser keeps what
      // is in view in place as boxes take their real heights (scroll anchoring): here only
      // hydration could move the page.
      await fontsAndStylesInAndMeasured(page);
      await page.evaluate(() => window.scrollTo({ top: 2_000, behavior: 'instant' }));
      await expect.poll(app.requested).toBe(true);
      await app.release();
      await hydrated(page);
      // Two frames after the page went live: any scroll the app made is done by then.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await page.evaluate(() => scrollY)).toBe(2_000);
    });
  }

  test('opened at #portfolio, a visitor who scrolled on before the page measured itself stays there', async ({
    page,
  }) => {
    await noteDeferredStylesLoad(page);
    // The browser lands on the section with a smooth scroll (the page's CSS): the visitor, who
    // scrolls on from the section, waits for it to end.
    await page.addInitScript(() =>
      addEventListener('scrollend', () => (document.documentElement.dataset.testLanded = ''), {
        once: true,
      }),
    );
    const afterPaint = await holdRequests(page, /\/assets\/after-paint-[\w-]+\.js$/);
    // A script on its way holds the load event back: the page is not waited for.
    await page.goto('/#portfolio', { waitUntil: 'domcontentloaded' });
    await expect.poll(afterPaint.requested).toBe(true);
    await page.waitForFunction(() => document.documentElement.dataset.testLanded !== undefined);
    const sectionTop = () =>
      page.locator('#portfolio').evaluate((section) => section.getBoundingClientRect().top);
    const landed = await sectionTop();
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, 600);
    await expect.poll(sectionTop).toBeLessThan(landed - 300);
    const reached = await sectionTop();
    await afterPaint.release();
    await fontsAndStylesInAndMeasured(page);
    // Landed on again, the section would be back at the top of the viewport; held in place, it
    // is where the visitor's wheel left it.
    expect(Math.abs((await sectionTop()) - reached)).toBeLessThan(2);
  });

  test('on a phone, a card the visitor jumped to stays under their finger while the page measures itself', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await noteDeferredStylesLoad(page);
    // The measuring pass comes with the after-paint module: held, the jump comes first, over
    // sections never laid out, as a visitor's flick does on a slow phone.
    const afterPaint = await holdRequests(page, /\/assets\/after-paint-[\w-]+\.js$/);
    // A script on its way holds the load event back: the page is not waited for.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(
      () => document.documentElement.dataset.testStylesLoaded !== undefined,
    );
    await projectCard(page).evaluate((button) =>
      button.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    const seen = await topOnScreen(projectCard(page));
    await afterPaint.release();
    await fontsAndStylesInAndMeasured(page);
    // The web fonts swap in over metric-matched fallbacks: a few pixels at most.
    expect(Math.abs((await topOnScreen(projectCard(page))) - seen)).toBeLessThan(8);
  });

  test('on a phone, a card the visitor jumps to as the page starts measuring itself stays under their finger', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Without the blocks' entrance, which slides the card up on purpose.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await noteDeferredStylesLoad(page);
    // The jump lands as the pass starts, among boxes the browser has not laid out yet: above the
    // card, they are still at their estimated heights when the pass begins.
    await page.addInitScript(
      ([label, measuring]) => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement.hasAttribute(measuring)) return;
          observer.disconnect();
          const card = document.querySelector(`button[aria-label="${label}"]`);
          card?.scrollIntoView({ block: 'center', behavior: 'instant' });
          document.documentElement.dataset.testJumpedTo = String(card?.getBoundingClientRect().top);
        }).observe(document, { subtree: true, attributeFilter: [measuring] });
      },
      [portfolioSection.openSiteLabel(site.title), MEASURING_ATTRIBUTE] as const,
    );
    await page.goto('/');
    await page.mouse.move(200, 300);
    const jumpedTo = await page.waitForFunction(
      () => document.documentElement.dataset.testJumpedTo,
    );
    const seen = Number(await jumpedTo.jsonValue());
    await fontsAndStylesInAndMeasured(page);
    expect(Math.abs((await topOnScreen(projectCard(page))) - seen)).toBeLessThan(8);
  });

  test('a press while the page measures itself is answered in a frame that lays no part out', async ({
    page,
  }) => {
    await noteDeferredStylesLoad(page);
    // The press comes as the pass lays its first part out; the frame after it paints the answer.
    await page.addInitScript(
      ([measure]) => {
        let answerFrame: 'coming' | 'painted' | undefined;
        let laidOutInIt = 0;
        new MutationObserver((records) => {
          const laidOut = records.filter(
            ({ target }) => target instanceof Element && target.hasAttribute(measure),
          );
          if (laidOut.length === 0) return;
          if (answerFrame === 'coming') laidOutInIt += laidOut.length;
          if (answerFrame !== undefined) return;
          answerFrame = 'coming';
          document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
          // Runs in the next frame after every callback the pass asked for by then.
          requestAnimationFrame(() => {
            answerFrame = 'painted';
            document.documentElement.dataset.testLaidOutInAnswerFrame = String(laidOutInIt);
          });
        }).observe(document, { subtree: true, attributeFilter: [measure] });
      },
      [MEASURE_ATTRIBUTE] as const,
    );
    await page.goto('/');
    await page.mouse.move(200, 300);
    const laidOut = await page.waitForFunction(
      () => document.documentElement.dataset.testLaidOutInAnswerFrame,
    );
    expect(await laidOut.jsonValue()).toBe('0');
    // The pass goes on in the frames after.
    await fontsAndStylesInAndMeasured(page);
  });

  test('the pass lays the blocks of a part off the screen out one at a time', async ({ page }) => {
    await noteDeferredStylesLoad(page);
    // Whenever the pass marks or unmarks a box: how many of the blocks that were off the screen
    // and skipping their contents as it began are laid out now (a section of cards laid out at
    // once took a frame of over 100 ms at 4× CPU).
    await page.addInitScript(
      ([measure, parts, blocks]) => {
        /** A block that skips its contents itself, not only as part of a part that does. */
        const skipping = (block: Element) =>
          getComputedStyle(block).contentVisibility === 'auto' &&
          block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) === false;
        const offScreen = (part: Element) => {
          const { top, bottom } = part.getBoundingClientRect();
          return bottom <= 0 || top >= innerHeight;
        };
        let skipped: Element[] | undefined;
        let most = 0;
        new MutationObserver(() => {
          skipped ??= [...document.querySelectorAll(parts)]
            .filter(offScreen)
            .flatMap((part) => [...part.querySelectorAll(blocks)])
            .filter(skipping);
          most = Math.max(most, skipped.filter((block) => !skipping(block)).length);
          document.documentElement.dataset.testMostBlocksLaidOut = String(most);
        }).observe(document, { subtree: true, attributeFilter: [measure] });
      },
      [MEASURE_ATTRIBUTE, MEASURED_PARTS, MEASURED_BLOCKS] as const,
    );
    await page.goto('/');
    await page.mouse.move(200, 300);
    await fontsAndStylesInAndMeasured(page);
    const most = await page.evaluate(() => document.documentElement.dataset.testMostBlocksLaidOut);
    expect(most).toBe('1');
  });

  test('the frame that shows an island just started lays no part out', async ({ page }) => {
    // Slowed, the pass lasts long enough for an island let through once it has begun to start
    // within it.
    await slowPhone(page);
    await noteDeferredStylesLoad(page);
    const lightbox = await holdRequests(page, /\/assets\/lightbox-/);
    // An island starts by adding its markup to the page's body; the frame after it shows it.
    await page.addInitScript(
      ([measure, measuring]) => {
        let islandFrame: 'coming' | 'shown' | undefined;
        let laidOutInIt = 0;
        new MutationObserver((records) => {
          const root = document.documentElement;
          for (const { type, target, addedNodes } of records) {
            if (type === 'attributes' && (target as Element).hasAttribute(measure)) {
              root.dataset.testMeasuring = '';
              if (islandFrame === 'coming') laidOutInIt += 1;
            }
            const started = type === 'childList' && target === document.body && addedNodes.length;
            if (!started || islandFrame !== undefined || !root.hasAttribute(measuring)) continue;
            islandFrame = 'coming';
            // Runs in the next frame after every callback the pass asked for by then.
            requestAnimationFrame(() => {
              islandFrame = 'shown';
              root.dataset.testLaidOutInIslandFrame = String(laidOutInIt);
            });
          }
        }).observe(document, {
          subtree: true,
          attributeFilter: [measure],
          childList: true,
        });
      },
      [MEASURE_ATTRIBUTE, MEASURING_ATTRIBUTE] as const,
    );
    await page.goto('/');
    await page.mouse.move(200, 300);
    await page.waitForFunction(() => document.documentElement.dataset.testMeasuring !== undefined);
    await lightbox.release();
    const laidOut = await page.waitForFunction(
      () => document.documentElement.dataset.testLaidOutInIslandFrame,
    );
    expect(await laidOut.jsonValue()).toBe('0');
    await fontsAndStylesInAndMeasured(page);
  });

  test('text typed while the app arrives and hydrates is all kept, in order', async ({ page }) => {
    await slowPhone(page);
    const app = await holdTheApp(page);
    await page.goto(TOOL);
    await phone(page).click();
    await page.keyboard.type(NUMBER.slice(0, 2));
    await expect.poll(app.requested).toBe(true);
    await app.release();
    // One key every 60 ms, a fast thumb: the rest of the number lands during hydration.
    await phone(page).pressSequentially(NUMBER.slice(2), { delay: 60 });
    await hydrated(page);
    await expect(phone(page)).toHaveValue(NUMBER);
    await page.getByRole('button', { name: whatsappTool.generateLabel }).click();
    await expect(generatedLink(page)).toHaveValue(`https://wa.me/55${NUMBER}`);
  });
});

test.describe('hydration shifts no layout', () => {
  type Shift = PerformanceEntry & { value: number };
  type Noted = { testShifts?: { seen: PerformanceEntry[]; observer: PerformanceObserver } };
  /** Notes every layout shift from now on. */
  const noteShifts = (page: Page) =>
    page.evaluate(() => {
      const seen: PerformanceEntry[] = [];
      const observer = new PerformanceObserver((list) => seen.push(...list.getEntries()));
      observer.observe({ type: 'layout-shift' });
      (window as Noted).testShifts = { seen, observer };
    });
  /**
   * The layout shifts noted, summed. All of them: the visitor's input all came before the noting
   * began, though CLS would still let one within 500 ms of it pass.
   */
  const shifted = (page: Page) =>
    page.evaluate(() => {
      const { seen = [], observer } = (window as Noted).testShifts ?? {};
      return [...seen, ...(observer?.takeRecords() ?? [])]
        .map((entry) => (entry as Shift).value)
        .reduce((sum, value) => sum + value, 0);
    });
  const twoFrames = (page: Page) =>
    page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );

  test('the landing page, once its fonts and styles are in', async ({ page }) => {
    await noteDeferredStylesLoad(page);
    const app = await holdTheApp(page);
    await page.goto('/');
    await page.mouse.move(5, 5);
    await fontsAndStylesInAndMeasured(page);
    await expect.poll(app.requested).toBe(true);
    await noteShifts(page);
    await app.release();
    await hydrated(page);
    await twoFrames(page);
    expect(await shifted(page)).toBe(0);
  });

  test('the tool, with a number typed and its link made before the app', async ({ page }) => {
    await noteDeferredStylesLoad(page);
    const app = await holdTheApp(page);
    await page.goto(TOOL);
    await phone(page).fill(NUMBER);
    await page.getByRole('button', { name: whatsappTool.generateLabel }).click();
    await expect(generatedLink(page)).toHaveValue(`https://wa.me/55${NUMBER}`);
    await fontsAndStylesInAndMeasured(page);
    // Back at the field (the link brought its panel into view): what hydration could move is in view.
    await phone(page).evaluate((field) =>
      field.scrollIntoView({ block: 'start', behavior: 'instant' }),
    );
    await noteShifts(page);
    await app.release();
    await hydrated(page);
    // The app's result panel (its code comes after hydration) is the one on show.
    await expect(page.getByTestId('result-number')).toHaveText('+55 11 98765-4321');
    await twoFrames(page);
    expect(await shifted(page)).toBe(0);
  });
});
