import { expect, type Page } from '@playwright/test';
import { INTRO_DELAY_MS, type MeteorsInput, SHOWER_DELAY_MS } from '../../../machines/meteors';
import { meteorCount, seedMeteors } from '../../e2e/landing-helpers';
import { INTRO_ELAPSED, meteorsModel, SHOWER_DUE } from '../meteors';
import type { PageModel } from './page-model';

const phase = (page: Page, name: string) =>
  expect(page.locator(`[data-meteors="${name}"]`)).toHaveCount(1);

export const meteorsPage: PageModel = {
  model: meteorsModel,
  route: '/',
  frozenClock: true,
  reducedMotion: (input) => (input as MeteorsInput).reducedMotion,
  prepare: (page, input) => seedMeteors(page, (input as MeteorsInput).seed),
  events: {
    [INTRO_ELAPSED.type]: (page) => page.clock.runFor(INTRO_DELAY_MS),
    [SHOWER_DUE.type]: (page) => page.clock.runFor(SHOWER_DELAY_MS),
  },
  states: {
    waiting: (page) => phase(page, 'waiting'),
    prominent: async (page) => {
      await phase(page, 'prominent');
      await expect.poll(() => meteorCount(page, 'prominent')).toBe(1);
    },
    shower: async (page) => {
      await phase(page, 'shower');
      await expect.poll(() => meteorCount(page, 'shower')).toBe(8);
    },
    off: (page) => phase(page, 'off'),
  },
};
