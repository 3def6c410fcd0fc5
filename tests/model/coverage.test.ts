import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getStateNodes } from 'xstate/graph';
import { discoverMachines } from '../../scripts/machines/catalog';
import { baselinePath, VIEWPORTS, visualStates } from '../../scripts/machines/visual-states';
import { modelPaths, pathEventTypes, pathNodes, screenshotPlan } from './model';
import { MAX_WALK_STEPS, modelWalks } from './tours';
import { pageModels } from './pages';

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/**
 * Guards the promise that every visual state is locked by a screenshot, reached by the paths the
 * machine itself generates. Everything is measured on those paths: a user action no path runs, a
 * state no path reaches or a baseline missing fails here, before any browser starts.
 */
describe('model coverage of the machines', async () => {
  const machines = await discoverMachines();

  it('plays every machine in machines/ in the browser', () => {
    expect(sorted(pageModels.map((p) => p.model.machine.id))).toEqual(sorted(machines.keys()));
  });

  for (const pageModel of pageModels) {
    const { model } = pageModel;
    const { machine } = model;
    const paths = modelPaths(model);
    const states = visualStates(machine);

    describe(machine.id, () => {
      it('has a page action for exactly the events its paths send', () => {
        expect(sorted(Object.keys(pageModel.events))).toEqual(
          sorted(paths.flatMap(pathEventTypes)),
        );
      });

      it('sends every event the machine accepts, or says why not', () => {
        const accepted = [machine.root, ...getStateNodes(machine)].flatMap((n) => [...n.ownEvents]);
        const sent = new Set(paths.flatMap(pathEventTypes));
        const leftOut = Object.keys(model.leftOut ?? {});
        expect(leftOut.filter((type) => sent.has(type))).toEqual([]);
        expect(sorted([...sent, ...leftOut])).toEqual(sorted(accepted));
      });

      it('proves every state on the page', () => {
        expect(sorted(Object.keys(pageModel.states))).toEqual(sorted(states.map((s) => s.state)));
        for (const state of Object.keys(pageModel.stills ?? {})) {
          expect(states.map((s) => s.state)).toContain(state);
        }
      });

      it('takes every transition of its graph in the browser, on the visual paths or a walk', () => {
        const plan = screenshotPlan(model, paths);
        const visual = paths.filter((_, index) => (plan[index]?.size ?? 0) > 0);
        const walks = modelWalks(model, visual, pageModel);
        const played = new Set([...visual, ...walks].flatMap(pathNodes));
        expect([...new Set(paths.flatMap(pathNodes))].filter((node) => !played.has(node))).toEqual(
          [],
        );
        // Walks are cut at their length cap (plus the last leg), or they would not be walks.
        for (const walk of walks) expect(walk.steps.length).toBeLessThan(MAX_WALK_STEPS * 2);
      });

      it('takes a baseline of every state on its paths', () => {
        const planned = screenshotPlan(model, paths).flatMap((plan) => [...plan.values()]);
        expect(sorted(planned.map((v) => v.state))).toEqual(sorted(states.map((s) => s.state)));
      });

      it('has that baseline at every viewport', () => {
        const missing = states.flatMap(({ baseline }) =>
          VIEWPORTS.map((viewport) => baselinePath(baseline, viewport)).filter(
            (file) => !existsSync(file),
          ),
        );
        expect(missing).toEqual([]);
      });
    });
  }
});
