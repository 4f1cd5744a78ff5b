import { describe, expect, it } from 'vitest';
import { isValidAbaRouting, isValidIban, isValidSwift, normalizeBankNumber } from './bank-validation';

describe('isValidIban', () => {
  it('accepts real-format IBANs, with or without spaces and in lower case', () => {
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('de89 3704 0044 0532 0130 00')).toBe(true);
  });

  it('rejects altered digits, swapped check digits and malformed values', () => {
    expect(isValidIban('GB82WEST12345698765433')).toBe(false);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('GB28WEST12345698765432')).toBe(false);
    expect(isValidIban('GB82')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('1282WEST12345698765432')).toBe(false);
  });
});

describe('isValidAbaRouting', () => {
  it('accepts routing numbers with a valid checksum', () => {
    expect(isValidAbaRouting('011000015')).toBe(true);
    expect(isValidAbaRouting('021000021')).toBe(true);
  });

  it('rejects altered digits and wrong lengths', () => {
    expect(isValidAbaRouting('011000016')).toBe(false);
    expect(isValidAbaRouting('021000012')).toBe(false);
    expect(isValidAbaRouting('02100002')).toBe(false);
    expect(isValidAbaRouting('0210000210')).toBe(false);
    expect(isValidAbaRouting('02100002a')).toBe(false);
  });
});

describe('isValidSwift', () => {
  it('accepts 8- and 11-character codes', () => {
    expect(isValidSwift('DEUTDEFF')).toBe(true);
    expect(isValidSwift('deutdeff500')).toBe(true);
  });

  it('rejects other lengths and digits in the bank code', () => {
    expect(isValidSwift('DEUTDEF')).toBe(false);
    expect(isValidSwift('DEUTDEFF50')).toBe(false);
    expect(isValidSwift('D3UTDEFF')).toBe(false);
  });
});

it('normalizeBankNumber strips spaces and dashes and upper-cases', () => {
  expect(normalizeBankNumber(' gb82-west 12 ')).toBe('GB82WEST12');
});
