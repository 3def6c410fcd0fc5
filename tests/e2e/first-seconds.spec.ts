import type { Locator, Page } from '@playwright/test';
import { STAND_IN_ATTRIBUTE } from '../../src/boot/contract';
import { menuLabels } from '../../src/content/menu';
import { portfolioSection, portfolioSites } from '../../src/content/portfolio';
import { testimonialsSection, videoTestimonials } from '../../src/content/testimonials';
import { expect, first, holdRequests, test } from './fixtures';

/**
 * A press on a button that opens a dialog, made before the island that answers it has arrived, is
 * answered at once by the boot's stand-in dialog, which gives way to the real one when the island
 * is live. The island's files are held back, as on a slow link.
 */

const site = first(portfolioSites);
const video = first(videoTestimonials);

const standIns = (page: Page) => page.locator(`dialog[${STAND_IN_ATTRIBUTE}]`);

/** Opens `/` and presses the first project's screenshot: the stand-in opens. */
async function pressAProject(page: Page) {
  await page.goto('/');
  await page
    .getByRole('button', { name: portfolioSection.openSiteLabel(site.title), exact: true })
    .first()
    .click();
  await expect(standIns(page)).toBeVisible();
}

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
  island: RegExp;
  label: string;
  dialog: (page: Page) => Locator;
  screenshot?: string;
}> = [
  {
    name: 'the menu',
    island: /\/assets\/menu-/,
    label: menuLabels.open,
    dialog: (page: Page) => page.getByRole('dialog', { name: menuLabels.title }),
  },
  {
    name: 'a portfolio project',
    island: /\/assets\/lightbox-/,
    label: portfolioSection.openSiteLabel(site.title),
    dialog: (page: Page) => page.getByRole('dialog', { name: site.title }),
    /** The stand-in's picture, taken on this press at both sizes. */
    screenshot: 'stand-in.png',
  },
  {
    name: 'a video testimonial',
    island: /\/assets\/videos-/,
    label: testimonialsSection.playLabel(video.name),
    dialog: (page: Page) => page.getByRole('dialog', { name: new RegExp(`^${video.name}`) }),
  },
];

for (const control of DIALOG_BUTTONS) {
  test.describe(`${control.name}, pressed before its island is live`, () => {
    test(`opens a stand-in at once, then the real dialog in its place${control.screenshot ? ' @visual' : ''}`, async ({
      page,
    }) => {
      const island = await holdRequests(page, control.island);
      await page.goto('/');
      const button = page.getByRole('button', { name: control.label, exact: true }).first();
      await button.click();
      const standIn = page.getByRole('dialog', { name: control.label });
      await expect(standIn).toBeVisible();
      await expect(standIn).toHaveAttribute('aria-busy', 'true');
      if (control.screenshot) await expect(page).toHaveScreenshot(control.screenshot);
      await expect.poll(island.requested).toBe(true);
      await countBareFrames(page);
      await island.release();
      await expect(control.dialog(page)).toBeVisible();
      await expect(standIns(page)).toHaveCount(0);
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
      const island = await holdRequests(page, control.island);
      await page.goto('/');
      const button = page.getByRole('button', { name: control.label, exact: true }).first();
      await button.click();
      await expect(page.getByRole('dialog', { name: control.label })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(standIns(page)).toHaveCount(0);
      await expect(button).toBeFocused();
      await expect.poll(island.requested).toBe(true);
      await island.release();
      // The island is live once it marks its buttons; the press it never got opens nothing.
      await expect(button).toHaveAttribute('data-island-live', '');
      await expect(control.dialog(page)).toBeHidden();
    });
  });
}

test('a press on the stand-in closes it, as offline there is nothing to wait for', async ({
  page,
  problems,
}) => {
  problems.allow(/ERR_INTERNET_DISCONNECTED/);
  await page.route(/\/assets\/lightbox-/, (route) => route.abort('internetdisconnected'));
  await pressAProject(page);
  await standIns(page).click();
  await expect(standIns(page)).toHaveCount(0);
});
