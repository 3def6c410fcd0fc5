import { expect, test } from './fixtures';

/**
 * The browser the suite runs in draws nothing of its own beside the page: headless Chromium's
 * omnibox pop-ups, a renderer per window, are off (scripts/chromium-quiet.sh). Should Chromium
 * rename their features, this fails rather than the suite silently slowing down.
 */
test('Chromium renders no pop-ups of its own beside the page', async ({ browser, page }) => {
  await page.goto('/privacidade');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
  expect(targetInfos.filter((target) => target.type === 'browser_ui')).toEqual([]);
});
