import type { Locator, Page } from '@playwright/test';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  SKIPPED_ATTRIBUTE,
  STAND_IN_ATTRIBUTE,
  STYLING_ATTRIBUTE,
} from '../../src/browser/page-contract';
import { menuLabels, toolEntries } from '../../src/content/menu';
import { portfolioSection, portfolioSites } from '../../src/content/portfolio';
import { services, servicesSection } from '../../src/content/services';
import { testimonialsSection, videoTestimonials } from '../../src/content/testimonials';
import { whatsappLinkCreator } from '../../src/content/whatsapp-link-creator';
import {
  expect,
  first,
  gotoReady,
  holdRequests,
  holdTheApp,
  holdTheIslands,
  ISLANDS_MODULE,
  hydrated,
  pageLive,
  test,
} from './fixtures';

/**
 * The first seconds of a visit: what the page does before what answers it is live, and that a
 * content page never loads the tools' app. Files are held back, as on a slow link.
 */

const site = first(portfolioSites);
const video = first(videoTestimonials);

const standIns = (page: Page) => page.locator(`dialog[${STAND_IN_ATTRIBUTE}]`);

test('the landing page runs without the app: the first viewport is whole, the islands answer', async ({
  page,
}) => {
  const app = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });

  await test.step('the first viewport is painted whole; only blocks below the fold wait to fade in', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await pageLive(page);
    const blocks = await page.locator('[data-reveal]').evaluateAll((elements) =>
      elements.map((element) => ({
        top: element.getBoundingClientRect().top,
        pending: element.getAttribute('data-reveal') === 'pending',
        opacity: getComputedStyle(element).opacity,
      })),
    );
    const fold = page.viewportSize()?.height ?? 0;
    for (const block of blocks) {
      if (block.top < fold) expect(block).toMatchObject({ pending: false, opacity: '1' });
      else expect(block.pending).toBe(true);
    }
  });

  await test.step('the menu: open, Ferramentas, a section, Escape', async () => {
    const opener = page.getByRole('button', { name: menuLabels.open });
    await opener.click();
    const menu = page.getByRole('dialog', { name: menuLabels.title });
    await expect(menu).toBeVisible();
    const tools = menu.getByRole('button', { name: menuLabels.tools });
    await tools.click();
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: first(toolEntries).label })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await menu.getByRole('link', { name: 'Contato' }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('#contact')).toBeInViewport();
  });

  await test.step("a card row's arrow moves its row", async () => {
    const row = page.getByRole('region', { name: testimonialsSection.videosRow.region });
    await row.scrollIntoViewIfNeeded();
    await row.getByRole('button', { name: testimonialsSection.videosRow.next }).click();
    await expect
      .poll(() => row.locator('ul').evaluate((list) => list.scrollLeft))
      .toBeGreaterThan(0);
  });

  // Everything above, and the app never even asked for.
  expect(app.requested()).toBe(false);
});

/**
 * From now on, counts the frames in which no dialog shows: neither the stand-in nor a real
 * dialog's content (painted, not fully transparent). Each frame is read as its animation-frame
 * callbacks run: the stand-in gives way to the real dialog within one task, so a frame that
 * sees neither shows neither. `bareFrames` stops the count and reads it.
 */
