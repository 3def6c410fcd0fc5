import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withQuickMessage } from './quick-message';

const READY = ['Olá! Quero um orçamento.', 'Olá! Quero agendar um horário.'];
const RUNS = Number(process.env.FC_RUNS ?? 300);

describe('a ready-made message picked', () => {
  it('fills an empty field, or one holding another ready-made message', () => {
    expect(withQuickMessage('', READY[0] ?? '', READY)).toBe(READY[0]);
    expect(withQuickMessage('  \n', READY[0] ?? '', READY)).toBe(READY[0]);
    expect(withQuickMessage(READY[1] ?? '', READY[0] ?? '', READY)).toBe(READY[0]);
  });

  it('goes on a new line after what the visitor wrote', () => {
    expect(withQuickMessage('Sou a Ana. ', READY[0] ?? '', READY)).toBe(`Sou a Ana.\n${READY[0]}`);
  });

  it('never loses a word the visitor typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...READY), (typed, picked) => {
        const result = withQuickMessage(typed, picked, READY);
        expect(result.endsWith(picked)).toBe(true);
        if (!READY.includes(typed)) expect(result.startsWith(typed.trimEnd())).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});
