import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baselinePath, discoverMachines } from './machine-catalog';
import { machineVisuals, VIEWPORTS } from './machine-visuals';
import { machineEventTypes, shortestStatePaths, visualStates } from './state-paths';

/**
 * Guards the promise that every visual state is locked by a screenshot: a new machine, state or
 * event without its user action, or a state without baselines, fails here.
 */
describe('visual coverage of the machines', async () => {
  const machines = await discoverMachines();

  it('maps every machine in machines/', () => {
    expect(machineVisuals.map((v) => v.machine.id).sort()).toEqual([...machines.keys()].sort());
  });

  for (const visual of machineVisuals) {
    const { machine } = visual;

    describe(machine.id, () => {
      it('has a user action for every event', () => {
        expect(Object.keys(visual.actions).sort()).toEqual(machineEventTypes(machine));
      });

      it('knows how every state shows on the page', () => {
        expect(Object.keys(visual.shows).sort()).toEqual(visualStates(machine).sort());
      });

      it('reaches every state through the machine’s own paths', () => {
        const reached = new Set(
          visual.scenarios.flatMap((scenario) =>
            shortestStatePaths(machine, { events: visual.events, input: scenario.input }).map(
              (path) => path.state,
            ),
          ),
        );
        expect([...reached].sort()).toEqual(visualStates(machine).sort());
      });

      it('has a baseline for every state at every viewport', () => {
        const missing = visualStates(machine).flatMap((state) =>
          VIEWPORTS.map((viewport) => baselinePath(machine.id, state, viewport)).filter(
            (file) => !existsSync(file),
          ),
        );
        expect(missing).toEqual([]);
      });
    });
  }
});
