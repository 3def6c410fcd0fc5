import { expect, type Page } from '@playwright/test';
import { uiLabels } from '../../../src/content/ui';
import { backToTopModel } from '../back-to-top';
import type { PageModel } from './page-model';

const backToTopButton = (page: Page) => page.getByRole('button', { name: uiLabels.backToTop });

export const backToTopPage: PageModel = {
  model: backToTopModel,
  route: '/',
  events: {
    // Resolves once the browser has computed intersections at the new position: the fade-in
    // blocks scrolled into view have then been told, so a screenshot sees them shown.
    'page.scroll': (page, event) =>
      page.evaluate(async (top) => {
        window.scrollTo({ top, behavior: 'instant' });
        await new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            resolve();
          });
          observer.observe(document.body);
        });
      }, Number(event.scrollY)),
  },
  states: {
    hidden: (page) => expect(backToTopButton(page)).toHaveCount(0),
    visible: (page) => expect(backToTopButton(page)).toBeVisible(),
  },
};
