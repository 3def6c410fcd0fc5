import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

const RUNS = Number(process.env.FC_RUNS ?? 1_000);

/**
 * Reads `;`-separated CSV as RFC 4180 describes it, cell by cell: the oracle the writer is held
 * to, written independently of it.
 */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every row with CRLF', () => {
    expect(toCsv([['Canal', 'Link']])).toBe('\uFEFFCanal;Link\r\n');
  });

  it('quotes what would break a cell', () => {
    expect(toCsv([['a;b', 'diz "oi"', 'linha\nnova']])).toBe(
      '\uFEFF"a;b";"diz ""oi""";"linha\nnova"\r\n',
    );
  });

  it('keeps a message that looks like a formula as text', () => {
    expect(toCsv([['=HYPERLINK("x")', '+55', '-1', '@soma']])).toBe(
      '\uFEFF"\'=HYPERLINK(""x"")";\'+55;\'-1;\'@soma\r\n',
    );
  });

  it('reads back as the same cells', () => {
    const safeCell = fc
      .string({ unit: 'grapheme', maxLength: 40 })
      .filter((value) => !/^[=+\-@\t\r]/.test(value));
    fc.assert(
      fc.property(
        fc.array(fc.array(safeCell, { minLength: 1, maxLength: 5 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (rows) => {
          expect(readCsv(toCsv(rows).slice(1))).toEqual(rows);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
