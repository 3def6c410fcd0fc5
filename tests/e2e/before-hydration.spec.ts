import { menuLabels, toolEntries } from '../../src/content/menu';
import { portfolioSection } from '../../src/content/portfolio';
import { testimonialsSection, videoTestimonials } from '../../src/content/testimonials';
import { whatsappTool } from '../../src/content/whatsapp-tool';
import { MEASURING_ATTRIBUTE } from '../../src/boot/contract';
import {
  afterPaintStarted,
  expect,
  holdRequests,
  holdTheApp,
  hydrated,
  noteDeferredStylesLoad,
  test,
} from './fixtures';

test.describe('before the app has loaded', () => {
  // One load with the app held: the page untouched first, then the intent, then the menu.
  test('the first viewport is painted whole; the app loads only on intent; the menu answers without it', async ({
    page,
  }) => {
    const app = await holdTheApp(page);
    await page.goto('/');

    await test.step('the first viewport is painted whole; only blocks below the fold wait to fade in', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The first paint shows every block; the after-paint module then holds those below the fold.
      await afterPaintStarted(page);
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

    await test.step('the app loads only once the visitor shows intent', async () => {
      await expect(page.locator('[data-meteors]')).toBeAttached();
      expect(app.requested()).toBe(false);
      await page.keyboard.press('Shift');
      await expect.poll(app.requested).toBe(true);
    });

    await test.step('the menu answers without the app: open, Ferramentas, a section, Escape', async () => {
      const opener = page.getByRole('button', { name: menuLabels.open });
      await opener.click();
      const menu = page.getByRole('dialog', { name: menuLabels.title });
      await expect(menu).toBeVisible();
      const tools = menu.getByRole('button', { name: menuLabels.tools });
      await tools.click();
      await expect(tools).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: toolEntries[0].label })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(opener).toBeFocused();
      await opener.click();
      await menu.getByRole('link', { name: 'Contato' }).click();
      await expect(menu).toBeHidden();
      await expect(page.locator('#contact')).toBeInViewport();
      // All of it while the app was still on its way.
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    });
  });

  test('a press on the menu button before its island is live is kept, then answered', async ({
    page,
  }) => {
    const island = await holdRequests(page, /\/assets\/menu-[\w-]+\.js$/);
    await page.goto('/');
    // Hidden from assistive technology once the menu covers the page: found all the same.
    const opener = page.getByRole('button', { name: menuLabels.open, includeHidden: true });
    await expect.poll(island.requested).toBe(true);
    await opener.click();
    await expect(opener).toHaveAttribute('data-press-kept', '');
    // Meanwhile the boot's stand-in answers it (see stand-in.spec.ts).
    await expect(page.getByRole('dialog')).toHaveAccessibleName(menuLabels.open);

    await island.release();
    await expect(page.getByRole('dialog', { name: menuLabels.title })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(opener).not.toHaveAttribute('data-press-kept');
  });

  test('an island the visitor scrolls to starts then, without waiting for those in view at load', async ({
    page,
  }) => {
    // The menu, in view at load, is of the first wave: its files never come in this test.
    const menuIsland = await holdRequests(page, /\/assets\/menu-[\w-]+\.js$/);
    await noteDeferredStylesLoad(page);
    await page.goto('/');
    await expect.poll(menuIsland.requested).toBe(true);
    // Scrolled to once the sections are laid out for good: styled, and measured at the visitor's
    // first sign of intent (a press of Shift), which lays every skipped box out for two frames.
    await page.waitForFunction(
      () => document.documentElement.dataset.testStylesLoaded !== undefined,
    );
    await page.keyboard.press('Shift');
    await page.waitForFunction(
      (attribute) => !document.documentElement.hasAttribute(attribute),
      MEASURING_ATTRIBUTE,
    );
    const [first] = videoTestimonials;
    const video = page.getByRole('button', {
      name: testimonialsSection.playLabel(first?.name ?? ''),
    });
    await video.first().scrollIntoViewIfNeeded();
    await expect(video.first()).toHaveAttribute('data-island-live', '');
    await menuIsland.release();
  });

  test('LIMPAR clears what was typed without the app, and the app starts from the cleared form', async ({
    page,
  }) => {
    const app = await holdTheApp(page);
    await page.goto('/ferramentas/whatsapp-link-creator');
    const phone = page.getByLabel(whatsappTool.phoneLabel);
    await phone.fill('11987654321');
    await page.getByLabel(whatsappTool.messageLabel).fill('Oi');
    await page.getByRole('button', { name: whatsappTool.clearLabel }).click();
    await expect(phone).toHaveValue('');
    await expect(page.getByLabel(whatsappTool.messageLabel)).toHaveValue('');
    await app.release();
    await hydrated(page);
    await expect(phone).toHaveValue('');
  });

  test("a press on the video row's arrow beside the islands' posters waits for the app, and is answered", async ({
    page,
  }) => {
    const app = await holdTheApp(page);
    await page.goto('/');
    const row = page.getByRole('region', { name: testimonialsSection.videosRow.region });
    const next = row.getByRole('button', { name: testimonialsSection.videosRow.next });
    await next.click();
    await expect(next).toHaveAttribute('data-press-kept', '');
    await app.release();
    await hydrated(page);
    await expect(next).not.toHaveAttribute('data-press-kept');
    await expect
      .poll(() => row.locator('ul').evaluate((list) => list.scrollLeft))
      .toBeGreaterThan(0);
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
});
