import { describe, expect, it } from 'vitest';
import { readCatalogueState, writeCatalogueState } from './catalogue-state';

describe('the catalogue address', () => {
  it('reads search, location and page, ignoring what cannot be read', () => {
    expect(readCatalogueState(new URLSearchParams('search=dunk&location=3&page=2'))).toEqual({
      search: 'dunk',
      location: 3,
      page: 2,
    });
    expect(readCatalogueState(new URLSearchParams('location=x&page=-4'))).toEqual({
      search: '',
      location: null,
      page: 1,
    });
  });

  it('writes only what differs from the start, and reads back what it wrote', () => {
    expect(writeCatalogueState({ search: '', location: null, page: 1 }).toString()).toBe('');
    const state = { search: 'jordan 4', location: 7, page: 3 };
    expect(readCatalogueState(writeCatalogueState(state))).toEqual(state);
  });
});
