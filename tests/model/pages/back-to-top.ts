import { expect, type Page } from '@playwright/test';
import { uiLabels } from '../../../src/content/ui';
import { backToTopModel } from '../back-to-top';
import type { PageModel } from './page-model';

const backToTopButton = (page: Page) => page.getByRole('button', { name: uiLabels.backToTop });

export const backToTopPage: PageModel = {
  model: backToTopModel,
  route: '/',
  events: {
    'page.scroll': (page, event) =>
      page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), Number(event.scrollY)),
  },
  states: {
    hidden: (page) => expect(backToTopButton(page)).toHaveCount(0),
    visible: (page) => expect(backToTopButton(page)).toBeVisible(),
  },
};
