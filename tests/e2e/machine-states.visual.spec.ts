import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { VisualState } from '../../scripts/machines/visual-states';
import { type ModelPath, modelPaths, pathTitle, screenshotPlan } from '../model/model';
import { modelWalks } from '../model/tours';
import { pageModels } from '../model/pages';
import type { PageModel } from '../model/pages/page-model';
import { expect, gotoReady, settle, test } from './fixtures';
import { openWithFrozenClock } from './landing-helpers';

/**
 * Every transition of every machine's graph (`xstate/graph`), played in the browser, with each
 * event made to happen by its user action and each state proven on the page. The shortest paths
 * that first reach a visual state take its baseline there: snapshots/<machine>/<state>-<viewport>.png,
 * or the screen it shares (see scripts/machines/visual-states.ts). They are `@visual` and run at
 * both viewports, one test each. The transitions they leave out are taken by a few long walks on
 * desktop (tests/model/tours.ts), rather than one page load per shortest path.
 */

async function open(page: Page, pageModel: PageModel, path: ModelPath) {
  const reduce = pageModel.reducedMotion?.(path.input) ?? true;
  await page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
  await pageModel.prepare?.(page, path.input);
  if (pageModel.frozenClock) await openWithFrozenClock(page, pageModel.route);
  else await gotoReady(page, pageModel.route);
  await pageModel.arrive?.(page);
}

type Baselines = ReadonlyMap<AnyMachineSnapshot, VisualState>;

/** Plays a path or a walk on a fresh page, taking the baselines it is given on the way. */
async function play(page: Page, pageModel: PageModel, path: ModelPath, baselines: Baselines) {
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
          await expectBaseline(page, pageModel, `${baseline.baseline}.png`.split('/'));
        },
      ]),
    ),
  });
}

async function expectBaseline(page: Page, pageModel: PageModel, name: string[]) {
  if (!pageModel.element) {
    await expect(page).toHaveScreenshot(name, { fullPage: pageModel.fullPage ?? false });
    return;
  }
  const element = pageModel.element(page);
  // What is fixed over it (the floating buttons, a toast) sits wherever the page happens to be
  // scrolled: left out, as the page's own baselines hold it.
  await element.evaluate((target) => {
    for (const other of document.querySelectorAll<HTMLElement>('body *')) {
      const fixed = getComputedStyle(other).position === 'fixed';
      if (fixed && !target.contains(other)) other.style.visibility = 'hidden';
    }
  });
  await expect(element).toHaveScreenshot(name);
}

for (const pageModel of pageModels) {
  const { model } = pageModel;
  const paths = modelPaths(model);
  const plan = screenshotPlan(model, paths);
  const visual = paths.flatMap((path, index) => {
    const baselines = plan[index];
    return baselines && baselines.size > 0 ? [{ path, baselines }] : [];
  });
  const walks = modelWalks(
    model,
    visual.map(({ path }) => path),
    pageModel,
  );

  test.describe(model.machine.id, () => {
    for (const { path, baselines } of visual) {
      test(`@visual ${pathTitle(path)}`, async ({ page, problems }) => {
        for (const pattern of pageModel.expectedConsole ?? []) problems.allow(pattern);
        await play(page, pageModel, path, baselines);
      });
    }
    walks.forEach((walk, index) => {
      const transitions = walk.steps.length - 1;
      test(`every other transition, walk ${index + 1} of ${walks.length} (${transitions} steps)`, async ({
        page,
        problems,
      }) => {
        // A walk is several paths long: its budget grows with it.
        test.slow();
        for (const pattern of pageModel.expectedConsole ?? []) problems.allow(pattern);
        await play(page, pageModel, walk, new Map());
      });
    });
  });
}
