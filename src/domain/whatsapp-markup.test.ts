import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterCount, parseMarkup, parseMarkupLine, toMarkup } from './whatsapp-markup';

const RUNS = Number(process.env.FC_RUNS ?? 1_000);

describe('parseMarkupLine', () => {
  it('reads each of WhatsApp’s marks', () => {
    expect(parseMarkupLine('*a* _b_ ~c~ ```d```')).toEqual([
      { style: 'bold', children: ['a'] },
      ' ',
      { style: 'italic', children: ['b'] },
      ' ',
      { style: 'strike', children: ['c'] },
      ' ',
      { style: 'mono', children: ['d'] },
    ]);
  });

  it('nests marks, but not inside monospace', () => {
    expect(parseMarkupLine('*_x_*')).toEqual([
      { style: 'bold', children: [{ style: 'italic', children: ['x'] }] },
    ]);
    expect(parseMarkupLine('```*x*```')).toEqual([{ style: 'mono', children: ['*x*'] }]);
  });

  it.each(['* not bold *', 'a * b', '**', '2*3*4 = 24 é conta', 'nome_do_arquivo_final'])(
    'leaves %j as typed when the marks do not hug text',
    (line) => {
      expect(parseMarkupLine(line)).toEqual([line]);
    },
  );

  it('reads marks around several words, between plain text', () => {
    expect(parseMarkupLine('Hoje: *frete grátis* e _só_ ~R$ 50~ no ```CUPOM 10```!')).toEqual([
      'Hoje: ',
      { style: 'bold', children: ['frete grátis'] },
      ' e ',
      { style: 'italic', children: ['só'] },
      ' ',
      { style: 'strike', children: ['R$ 50'] },
      ' no ',
      { style: 'mono', children: ['CUPOM 10'] },
      '!',
    ]);
  });

  it('writes each mark back as typed', () => {
    expect(
      toMarkup([
        { style: 'mono', children: ['a b'] },
        { style: 'bold', children: [{ style: 'italic', children: ['c'] }] },
        { style: 'strike', children: ['d'] },
      ]),
    ).toBe('```a b```*_c_*~d~');
  });

  it('gives back exactly the line it was given, for any line', () => {
    const markupish = fc.stringMatching(/^[a-z *_~`]{0,30}$/);
    fc.assert(
      fc.property(fc.oneof(markupish, fc.string()), (text) => {
        const line = text.replace(/\n/g, ' ');
        expect(toMarkup(parseMarkupLine(line))).toBe(line);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('parseMarkup', () => {
  it('keeps one line of nodes per line of the message', () => {
    fc.assert(
      fc.property(fc.string(), (message) => {
        const lines = parseMarkup(message);
        expect(lines).toHaveLength(message.split('\n').length);
        expect(lines.map(toMarkup).join('\n')).toBe(message);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('characterCount', () => {
  it('counts characters as people do, an emoji as one', () => {
    expect(characterCount('Olá 😊')).toBe(5);
  });
});
