import { expect } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import type { Step } from 'xstate/graph';
import type { MachineModel } from './model';

type Executor = (step: Step<AnyMachineSnapshot, EventObject>) => void;

/**
 * For unit tests: every sample event of the model, sent as is to the actor under test. Machines
 * whose events stand for time or an actor's answer override those with what makes them happen.
 */
export function sendTo(actor: AnyActorRef, model: MachineModel): Record<string, Executor> {
  return Object.fromEntries(
    model.events.map((sample) => [
      sample.type,
      (step: Step<AnyMachineSnapshot, EventObject>) => actor.send(step.event),
    ]),
  );
}

/**
 * A behaviour as the spec states it, written as a plain reducer over what the visitor sees. It is
 * the oracle a machine's paths are checked against: the paths come from the machine's graph, the
 * expectations from this, never from the machine itself.
 */
export interface SpecReference<View> {
  initial: View;
  next: (view: View, event: EventObject & Record<string, unknown>) => View;
}

/**
 * Walks a path's events through the actor (by `send`, which may wait for effects) and the
 * reference side by side, comparing what the visitor would see after every step.
 */
export async function followAgainstSpec<View>(
  path: { steps: ReadonlyArray<{ event: EventObject }> },
  reference: SpecReference<View>,
  run: { send: (event: EventObject) => void | Promise<void>; view: () => View },
): Promise<void> {
  let expected = reference.initial;
  expect(run.view()).toEqual(expected);
  for (const { event } of path.steps) {
    if (event.type === 'xstate.init') continue;
    await run.send(event);
    expected = reference.next(expected, event as EventObject & Record<string, unknown>);
    expect(run.view(), `after ${event.type}`).toEqual(expected);
  }
}
