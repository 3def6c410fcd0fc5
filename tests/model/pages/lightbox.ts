import { expect, type Page } from '@playwright/test';
import { portfolioSection, portfolioSites } from '../../../src/content/portfolio';
import { lightboxModel } from '../lightbox';
import { closeDialog, dialog } from './dialogs';
import type { PageModel } from './page-model';

const labels = portfolioSection.lightbox;
const control = (page: Page, name: string) => dialog(page).getByRole('button', { name });
const zoomToggle = (page: Page) => control(page, labels.zoomLabel);
const counter = (page: Page) =>
  dialog(page).getByText(new RegExp(`^\\d+ / ${portfolioSites.length}$`));

export const lightboxPage: PageModel = {
  model: lightboxModel,
  route: '/',
  events: {
    'dialog.open': async (page, event) => {
      const site = portfolioSites.find((s) => s.id === event.value);
      await page
        .getByRole('button', { name: portfolioSection.openSiteLabel(site?.title ?? '') })
        .click();
    },
    'lightbox.next': (page) => control(page, labels.nextLabel).click(),
    'lightbox.previous': (page) => control(page, labels.previousLabel).click(),
    'lightbox.zoom': (page) => zoomToggle(page).click(),
    'dialog.close': closeDialog,
  },
  states: {
    closed: (page) => expect(dialog(page)).toHaveCount(0),
    'open.fitted': async (page) => {
      await expect(dialog(page).getByRole('img', { name: /Página inicial|Vitrine/ })).toBeVisible();
      await expect(zoomToggle(page)).toHaveAttribute('aria-pressed', 'false');
      await expect(counter(page)).toBeVisible();
    },
    'open.zoomed': async (page) => {
      const region = dialog(page).getByRole('region', { name: labels.zoomedRegionLabel });
      await expect(region.getByRole('img')).toBeVisible();
      await expect(zoomToggle(page)).toHaveAttribute('aria-pressed', 'true');
    },
  },
  stills: {
    closed: (page) =>
      page.locator('#portfolio').getByRole('button').first().scrollIntoViewIfNeeded(),
  },
};
