import { expect, type Page } from '@playwright/test';
import { testimonialsSection, videoTestimonials } from '../../../src/content/testimonials';
import { videoModalModel } from '../selection-dialogs';
import type { PageModel } from './page-model';

export const dialog = (page: Page) => page.getByRole('dialog');
export const closeDialog = (page: Page) =>
  dialog(page).getByRole('button', { name: 'Fechar' }).click();

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
