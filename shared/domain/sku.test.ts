import { describe, expect, it } from 'vitest';
import { SKU_CUT_TABLE, SKU_CUT_WRAPPED } from '../constants';
import { cutSku, normalizeSku } from './sku';

describe('normalizeSku', () => {
  it('lower-cases and removes spaces and dashes', () => {
    expect(normalizeSku('DD1391-100')).toBe('dd1391100');
    expect(normalizeSku(' dd1391 100 ')).toBe('dd1391100');
    expect(normalizeSku('Dd-1391 - 100')).toBe('dd1391100');
    expect(normalizeSku('a\tb')).toBe('ab');
  });

  it('keeps every other character', () => {
    expect(normalizeSku('CW2288_111/B')).toBe('cw2288_111/b');
    expect(normalizeSku('')).toBe('');
  });
});

describe('cutSku', () => {
  it('cuts to 12 characters in tables and 20 in the wrapped view, with an ellipsis (spec 001 §9)', () => {
    const sku = 'DD1391-100-WHITE-BLACK-2021';
    expect(cutSku(sku, SKU_CUT_TABLE)).toBe('DD1391-100-W…');
    expect(cutSku(sku, SKU_CUT_WRAPPED)).toBe('DD1391-100-WHITE-BLA…');
  });

  it('shows a SKU within the limit whole', () => {
    expect(cutSku('DD1391-100', SKU_CUT_TABLE)).toBe('DD1391-100');
    expect(cutSku('DD1391-100-W', SKU_CUT_TABLE)).toBe('DD1391-100-W');
    expect(cutSku('', SKU_CUT_TABLE)).toBe('');
  });
});
