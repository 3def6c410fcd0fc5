import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { type ModelPath, modelPaths, pathTitle, screenshotPlan } from '../model/model';
import { pageModels } from '../model/pages';
import type { PageModel } from '../model/pages/page-model';
import { expect, gotoReady, settle, test } from './fixtures';
import { openWithFrozenClock } from './landing-helpers';

/**
 * Every machine's shortest paths (`xstate/graph`), played in the browser: one test per path,
 * with each event made to happen by its user action and each state proven on the page. Where a
 * path first reaches a state, its baseline is taken: snapshots/<machine>/<state>-<viewport>.png,
 * or the screen it shares (see scripts/machines/visual-states.ts). Paths that take a baseline are
 * `@visual` and run at both viewports; the others run on desktop only.
 */

async function open(page: Page, pageModel: PageModel, path: ModelPath) {
  const reduce = pageModel.reducedMotion?.(path.input) ?? true;
  await page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
  await pageModel.prepare?.(page, path.input);
  if (pageModel.frozenClock) await openWithFrozenClock(page, pageModel.route);
  else await gotoReady(page, pageModel.route);
  await pageModel.arrive?.(page);
}

for (const pageModel of pageModels) {
  const { model } = pageModel;
  const paths = modelPaths(model);
  const plan = screenshotPlan(model, paths);

  test.describe(model.machine.id, () => {
    paths.forEach((path, index) => {
      const baselines = plan[index] ?? new Map<AnyMachineSnapshot, never>();
      const tag = baselines.size > 0 ? '@visual ' : '';

      test(`${tag}${pathTitle(path)}`, async ({ page, problems }) => {
        for (const pattern of pageModel.expectedConsole ?? []) problems.allow(pattern);
        await open(page, pageModel, path);
        await path.test({
          events: Object.fromEntries(
            Object.entries(pageModel.events).map(([type, act]) => [
              type,
              (step) => act(page, step.event),
            ]),
          ),
          states: Object.fromEntries(
            Object.entries(pageModel.states).map(([state, check]) => [
              state,
              async (snapshot) => {
                const baseline = baselines.get(snapshot);
                if (!baseline) return check(page);
                await settle(page);
                await check(page);
                await pageModel.stills?.[state]?.(page);
                const name = `${baseline.baseline}.png`.split('/');
                if (pageModel.element) {
                  const element = pageModel.element(page);
                  // What is fixed over it (the floating buttons, a toast) sits wherever the
                  // page happens to be scrolled: left out, as the page's own baselines hold it.
                  await element.evaluate((target) => {
                    for (const other of document.querySelectorAll<HTMLElement>('body *')) {
                      const fixed = getComputedStyle(other).position === 'fixed';
                      if (fixed && !target.contains(other)) other.style.visibility = 'hidden';
                    }
                  });
                  await expect(element).toHaveScreenshot(name);
                } else {
                  await expect(page).toHaveScreenshot(name, {
                    fullPage: pageModel.fullPage ?? false,
                  });
                }
              },
            ]),
          ),
        });
      });
    });
  });
}
