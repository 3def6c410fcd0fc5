import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readKeepsRecentLinks,
  readRecentLinks,
  writeKeepsRecentLinks,
  writeRecentLinks,
} from './recent-links-storage';

const ENTRY = { phone: '11', message: '', country: 'BR', link: 'https://wa.me/5511' } as const;

function withStorage(storage: Partial<Storage> | (() => never)) {
  vi.stubGlobal('window', {
    get localStorage() {
      if (typeof storage === 'function') return storage();
      return storage;
    },
  });
}

/** A working storage, whose contents the test reads back. */
function withMemoryStorage() {
  const data = new Map<string, string>();
  withStorage({
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  });
  return data;
}

afterEach(() => vi.unstubAllGlobals());

describe('recent links storage', () => {
  it('writes and reads back', () => {
    const data = withMemoryStorage();
    writeRecentLinks([ENTRY]);
    expect(readRecentLinks()).toEqual([ENTRY]);
    writeRecentLinks([]);
    expect(data.size).toBe(0);
  });

  it('keeps links until the visitor turns keeping off, and remembers only that choice', () => {
    const data = withMemoryStorage();
    expect(readKeepsRecentLinks()).toBe(true);
    writeKeepsRecentLinks(false);
    expect(readKeepsRecentLinks()).toBe(false);
    expect([...data.keys()]).toEqual(['orbita:whatsapp-link:recent-off']);
    writeKeepsRecentLinks(true);
    expect(readKeepsRecentLinks()).toBe(true);
    expect(data.size).toBe(0);
  });

  it('keeps nothing, and throws nothing, when storage is disabled', () => {
    withStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeRecentLinks([ENTRY])).not.toThrow();
    expect(readRecentLinks()).toEqual([]);
    expect(() => writeKeepsRecentLinks(false)).not.toThrow();
    // Nothing to turn off where nothing is kept: the switch shows as it starts, on.
    expect(readKeepsRecentLinks()).toBe(true);
  });

  it('keeps nothing, and throws nothing, when storage is full or refuses to read', () => {
    withStorage({
      getItem: () => {
        throw new Error('broken');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(() => writeRecentLinks([ENTRY])).not.toThrow();
    expect(readRecentLinks()).toEqual([]);
  });

  it('reads garbage as nothing', () => {
    withStorage({ getItem: () => '[1, "x", {"phone": 3}]' });
    expect(readRecentLinks()).toEqual([]);
  });
});
