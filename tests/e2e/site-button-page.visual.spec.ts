import type { Page } from '@playwright/test';
import { siteButton, siteButtonPage as copy } from '../../src/content/site-button';
import { expect, gotoReady, settle, test } from './fixtures';

/**
 * The site-button page around its tool: the paste guides and "how it works", each shot on its
 * own, so the tool's own states (snapshots/siteButton/) can grow above them without moving these.
 */
test('the site-button page: its paste guides and how it works @visual', async ({ page }) => {
  await gotoReady(page, '/ferramentas/botao-whatsapp-para-site');
  const guides = page.getByRole('region', { name: copy.guidesHeading });
  const howItWorks = page.getByRole('region', { name: copy.howItWorksHeading });
  for (const guide of copy.guides) {
    await expect(guides.getByRole('region', { name: guide.platform })).toBeVisible();
  }
  await settle(page);
  // The fixed buttons and their dock float over whatever the shot scrolls to, and have baselines
  // of their own: they are left out of these.
  await page.addStyleTag({ content: '[data-floating] { display: none !important; }' });
  await expect(guides).toHaveScreenshot(['siteButtonPage', 'guides.png']);
  await expect(howItWorks).toHaveScreenshot(['siteButtonPage', 'how-it-works.png']);
});

/** The maker's code and 'Copiar código', with the fixed parts (their own baselines) left out. */
async function snippetShot(page: Page) {
  await page.addStyleTag({
    content: '[data-floating], [data-testid="site-button-preview-dock"] { visibility: hidden; }',
  });
  return page.getByRole('region', { name: siteButton.snippetHeading });
}

test('the maker asks to fix or confirm a doubtful number before copying @visual', async ({
  page,
}) => {
  await gotoReady(page, '/ferramentas/botao-whatsapp-para-site');
  await page.getByLabel(siteButton.phoneLabel, { exact: true }).fill('011 91234-5678');
  await page.getByRole('button', { name: siteButton.copyLabel, exact: true }).click();
  const check = page.getByRole('group', { name: siteButton.confirmNumberHeading });
  await expect(check).toBeVisible();
  // Not the focus ring the opening puts on it: the shot is of the question.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await settle(page);
  await expect(await snippetShot(page)).toHaveScreenshot(['siteButtonPage', 'number-check.png']);
});

test('the maker keeps the last valid code on show while the form has a problem @visual', async ({
  page,
}) => {
  await gotoReady(page, '/ferramentas/botao-whatsapp-para-site');
  await page.getByLabel(siteButton.phoneLabel, { exact: true }).fill('11 91234-5678');
  await page.getByLabel(siteButton.colorCodeLabel, { exact: true }).fill('#12g');
  await expect(page.getByTestId('site-button-last-valid')).toBeVisible();
  await settle(page);
  await expect(await snippetShot(page)).toHaveScreenshot(['siteButtonPage', 'last-valid.png']);
});
