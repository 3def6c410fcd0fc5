import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * A part of an actor's state, for a component React may hydrate. While hydrating, it reads
 * `prerendered` (the state the page was prerendered in), then the actor's own: an actor that moved
 * on before the app was live (an island's) shows its state right after hydration, with no
 * mismatch. `select` must return a value that stays the same while the snapshot does.
 */
export function useHydratedSelector<Actor extends AnyActorRef, Selected>(
  actor: Actor,
  select: (snapshot: SnapshotFrom<Actor>) => Selected,
  prerendered: SnapshotFrom<Actor>,
): Selected {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(
    subscribe,
    () => select(actor.getSnapshot() as SnapshotFrom<Actor>),
    () => select(prerendered),
  );
}
