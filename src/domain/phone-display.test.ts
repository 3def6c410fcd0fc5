import { describe, expect, it } from 'vitest';
import { displayBrazilianNumber } from './phone-display';

describe('displayBrazilianNumber', () => {
  it('groups a mobile number', () => {
    expect(displayBrazilianNumber('5511900000000')).toBe('+55 11 90000-0000');
  });

  it('groups a landline number', () => {
    expect(displayBrazilianNumber('552133334444')).toBe('+55 21 3333-4444');
  });

  it('leaves anything else as it is', () => {
    expect(displayBrazilianNumber('123')).toBe('123');
  });
});
