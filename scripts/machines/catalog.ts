import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';

export const MACHINES_DIR = resolve(import.meta.dirname, '../../machines');

function isMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'getInitialSnapshot' in value &&
    typeof (value as AnyStateMachine).id === 'string'
  );
}

/** Every machine exported from `machines/`, found by looking, not by a list someone keeps. */
export async function discoverMachines(): Promise<Map<string, AnyStateMachine>> {
  const found = new Map<string, AnyStateMachine>();
  const files = readdirSync(MACHINES_DIR).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  for (const file of files) {
    const module: Record<string, unknown> = await import(
      pathToFileURL(join(MACHINES_DIR, file)).href
    );
    for (const value of Object.values(module)) if (isMachine(value)) found.set(value.id, value);
  }
  return found;
}
