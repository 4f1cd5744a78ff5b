import { describe, expect, it } from 'vitest';
import { kioskCategoriesOf, kioskSizesOf, reserveCustomerOf } from './kiosk';

const template = (
  option1Values: string[],
  option2: string | null = null,
  option2Values: string[] | null = null,
) => ({
  option1: 'Size',
  option1Values,
  option2,
  option2Values,
});

describe('kiosk sizes', () => {
  it('takes option1 values, deduplicated case-insensitively and sorted by the size rules', () => {
    expect(kioskSizesOf([template(['10', '9.5', 'm']), template(['9.5', '4', 'M', ' 11 '])])).toEqual([
      '4',
      '9.5',
      '10',
      '11',
      'm',
    ]);
  });

  it('takes option2 values when option2 is named size or sizes', () => {
    expect(
      kioskSizesOf([
        { option1: 'Color', option1Values: ['Red'], option2: ' Sizes ', option2Values: ['S', 'XS'] },
      ]),
    ).toEqual(['XS', 'S']);
    expect(
      kioskSizesOf([{ option1: 'Color', option1Values: ['Red'], option2: 'Fit', option2Values: ['Slim'] }]),
    ).toEqual(['Red']);
  });

  it('lists categories once each, sorted', () => {
    expect(kioskCategoriesOf(['Sneakers', 'apparel', 'sneakers', ' ', 'Apparel'])).toEqual([
      'apparel',
      'Sneakers',
    ]);
  });
});

describe('reserve form', () => {
  it('takes the last word of the name as the last name and keeps digits only', () => {
    expect(
      reserveCustomerOf({ name: ' Ana  Maria Lopez ', countryCode: '1', number: '(555) 123-4567' }),
    ).toEqual({
      first_name: 'Ana Maria',
      last_name: 'Lopez',
      phone: '+15551234567',
    });
  });

  it('defaults the country code to 1 and accepts a one-word name', () => {
    expect(reserveCustomerOf({ name: 'Cher', countryCode: '', number: '5551234567' })).toEqual({
      first_name: 'Cher',
      last_name: '',
      phone: '+15551234567',
    });
  });

  it('refuses a missing name or a number that is not exactly 10 digits', () => {
    expect(reserveCustomerOf({ name: '  ', countryCode: '1', number: '5551234567' })).toBeNull();
    expect(reserveCustomerOf({ name: 'Ana Lopez', countryCode: '1', number: '555123456' })).toBeNull();
    expect(reserveCustomerOf({ name: 'Ana Lopez', countryCode: '1', number: '55512345678' })).toBeNull();
    expect(reserveCustomerOf({ name: 'Ana Lopez', countryCode: 'abc', number: '5551234567' })).toBeNull();
  });
});
