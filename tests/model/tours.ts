import { type AnyMachineSnapshot, type EventObject, initialTransition, transition } from 'xstate';
import type { Step } from 'xstate/graph';
import {
  type MachineModel,
  type ModelEvent,
  type ModelPath,
  pathNodes,
  serializeStep,
  testModelOf,
} from './model';

/**
 * A walk's length cap: past it a walk ends and the next starts from a fresh page, so a failure
 * late in a walk still leaves a test short enough to read, and to run within its timeout.
 */
export const MAX_WALK_STEPS = 24;

type LegStep = Step<AnyMachineSnapshot, EventObject>;
type Leg = LegStep[];

interface WalkOptions {
  /** Events after which a walk stops: the page can no longer do what the machine would next. */
  endsWalk?: readonly string[];
  maxSteps?: number;
}

/**
 * Walks that take every transition of the machine's graph that `walked` (the paths already
 * played on their own) leave out. A browser test pays a page load per path, and the shortest
 * paths start each transition from a fresh page; a walk goes on from where it is to the nearest
 * transition not yet taken, so the same transitions cost a handful of page loads.
 */
export function modelWalks(
  model: MachineModel,
  walked: readonly ModelPath[],
  { endsWalk = [], maxSteps = MAX_WALK_STEPS }: WalkOptions = {},
): ModelPath[] {
  const ending = new Set(endsWalk);
  return (model.inputs ?? [undefined]).flatMap((input) => {
    const testModel = testModelOf(model, input);
    const left = new Set(testModel.getShortestPaths().flatMap(pathNodes));
    for (const path of walked.filter((p) => p.input === input)) {
      for (const node of pathNodes(path)) left.delete(node);
    }
    const [start] = initialTransition(model.machine, input);
    const walks: ModelPath[] = [];
    while (left.size > 0) {
      let last: LegStep = { state: start, event: { type: 'xstate.init' } };
      const steps: Leg = [last];
      while (left.size > 0 && steps.length <= maxSteps) {
        const leg = nearestNew(model, last.state, left, ending);
        if (!leg) break;
        for (const node of pathNodes({ steps: [last, ...leg.steps] })) left.delete(node);
        steps.push(...leg.steps);
        last = leg.last;
        if (ending.has(last.event.type)) break;
      }
      if (steps.length === 1) {
        throw new Error(`${model.machine.id}: no walk reaches ${[...left].join(', ')}`);
      }
      const path = { steps, state: last.state, weight: steps.length - 1 };
      walks.push({ ...path, input, description: '', test: (p) => testModel.testPath(path, p) });
    }
    return walks;
  });
}

/**
 * The shortest run of events from `from` to a transition still `left`, found breadth first by
 * running the machine itself: each step's snapshot is the one its event really leads to from the
 * step before (context included), so every event is one the page can send there. (The graph's
 * own shortest paths join nodes by their state value alone, and a step can start from another
 * path's context.)
 */
function nearestNew(
  model: MachineModel,
  from: AnyMachineSnapshot,
  left: ReadonlySet<string>,
  ending: ReadonlySet<string>,
): { steps: Leg; last: LegStep } | undefined {
  const seen = new Set<string>();
  const queue: Array<{ steps: Leg; here: AnyMachineSnapshot }> = [{ steps: [], here: from }];
  for (let leg = queue.shift(); leg; leg = queue.shift()) {
    const { steps, here } = leg;
    for (const event of model.events) {
      if (!here.can(event) || !(model.filterEvents?.(here, event as ModelEvent) ?? true)) continue;
      const [next] = transition(model.machine, here, event);
      const last = { state: next, event };
      const node = serializeStep(next, event, here);
      if (left.has(node)) return { steps: [...steps, last], last };
      if (seen.has(node) || ending.has(event.type)) continue;
      seen.add(node);
      queue.push({ steps: [...steps, last], here: next });
    }
  }
  return undefined;
}
