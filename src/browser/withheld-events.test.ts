import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HYDRATING_EVENTS } from './withheld-events';

/** The events react-dom hydrates a page at once to answer, as the installed version lists them. */
function reactsList(): string[] {
  // The package exports no path to its builds: they sit beside its entry.
  const entry = createRequire(import.meta.url).resolve('react-dom/client');
  const file = join(dirname(entry), 'cjs', 'react-dom-client.production.js');
  const list = /discreteReplayableEvents\s*=\s*"([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!list) throw new Error('react-dom no longer names discreteReplayableEvents');
  return list.split(' ');
}

describe('HYDRATING_EVENTS', () => {
  it('are the events the installed react-dom hydrates the page at once for', () => {
    expect([...HYDRATING_EVENTS].sort()).toEqual(reactsList().sort());
  });
});
