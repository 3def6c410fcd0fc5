import { describe, expect, it } from 'vitest';
import { loadPhoneDescriber } from './phone-format';

describe('loadPhoneDescriber', async () => {
  const describeNumber = await loadPhoneDescriber();

  it.each([
    ['5511912345678', '+55 11 91234-5678'],
    ['551130000000', '+55 11 3000-0000'],
    ['351912345678', '+351 912 345 678'],
    ['12125550100', '+1 212 555 0100'],
  ])('shows %s as it will be dialled: %s', (number, display) => {
    expect(describeNumber(number).display).toBe(display);
  });

  it.each([
    ['a Brazilian mobile', '5511912345678', false],
    ['a São Paulo landline', '551130000000', true],
    ['a Portuguese mobile', '351912345678', false],
    ['a Lisbon landline', '351213456789', true],
    ['a London landline', '442071838750', true],
    ['a number too short to judge', '5511', false],
  ])('tells %s apart: notMobile %s', (_, number, notMobile) => {
    expect(describeNumber(number).notMobile).toBe(notMobile);
  });
});
