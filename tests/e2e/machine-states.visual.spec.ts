import type { Page } from '@playwright/test';
import {
  type MachineVisual,
  METEOR_SEED,
  machineVisuals,
  type Scenario,
} from '../visual/machine-visuals';
import { delayOf, type StatePath, shortestStatePaths } from '../visual/state-paths';
import { expect, gotoReady, settle, test } from './fixtures';
import { openWithFrozenClock, seedMeteors } from './landing-helpers';

/**
 * One screenshot per state of every machine, at both viewports, reached by replaying the
 * machine's own shortest paths as user actions. Names: snapshots/<machine>/<state>-<viewport>.png.
 */

/** The first scenario that reaches each state, with its path. */
function pathsOf(visual: MachineVisual): Array<StatePath & { scenario: Scenario }> {
  const byState = new Map<string, StatePath & { scenario: Scenario }>();
  for (const scenario of visual.scenarios) {
    for (const path of shortestStatePaths(visual.machine, {
      events: visual.events,
      input: scenario.input,
    })) {
      if (!byState.has(path.state)) byState.set(path.state, { ...path, scenario });
    }
  }
  return [...byState.values()];
}

async function replay(page: Page, visual: MachineVisual, path: StatePath) {
  for (const event of path.events) {
    if (event.type.startsWith('xstate.after.')) {
      await page.clock.runFor(delayOf(visual.machine, event.type));
      continue;
    }
    const act = visual.actions[event.type];
    if (!act) throw new Error(`${visual.machine.id}: no user action for ${event.type}`);
    await act(page, event);
  }
}

for (const visual of machineVisuals) {
  const { id } = visual.machine;

  test.describe(`@visual ${id}`, () => {
    for (const path of pathsOf(visual)) {
      const steps = path.events.map((event) => event.type).join(' → ') || 'start';
      test(`${path.state} (${steps})`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: path.scenario.reducedMotion });
        await seedMeteors(page, METEOR_SEED);
        if (visual.frozenClock) await openWithFrozenClock(page, visual.route);
        else await gotoReady(page, visual.route);

        await replay(page, visual, path);
        await settle(page);
        // After settling: a state's check may leave the pointer somewhere on purpose (a toast).
        await visual.shows[path.state]?.(page);
        await expect(page).toHaveScreenshot([id, `${path.state}.png`], {
          fullPage: visual.fullPage ?? false,
        });
      });
    }
  });
}
