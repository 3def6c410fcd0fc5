import type { StateValue } from 'xstate';

/**
 * Every state a snapshot is in, as dotted paths: `{ open: { tools: 'expanded' } }` gives
 * `open`, `open.tools` and `open.tools.expanded`. Tests use it to prove each state is reached.
 */
export function activePaths(value: StateValue, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  return Object.entries(value).flatMap(([key, child]) => [
    [...prefix, key].join('.'),
    ...(child === undefined ? [] : activePaths(child, [...prefix, key])),
  ]);
}
