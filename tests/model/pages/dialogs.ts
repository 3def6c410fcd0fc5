import { expect, type Page } from '@playwright/test';
import { portfolioSection, portfolioSites } from '../../../src/content/portfolio';
import { testimonialsSection, videoTestimonials } from '../../../src/content/testimonials';
import { lightboxModel, videoModalModel } from '../selection-dialogs';
import type { PageModel } from './page-model';

const dialog = (page: Page) => page.getByRole('dialog');
const closeDialog = (page: Page) => dialog(page).getByRole('button', { name: 'Fechar' }).click();

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
    'dialog.close': closeDialog,
  },
  states: {
    closed: (page) => expect(dialog(page)).toHaveCount(0),
    open: async (page) => {
      const site = portfolioSites.find((s) => s.id === lightboxModel.events[0]?.value);
      await expect(dialog(page).getByRole('img', { name: site?.imageAlt })).toBeVisible();
    },
  },
  stills: {
    closed: (page) =>
      page.locator('#portfolio').getByRole('button').first().scrollIntoViewIfNeeded(),
  },
};

export const videoModalPage: PageModel = {
  model: videoModalModel,
  route: '/',
  events: {
    'dialog.open': async (page, event) => {
      const video = videoTestimonials.find((v) => v.embedUrl === event.value);
      await page
        .getByRole('button', { name: testimonialsSection.playLabel(video?.name ?? '') })
        .click();
    },
    'dialog.close': closeDialog,
  },
  states: {
    closed: (page) => expect(page.locator('iframe')).toHaveCount(0),
    open: (page) => expect(dialog(page).locator('iframe')).toBeVisible(),
  },
  stills: {
    closed: (page) =>
      page.locator('#testimonials').getByRole('button').first().scrollIntoViewIfNeeded(),
  },
};
