import { join, resolve } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';

export const SNAPSHOTS_DIR = resolve(import.meta.dirname, '../../snapshots');

/** The Playwright projects, named after their viewports. */
export const VIEWPORTS = ['390x844', '1280x800'] as const;

/** The landing page at the top with nothing open and nothing moving. */
const AT_REST = 'landing/at-rest';

/**
 * States that look exactly like another screen share its baseline instead of keeping a copy:
 * `machine.state` → baseline name. Every one of them is still screenshotted and compared.
 */
const SHARED_BASELINES: Readonly<Record<string, string>> = {
  'menu.closed': AT_REST,
  'backToTop.hidden': AT_REST,
  'meteors.waiting': AT_REST,
  'meteors.off': AT_REST,
};

export interface VisualState {
  /** The atomic state node's dotted path, e.g. `open.tools.expanded`. */
  state: string;
  /** `snapshots/<baseline>-<viewport>.png`: `<machine>/<state>` unless shared. */
  baseline: string;
}

/** A machine's visual states: its atomic (and final) state nodes, each with its baseline. */
export function visualStates(machine: AnyStateMachine): VisualState[] {
  return getStateNodes(machine)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => {
      const state = node.path.join('.');
      return {
        state,
        baseline: SHARED_BASELINES[`${machine.id}.${state}`] ?? `${machine.id}/${state}`,
      };
    });
}

/** Where a baseline is stored for one viewport. */
export function baselinePath(baseline: string, viewport: string): string {
  return join(SNAPSHOTS_DIR, `${baseline}-${viewport}.png`);
}
