import { expect, gotoReady, settle, test } from './fixtures';

test('the privacy notice @visual', async ({ page }) => {
  await gotoReady(page, '/privacidade');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Política de privacidade' }),
  ).toBeVisible();
  await settle(page);
  await expect(page).toHaveScreenshot(['privacy', 'page.png'], { fullPage: true });
});