const countBareFrames = (page: Page) =>
  page.evaluate((standIn) => {
    const shows = () =>
      [...document.querySelectorAll('dialog[open]')].some((dialog) => {
        const face = dialog.hasAttribute(standIn) ? dialog : dialog.firstElementChild;
        return face?.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ?? false;
      });
    const counted = { bare: 0, counting: true };
    (window as typeof window & { dialogFrames?: typeof counted }).dialogFrames = counted;
    const frame = () => {
      if (!counted.counting) return;
      if (!shows()) counted.bare += 1;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, STAND_IN_ATTRIBUTE);
const bareFrames = (page: Page) =>
  page.evaluate(() => {
    const counted = (
      window as typeof window & { dialogFrames?: { bare: number; counting: boolean } }
    ).dialogFrames;
    if (counted) counted.counting = false;
    return counted?.bare;
  });

const DIALOG_BUTTONS: Array<{
  name: string;
  label: string;
  dialog: (page: Page) => Locator;
  screenshot?: string;
}> = [
  {
    name: 'the menu',
    label: menuLabels.open,
    dialog: (page: Page) => page.getByRole('dialog', { name: menuLabels.title }),
  },
  {
    name: 'a portfolio project',
    label: portfolioSection.openSiteLabel(site.title),
    dialog: (page: Page) => page.getByRole('dialog', { name: site.title }),
    /** The stand-in's picture, taken on this press at both sizes. */
    screenshot: 'stand-in.png',
  },
  {
    name: 'a video testimonial',
    label: testimonialsSection.playLabel(video.name),
    dialog: (page: Page) => page.getByRole('dialog', { name: new RegExp(`^${video.name}`) }),
  },
];

for (const control of DIALOG_BUTTONS) {
  test.describe(`${control.name}, pressed before its island is live`, () => {
    test(`opens a stand-in at once, then the real dialog in its place${control.screenshot ? ' @visual' : ''}`, async ({
      page,
    }) => {
      const islands = await holdTheIslands(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      // Hidden from assistive technology once its dialog covers the page: found all the same.
      const button = page
        .getByRole('button', { name: control.label, exact: true, includeHidden: true })
        .first();
      await button.click();
      await expect(button).toHaveAttribute('data-press-kept', '');
      const standIn = page.getByRole('dialog', { name: control.label });
      await expect(standIn).toBeVisible();
      await expect(standIn).toHaveAttribute('aria-busy', 'true');
      if (control.screenshot) await expect(page).toHaveScreenshot(control.screenshot);
      await expect.poll(islands.requested).toBe(true);
      await countBareFrames(page);
      await islands.release();
      await expect(control.dialog(page)).toBeVisible();
      await expect(standIns(page)).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(button).not.toHaveAttribute('data-press-kept');
      // The real dialog takes the stand-in's place with no frame showing the page between them.
      await expect
        .poll(() =>
          control
            .dialog(page)
            .evaluate((dialog) =>
              dialog.getAnimations({ subtree: true }).every((a) => a.playState === 'finished'),
            ),
        )
        .toBe(true);
      expect(await bareFrames(page)).toBe(0);
      await expect(control.dialog(page).locator(':focus')).toHaveCount(1);
    });

    test('Escape closes the stand-in, and the press goes with it', async ({ page }) => {
      const islands = await holdTheIslands(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      // Hidden from assistive technology once its dialog covers the page: found all the same.
      const button = page
        .getByRole('button', { name: control.label, exact: true, includeHidden: true })
        .first();
      await button.click();
      await expect(page.getByRole('dialog', { name: control.label })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(standIns(page)).toHaveCount(0);
      await expect(button).toBeFocused();
      await expect.poll(islands.requested).toBe(true);
      await islands.release();
      // The island is live once it marks its buttons; the press it never got opens nothing.
      await expect(button).toHaveAttribute('data-island-live', '');
      await expect(control.dialog(page)).toBeHidden();
    });
  });
}

test("a page without the landing page's islands loads none of them, nor what they show", async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text());
  });
  await gotoReady(page, '/privacidade');
  // Its own island is live: the back-to-top button.
  await expect(page.locator(`[${ISLAND_ATTRIBUTE}="back-to-top"]`)).toHaveAttribute(
    ISLAND_LIVE_ATTRIBUTE,
    '',
  );
  const sources = await Promise.all(scripts);
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) {
    expect(source).not.toContain(site.title);
    expect(source).not.toContain(video.name);
  }
});

