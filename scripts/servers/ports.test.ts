import { describe, expect, it } from 'vitest';
import * as ports from './ports.mjs';

const all = Object.values(ports).flatMap((value) =>
  typeof value === 'number' ? [value] : Object.values(value),
);
// The offline test serves copies of the build on the ports just above the suite's, a worker each.
const taken = [...all, ports.E2E_PORT + 2, ports.E2E_PORT + 3];

describe('fixed ports', () => {
  it('sit below every system range of outgoing ports, above the well-known ones', () => {
    for (const port of taken) {
      expect(port).toBeGreaterThan(1024);
      expect(port).toBeLessThan(32768);
    }
  });

  it('are each used by one server only', () => {
    expect(new Set(taken).size).toBe(taken.length);
  });
});
