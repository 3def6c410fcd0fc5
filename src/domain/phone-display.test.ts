import { describe, expect, it } from 'vitest';
import { displayBrazilianNumber } from './phone-display';

describe('displayBrazilianNumber', () => {
  it('groups a mobile number', () => {
    expect(displayBrazilianNumber('5511900000000')).toBe('+55 11 90000-0000');
  });

  it('groups a landline number', () => {
    expect(displayBrazilianNumber('552133334444')).toBe('+55 21 3333-4444');
  });

  it.each(['123', '15511900000000', '55119000000001', '55 11 90000-0000'])(
    'leaves %j as it is: not exactly country, area and number',
    (number) => {
      expect(displayBrazilianNumber(number)).toBe(number);
    },
  );
});
