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
