import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { channelLinks, withChannelRef } from './channel-links';

const RUNS = Number(process.env.FC_RUNS ?? 1_000);
const channels = [
  { id: 'instagram', ref: 'IG' },
  { id: 'google', ref: 'GOOGLE' },
  { id: 'panfleto', ref: 'PANFLETO' },
];

/** The message a link opens the chat with, read back by the URL parser. */
const messageOf = (url: string) => new URL(url).searchParams.get('text');

describe('withChannelRef', () => {
  it.each([
    ['Olá! Quero um orçamento.', 'IG', 'Olá! Quero um orçamento. (ref: IG)'],
    ['Oi\n\n', 'FB', 'Oi (ref: FB)'],
    ['', 'GOOGLE', '(ref: GOOGLE)'],
    ['   ', 'ANUNCIO', '(ref: ANUNCIO)'],
  ])('%j with %s reads %j', (message, ref, expected) => {
    expect(withChannelRef(message, ref)).toBe(expected);
  });
});

describe('channelLinks', () => {
  it('makes one link per channel, in order, to the same number', () => {
    const links = channelLinks('5511912345678', 'Olá!', channels);
    expect(links.map((link) => link.channel.id)).toEqual(['instagram', 'google', 'panfleto']);
    for (const link of links) expect(link.url).toMatch(/^https:\/\/wa\.me\/5511912345678\?text=/);
    expect(messageOf(links[0]?.url ?? '')).toBe('Olá! (ref: IG)');
  });

  it('every link opens the chat with the message as typed, then its reference', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (message) => {
        for (const link of channelLinks('351912345678', message, channels)) {
          const text = messageOf(link.url) ?? '';
          expect(text.endsWith(`(ref: ${link.channel.ref})`)).toBe(true);
          expect(text.startsWith(message.trimEnd())).toBe(true);
          expect(text).toBe(link.message);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
