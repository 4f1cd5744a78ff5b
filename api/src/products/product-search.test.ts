import { describe, expect, it } from 'vitest';
import { productSearchTerms } from './product-search';

describe('productSearchTerms: what a search box text is looked up as', () => {
  it('splits words on anything but letters and digits, and normalises the SKU', () => {
    expect(productSearchTerms('  Nike SB Dunk  ')).toEqual({
      words: ['nike', 'sb', 'dunk'],
      skuPrefix: 'nikesbdunk',
    });
    expect(productSearchTerms('FZ5897-100')).toEqual({ words: ['fz5897', '100'], skuPrefix: 'fz5897100' });
    expect(productSearchTerms('Gel-Kayano "14"*')).toEqual({
      words: ['gel', 'kayano', '14'],
      skuPrefix: 'gelkayano"14"*',
    });
    expect(productSearchTerms('Café crème')).toEqual({ words: ['café', 'crème'], skuPrefix: 'cafécrème' });
  });

  it('keeps no operator and no empty word, each word once, at most eight', () => {
    expect(productSearchTerms('+-~<>()@*"')).toEqual({ words: [], skuPrefix: '+~<>()@*"' });
    expect(productSearchTerms('-')).toEqual({ words: [], skuPrefix: '' });
    expect(productSearchTerms('low LOW low').words).toEqual(['low']);
    expect(productSearchTerms('a b c d e f g h i j').words).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});
