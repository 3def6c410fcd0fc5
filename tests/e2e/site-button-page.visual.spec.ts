import { siteButtonPage as copy } from '../../src/content/site-button';
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