test('a far block skips its rendering until the islands lay it out', async ({ page }) => {
  const islands = await holdTheIslands(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const far = page.locator('#contact [data-reveal]').first();
  // Whether its contents are rendered: false while it skips them (`content-visibility: auto`).
  const rendered = () =>
    far.evaluate(
      (block) => block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
    );
  await expect(page.locator('html')).not.toHaveAttribute(STYLING_ATTRIBUTE);
  await expect(far).toHaveAttribute(SKIPPED_ATTRIBUTE, '');
  expect(await rendered()).toBe(false);
  await expect.poll(islands.requested).toBe(true);
  await islands.release();
  await pageLive(page);
  expect(await rendered()).toBe(true);
});

test('a press on the stand-in closes it, as offline there is nothing to wait for', async ({
  page,
  problems,
}) => {
  problems.allow(/ERR_INTERNET_DISCONNECTED/);
  await page.route(ISLANDS_MODULE, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await page
    .getByRole('button', { name: portfolioSection.openSiteLabel(site.title), exact: true })
    .first()
    .click();
  await expect(standIns(page)).toBeVisible();
  await standIns(page).click();
  await expect(standIns(page)).toHaveCount(0);
});

test('LIMPAR clears what was typed without the app, and the app starts from the cleared form', async ({
  page,
}) => {
  const app = await holdTheApp(page);
  await page.goto('/ferramentas/whatsapp-link-creator', { waitUntil: 'domcontentloaded' });
  const phone = page.getByLabel(whatsappLinkCreator.phoneLabel);
  await phone.fill('11987654321');
  await page.getByLabel(whatsappLinkCreator.messageLabel).fill('Oi');
  await page.getByRole('button', { name: whatsappLinkCreator.clearLabel }).click();
  await expect(phone).toHaveValue('');
  await expect(page.getByLabel(whatsappLinkCreator.messageLabel)).toHaveValue('');
  await app.release();
  await hydrated(page);
  await expect(phone).toHaveValue('');
});

test('a tool page the visitor scrolled before the app is live stays where they are as it goes live', async ({
  page,
}) => {
  const app = await holdTheApp(page);
  await page.goto('/ferramentas/botao-whatsapp-para-site', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
  const reached = await page.evaluate(() => window.scrollY);
  expect(reached).toBeGreaterThan(0);
  await app.release();
  await hydrated(page);
  // The router renders the page as it hydrates: two frames after the page is live, a scroll it
  // made would show.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(reached);
});

test('what the visitor scrolls to before its styles are in stays hidden, never unstyled', async ({
  page,
}) => {
  const styles = await holdRequests(page, /\/assets\/page-[\w-]+\.css$/);
  // A stylesheet on its way holds the load event back: the page is not waited for.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(styles.requested).toBe(true);
  // Hidden, it is out of the accessibility tree too, for those few hundred milliseconds.
  const heading = page.getByRole('heading', {
    name: portfolioSection.heading,
    includeHidden: true,
  });
  await heading.scrollIntoViewIfNeeded();
  await expect(heading).toBeHidden();
  await styles.release();
  await expect(heading).toBeVisible();
});

test('a phone visitor in a section before its styles are in stays there meanwhile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const styles = await holdRequests(page, /\/assets\/page-[\w-]+\.css$/);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(styles.requested).toBe(true);
  // Scrolled to a project, as to press it: the portfolio fills the screen. The sections above
  // it change height meanwhile (their contents, hidden, are laid out unstyled): the page must
  // scroll with them, or the project leaves the screen as the finger comes down.
  const project = page.getByRole('button', {
    name: portfolioSection.openSiteLabel(first(portfolioSites).title),
    includeHidden: true,
  });
  const moved = await project.evaluate(async (button) => {
    button.scrollIntoView({ block: 'center', behavior: 'instant' });
    const section = button.closest('section');
    const top = () => section?.getBoundingClientRect().top ?? Number.NaN;
    const before = top();
    // Until the page's height has held for ten frames: the blocks above have taken their sizes.
    const frame = () => new Promise(requestAnimationFrame);
    for (let still = 0, height = -1; still < 10;) {
      await frame();
      const now = document.documentElement.scrollHeight;
      still = now === height ? still + 1 : 0;
      height = now;
    }
    return Math.abs(top() - before);
  });
  expect(moved).toBeLessThanOrEqual(2);
  await styles.release();
  await expect(project).toBeVisible();
});

test('a phone visitor scrolled ahead of the styles sees nothing move as they come in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Every layout shift the page reports, from its first layout on.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as { value?: number }).value ?? 0);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const styles = await holdRequests(page, /\/assets\/page-[\w-]+\.css$/);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(styles.requested).toBe(true);
  // Among the services' cards: laid out unstyled (hidden) they are less than half their height.
  const card = page
    .getByRole('region', { name: servicesSection.heading, includeHidden: true })
    .getByRole('heading', { name: first(services).title, includeHidden: true });
  await card.scrollIntoViewIfNeeded();
  await styles.release();
  await pageLive(page);
  await expect(card).toBeVisible();
  // Laid out styled while still hidden, then shown: what the visitor sees never moved.
  const shifted = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shifted).toBeLessThanOrEqual(0.01);
});

