import type { AnyStateMachine, EventObject } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';

/** A visual state: an atomic state node, named by its dotted path (`open.tools.expanded`). */
export function visualStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));
}

/** Every event type a machine's transitions listen to, internal `xstate.*` ones excepted. */
export function machineEventTypes(machine: AnyStateMachine): string[] {
  const types = [machine.root, ...getStateNodes(machine)].flatMap((node) => [...node.ownEvents]);
  return [...new Set(types)].filter((type) => !type.startsWith('xstate.')).sort();
}

/** The delay, in ms, behind an `xstate.after.<delay>.<state id>` event. */
export function delayOf(machine: AnyStateMachine, eventType: string): number {
  const name = eventType.split('.')[2] ?? '';
  const delay = (machine.implementations.delays as Record<string, unknown>)[name] ?? Number(name);
  if (typeof delay !== 'number' || Number.isNaN(delay)) {
    throw new Error(`${machine.id}: no numeric delay for ${eventType}`);
  }
  return delay;
}

export interface StatePath {
  state: string;
  /** Events to replay after the machine starts, in order. */
  events: EventObject[];
}

/**
 * For each visual state, the shortest sequence of events that reaches it, derived from the machine
 * itself: adding a state or a transition changes these paths with no list to keep by hand.
 */
export function shortestStatePaths(
  machine: AnyStateMachine,
  options: { events: readonly EventObject[]; input?: unknown },
): StatePath[] {
  // With no events given, the graph explores the machine's own (delayed) transitions.
  const events = options.events.length > 0 ? { events: [...options.events] } : {};
  const paths = getShortestPaths(machine, { ...events, input: options.input });
  const best = new Map<string, StatePath>();
  for (const path of paths) {
    path.steps.forEach((step, index) => {
      const events = path.steps.slice(1, index + 1).map((s) => s.event);
      for (const state of visualStates(machine)) {
        if (!step.state.matches(stateValue(state))) continue;
        const known = best.get(state);
        if (!known || known.events.length > events.length) best.set(state, { state, events });
      }
    });
  }
  return [...best.values()].sort((a, b) => a.state.localeCompare(b.state));
}

/** `open.tools.expanded` → `{ open: { tools: 'expanded' } }`, the shape `matches` takes. */
function stateValue(dotted: string): string | Record<string, unknown> {
  const [head, ...rest] = dotted.split('.');
  return rest.length === 0 ? (head ?? '') : { [head ?? '']: stateValue(rest.join('.')) };
}
