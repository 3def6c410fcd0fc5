import type { ActorOptions, AnyActorLogic } from 'xstate';

type Inspect = NonNullable<ActorOptions<AnyActorLogic>['inspect']>;

let inspect: Inspect | undefined;

/** Development only: the inspector every actor reports to (see `?inspect` in entry-client). */
export function setInspector(next: Inspect): void {
  inspect = next;
}

/** Actor options with the inspector attached when one is set, so machines show up live. */
export function inspected<T extends object>(options: T = {} as T): T & { inspect?: Inspect } {
  return inspect ? { ...options, inspect } : options;
}