test('a page whose styles fail shows what waited for them, as it is', async ({
  page,
  problems,
}) => {
  problems.allow(/Failed to load resource/);
  await page.route(/\/assets\/page-[\w-]+\.css$/, (route) => route.abort());
  await page.goto('/');
  const heading = page.getByRole('heading', { name: portfolioSection.heading });
  await heading.scrollIntoViewIfNeeded();
  await expect(heading).toBeVisible();
});

test("the tools' app inserts no global sheet: the page's own stylesheet names each token in full", async ({
  page,
}) => {
  await page.goto('/ferramentas/whatsapp-link-creator');
  await hydrated(page);
  const inserted = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css-global"]')]
      .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
      .some((rule) => rule.cssText.includes('--chakra-')),
  );
  expect(inserted).toBe(false);
  // What the app renders later (a toast, the other tool) names tokens in full, as Chakra does.
  await expect
    .poll(() =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-fg').trim(),
      ),
    )
    .not.toBe('');
});

test("the tools' app appends the styles a press needs as elements: none goes in through the CSSOM", async ({
  page,
}) => {
  await page.goto('/ferramentas/whatsapp-link-creator');
  await hydrated(page);
  await page.getByLabel(whatsappLinkCreator.phoneLabel, { exact: true }).fill('11987654321');
  await page.getByRole('button', { name: whatsappLinkCreator.generateLabel }).click();
  await expect(page.getByLabel(whatsappLinkCreator.resultLinkLabel, { exact: true })).toBeVisible();
  // Inserted with `insertRule`, a layered rule lays all text out again (decision 056): each of
  // the app's style elements holds its rules as text.
  const styles = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].map((style) => ({
      rules: style.sheet?.cssRules.length ?? 0,
      asText: style.textContent?.trim() !== '',
    })),
  );
  expect(styles.filter((style) => style.rules > 0).length).toBeGreaterThan(0);
  expect(styles.filter((style) => style.rules > 0 && !style.asText)).toEqual([]);
});

/** Whether any of the page's stylesheets still declares a font face. */
const declaresFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some((rule) => rule instanceof CSSFontFaceRule),
    ),
  );

test('a tool page holds its web fonts by script until the app is live: then they load, and a layered style remakes none', async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  const app = await holdTheApp(page);
  await page.goto('/ferramentas/whatsapp-link-creator', { waitUntil: 'domcontentloaded' });
  // The boot holds the faces as the stylesheet comes in, before it takes the styling mark off.
  await expect(page.locator('html')).not.toHaveAttribute(STYLING_ATTRIBUTE);
  expect(await declaresFaces(page)).toBe(false);
  await expect.poll(app.requested).toBe(true);
  // On a phone's slow link the fonts would take the app's place: none is asked for before it.
  expect(fontRequests).toEqual([]);
  await app.release();
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const remade = await page.evaluate(() => {
    const before = new Set(document.fonts);
    // As Chakra's runtime styles are: in a cascade layer.
    const sheet = document.head.appendChild(document.createElement('style')).sheet;
    sheet?.insertRule('@layer recipes{.held-fonts-probe{color:red}}');
    document.body.getBoundingClientRect();
    return [...document.fonts].filter((face) => !before.has(face) || face.status !== 'loaded')
      .length;
  });
  expect(remade).toBe(0);
  // Every face the rules named is there, loaded.
  const families = await page.evaluate(() =>
    [...document.fonts].map((face) => face.family.replaceAll('"', '')),
  );
  expect(families).toEqual(
    expect.arrayContaining(['Inter Variable', 'Sora Variable', 'Inter Fallback']),
  );
});

test('a tool page whose app cannot come still gets its web fonts', async ({ page, problems }) => {
  problems.allow(/Failed to load resource: net::ERR_FAILED/);
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/ferramentas/whatsapp-link-creator');
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) =>
            face.family.replaceAll('"', '') === 'Inter Variable' && face.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
});

test('a content page keeps its font faces as rules: it inserts no styles at run time', async ({
  page,
}) => {
  await gotoReady(page, '/privacidade');
  await expect(page.locator('html')).not.toHaveAttribute(STYLING_ATTRIBUTE);
  expect(await declaresFaces(page)).toBe(true);
});
