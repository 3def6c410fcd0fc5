import { expect, gotoReady, test } from './fixtures';
import { intersectionsComputed, openWithFrozenClock, seedMeteors } from './landing-helpers';

const prominent = '[data-meteor="prominent"]';
const shower = '[data-meteor="shower"]';

test('one prominent meteor after about 2 s, replaced by 8 meteors 4 s later', async ({ page }) => {
  await seedMeteors(page);
  await openWithFrozenClock(page);
  await page.clock.runFor(1999);
  await expect(page.locator('[data-meteors]')).toHaveAttribute('data-meteors', 'waiting');
  await expect(page.locator('[data-meteor]')).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.locator(prominent)).toHaveCount(1);
  await page.clock.runFor(3999);
  await expect(page.locator(prominent)).toHaveCount(1);
  await expect(page.locator(shower)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.locator('[data-meteors]')).toHaveAttribute('data-meteors', 'shower');
  await expect(page.locator(shower)).toHaveCount(8);
  await expect(page.locator(prominent)).toHaveCount(0);
});

test('the shower is reproducible with a seed', async ({ page }) => {
  const positions = async () => {
    await page.clock.runFor(7000);
    await expect(page.locator(shower)).toHaveCount(8);
    return page
      .locator(shower)
      .evaluateAll((meteors) => meteors.map((m) => m.getAttribute('style')));
  };
  await seedMeteors(page, 7);
  await openWithFrozenClock(page);
  const first = await positions();
  await openWithFrozenClock(page);
  expect(await positions()).toEqual(first);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('there are no meteors at all', async ({ page }) => {
    await openWithFrozenClock(page);
    await page.clock.runFor(10_000);
    await expect(page.locator('[data-meteor]')).toHaveCount(0);
  });

  test('content below the fold is simply visible', async ({ page }) => {
    await gotoReady(page, '/');
    const contact = page.locator('#contact h2');
    await contact.scrollIntoViewIfNeeded();
    await expect(contact).toBeVisible();
    expect(
      await page
        .locator('[data-reveal]')
        .evaluateAll((els) => els.every((el) => getComputedStyle(el).opacity === '1')),
    ).toBe(true);
  });
});

test('sections fade in as they scroll into view', async ({ page }) => {
  await gotoReady(page, '/');
  const contactReveal = page.locator('#contact [data-reveal]').first();
  await expect(contactReveal).toHaveCSS('opacity', '0');
  await contactReveal.scrollIntoViewIfNeeded();
  await expect(contactReveal).toHaveCSS('opacity', '1');
});

test('a section fades in only once 10% of it is 50 px above the bottom edge', async ({ page }) => {
  await gotoReady(page, '/');
  const reveal = page.locator('#contact [data-reveal]').first();
  await expect(reveal).toHaveCSS('opacity', '0');
  const placeTopAt = (offsetFromBottom: number) =>
    reveal.evaluate((el, offset) => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - window.innerHeight + offset, behavior: 'instant' });
      return el.getBoundingClientRect().height;
    }, offsetFromBottom);

  // 40 px showing: still inside the 50 px margin, so not yet "in view".
  const height = await placeTopAt(40);
  await intersectionsComputed(page, '#contact [data-reveal]');
  await expect(reveal).toHaveCSS('opacity', '0');
  // 50 px margin plus 10% of its height, and a little more: now it enters.
  await placeTopAt(50 + height * 0.1 + 20);
  await expect(reveal).toHaveCSS('opacity', '1');
});
