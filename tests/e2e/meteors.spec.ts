import { expect, gotoReady, test } from './fixtures';
import { openWithFrozenClock, seedMeteors } from './landing-helpers';

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
