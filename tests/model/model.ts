import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { TestModel, type TestPath } from 'xstate/graph';
import { type VisualState, visualStates } from '../../scripts/machines/visual-states';

/** An event with its payload. */
export type ModelEvent = EventObject & Record<string, unknown>;

/** What both test levels share about a machine: where its graph is explored from, and with what. */
export interface MachineModel {
  machine: AnyStateMachine;
  /**
   * Events to explore, with payloads the UI can produce. The machine's own delays
   * (`xstate.after.*`) and invoked actors' results (`xstate.done.actor.*`, `xstate.error.actor.*`)
   * are events too: each level decides how to make them happen (a timer, a clipboard answer).
   */
  events: ModelEvent[];
  /** One exploration per input, for machines that take one. */
  inputs?: unknown[];
  /** Accepted events the page still cannot send in some state (a modal covers the page). */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: ModelEvent) => boolean;
  /**
   * Event types the machine accepts that no path sends, each with the reason and where it is
   * tested instead. The coverage test holds this list to exactly what the paths leave out.
   */
  leftOut?: Readonly<Record<string, string>>;
}

/** A generated path, with the input its machine starts from. */
export type ModelPath = TestPath<AnyMachineSnapshot, EventObject> & { input: unknown };

/**
 * A graph node is a state value plus the transition that entered it, so the shortest paths take
 * every transition once, self-loops with effects included (e.g. 'Voltar ao topo' while visible).
 * Context is left out on purpose: it keeps the graph as small as the machine's diagram.
 */
export function serializeStep(
  snapshot: AnyMachineSnapshot,
  event: EventObject | undefined,
  previous?: AnyMachineSnapshot,
): string {
  const value = JSON.stringify(snapshot.value);
  if (!event || !previous) return value;
  return `${value} via ${JSON.stringify(event)} from ${JSON.stringify(previous.value)}`;
}

/**
 * The machine's shortest paths, one test each at the unit level. `createTestModel` refuses
 * machines with delays or invoked actors (meteors, the clipboard), so this builds its `TestModel`
 * directly with the same state matcher.
 */
export function modelPaths(model: MachineModel): ModelPath[] {
  return (model.inputs ?? [undefined]).flatMap((input) =>
    testModelOf(model, input)
      .getShortestPaths()
      .map((path) => ({ ...path, input })),
  );
}

/** The `TestModel` of a machine from one input: only events a state accepts (`can`) are explored. */
export function testModelOf(model: MachineModel, input: unknown) {
  return new TestModel<AnyMachineSnapshot, EventObject, unknown>(model.machine, {
    events: model.events,
    input,
    filterEvents: (snapshot, event) =>
      snapshot.can(event) && (model.filterEvents?.(snapshot, event as ModelEvent) ?? true),
    serializeState: serializeStep,
    stateMatcher: (snapshot, key) => snapshot.matches(key),
  });
}

/**
 * The graph nodes a path walks through, one per step after its start: each is a transition
 * taken (see `serializeStep`), so two paths that share a node test the same transition.
 */
export function pathNodes(path: Pick<ModelPath, 'steps'>): string[] {
  return path.steps
    .slice(1)
    .map((step, index) => serializeStep(step.state, step.event, path.steps[index]?.state));
}

/** A short test title: the visual states a path ends in, and the events on the way. */
export function pathTitle(path: ModelPath): string {
  const events = path.steps.slice(1).map(({ event: { type, ...payload } }) => {
    const values = Object.values(payload).map((value) => JSON.stringify(value));
    return values.length ? `${type}(${values.join(', ')})` : type;
  });
  return `${JSON.stringify(path.state.value)} ← ${events.join(' → ') || 'start'}`;
}

/** The event types a path's steps send (`xstate.init` is the start, not an event to make happen). */
export function pathEventTypes(path: ModelPath): string[] {
  return path.steps.map((step) => step.event.type).filter((type) => type !== 'xstate.init');
}

/**
 * Where each visual state's screenshot is taken: the first step, over the paths in order, that
 * reaches it. Other visits only run the state's checks, since what else is on screen (a toast,
 * the scroll position) depends on the way there. One map per path, keyed by its step snapshots.
 */
export function screenshotPlan(
  model: MachineModel,
  paths: ModelPath[],
): Array<Map<AnyMachineSnapshot, VisualState>> {
  const pending = visualStates(model.machine);
  return paths.map((path) => {
    const plan = new Map<AnyMachineSnapshot, VisualState>();
    for (const { state } of path.steps) {
      for (const visual of pending.filter((v) => state.matches(v.state))) {
        plan.set(state, visual);
        pending.splice(pending.indexOf(visual), 1);
      }
    }
    return plan;
  });
}
