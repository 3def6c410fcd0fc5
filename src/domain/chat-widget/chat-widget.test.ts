import fc from 'fast-check';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { chatWidgetChart, nextState } from './chart';
import { clockIn, isOpenAt } from './hours';
import { campaignTag, composeMessage, hasPlaceholders } from './message';
import { packQr, qrPath } from './qr';
import { keptChoice, pickNumber, TURN_MS } from './rotation';

const RUNS = Number(process.env.FC_RUNS ?? 300);
const facts = {
  title: 'Camiseta | Loja',
  address: 'https://loja.example/camiseta?utm_source=google',
  search: '?utm_source=google&utm_campaign=natal',
  product: 'Camiseta Azul',
  price: 'R$ 89,90',
};

describe('the chart', () => {
  it('moves only where the table says, and stays put on any other event', () => {
    expect(nextState('closed', 'bubble.show')).toBe('typing');
    expect(nextState('typing', 'bubble.typed')).toBe('said');
    expect(nextState('said', 'widget.open')).toBe('open');
    expect(nextState('open', 'widget.close')).toBe('closed');
    expect(nextState('open', 'bubble.show')).toBe('open');
    expect(nextState('closed', 'widget.close')).toBe('closed');
  });

  it('reaches every state from closed', () => {
    const seen = new Set(['closed']);
    for (let round = 0; round < 4; round += 1) {
      for (const state of [...seen]) {
        for (const target of Object.values(
          chatWidgetChart[state as keyof typeof chatWidgetChart],
        )) {
          seen.add(target);
        }
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(chatWidgetChart).sort());
  });
});

describe('hours', () => {
  const weekdays = { days: [1, 2, 3, 4, 5], opens: 9 * 60, closes: 18 * 60 };

  it('reads the clock in the zone, not the machine running it', () => {
    const now = new Date('2026-11-30T12:30:00Z');
    expect(clockIn('America/Sao_Paulo', now)).toEqual({ day: 1, minute: 9 * 60 + 30 });
    expect(clockIn('America/Manaus', now)).toEqual({ day: 1, minute: 8 * 60 + 30 });
    expect(clockIn('Asia/Tokyo', now)).toEqual({ day: 1, minute: 21 * 60 + 30 });
  });

  it('opens at the opening minute and closes at the closing one', () => {
    expect(isOpenAt(weekdays, { day: 1, minute: 9 * 60 })).toBe(true);
    expect(isOpenAt(weekdays, { day: 1, minute: 18 * 60 })).toBe(false);
    expect(isOpenAt(weekdays, { day: 0, minute: 12 * 60 })).toBe(false);
  });

  it('gives the small hours to the night that started the day before', () => {
    const friday = { days: [5], opens: 22 * 60, closes: 2 * 60 };
    expect(isOpenAt(friday, { day: 6, minute: 60 })).toBe(true);
    expect(isOpenAt(friday, { day: 5, minute: 60 })).toBe(false);
    expect(isOpenAt(friday, { day: 5, minute: 23 * 60 })).toBe(true);
  });
});

describe('the message', () => {
  it('fills every placeholder from the page, then adds the page and the campaign', () => {
    const text = composeMessage('Quero {produto} ({preco}) de {titulo}', facts, {
      page: true,
      campaign: true,
    });
    expect(text).toBe(
      `Quero Camiseta Azul (R$ 89,90) de Camiseta | Loja\n\n${facts.title}\n${facts.address}\n\n(ref: google / natal)`,
    );
  });

  it('names a click on an ad by its gclid, and no campaign when the address has none', () => {
    expect(campaignTag('?gclid=abc123')).toBe('(ref: google-ads)');
    expect(campaignTag('?utm_campaign=natal')).toBe('(ref: natal)');
    expect(campaignTag('')).toBe('');
  });

  it('keeps any typed text as it is when it has no placeholder', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        fc.pre(!hasPlaceholders(typed));
        expect(composeMessage(typed, facts, { page: false, campaign: false })).toBe(typed.trim());
      }),
      { numRuns: RUNS },
    );
  });
});

describe('rotation', () => {
  const world = { random: () => 0.5, now: 0, kept: null };

  it('sends everyone to the one number there is', () => {
    expect(pickNumber(1, 'random', world, 'a')).toBe(0);
  });

  it('in turns, gives each number one minute, round and round', () => {
    const picks = [0, 1, 2, 3, 4, 5].map((minute) =>
      pickNumber(3, 'turn', { ...world, now: minute * TURN_MS }, 'a,b,c'),
    );
    expect(picks).toEqual([0, 1, 2, 0, 1, 2]);
  });

  it('at random, picks within the list for any luck', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (count, luck) => {
          const pick = pickNumber(count, 'random', { ...world, random: () => luck }, 'x');
          expect(pick).toBeGreaterThanOrEqual(0);
          expect(pick).toBeLessThan(count);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('spreads 100 visitors within 15% of even, at random, sticky and in turns', () => {
    /** 100 visitors' luck, one in each hundredth of [0, 1): the rule's own bias, not chance's. */
    const visitors = Array.from({ length: 100 }, (_, visitor) => visitor);
    const spread = (pick: (visitor: number) => number) =>
      [0, 1, 2].map((number) => visitors.filter((visitor) => pick(visitor) === number).length);
    const even = (counts: number[]) =>
      counts.every((count) => Math.abs(count - 100 / 3) <= 0.15 * (100 / 3));
    for (const mode of ['random', 'sticky'] as const) {
      const luck = (visitor: number) => () => (visitor + 0.5) / 100;
      expect(even(spread((v) => pickNumber(3, mode, { ...world, random: luck(v) }, 'a,b,c')))).toBe(
        true,
      );
    }
    const turns = spread((v) => pickNumber(3, 'turn', { ...world, now: v * TURN_MS }, 'a,b,c'));
    expect(turns.sort()).toEqual([33, 33, 34]);
  });

  it('sticky, keeps the choice made for the same list, and chooses again for another', () => {
    const kept = keptChoice(2, 'a,b,c');
    expect(pickNumber(3, 'sticky', { ...world, kept }, 'a,b,c')).toBe(2);
    expect(pickNumber(3, 'sticky', { ...world, kept, random: () => 0 }, 'a,b,d')).toBe(0);
    expect(pickNumber(3, 'sticky', { ...world, kept: 'garbage', random: () => 0 }, 'a,b,c')).toBe(
      0,
    );
  });
});

describe('the packed QR', () => {
  it('draws exactly the dark modules the encoder made', () => {
    const { data } = encode('https://wa.me/5511987654321', { ecc: 'M', border: 0 });
    const { size, path } = qrPath(packQr(data));
    expect(size).toBe(data.length);
    const drawn = [...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => `${x},${y}`);
    const dark = data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`${x},${y}`] : [])));
    expect(drawn).toEqual(dark);
  });
});
