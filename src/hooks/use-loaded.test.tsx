import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preload, useLoaded } from './use-loaded';

// Module-level, as `useLoaded` asks: each test its own, so none starts with another's value.
const loadGreeting = () => Promise.resolve('Olá');
const loadFarewell = () => Promise.reject(new Error('offline'));

function Shown({ load }: { load: () => Promise<string> }) {
  return <p>{useLoaded(load) ?? '…'}</p>;
}

describe('useLoaded', () => {
  it('shows nothing before its code is in, and it from the first render once preloaded', async () => {
    expect(renderToString(<Shown load={loadGreeting} />)).toBe('<p>…</p>');
    await expect(preload(loadGreeting)).resolves.toBe('Olá');
    // A press's render after the early fetch shows it at once, not a transition later.
    expect(renderToString(<Shown load={loadGreeting} />)).toBe('<p>Olá</p>');
  });

  it('keeps nothing from a load that failed (offline): it is asked again later', async () => {
    await expect(preload(loadFarewell)).rejects.toThrow('offline');
    expect(renderToString(<Shown load={loadFarewell} />)).toBe('<p>…</p>');
  });
});
