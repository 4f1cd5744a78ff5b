/**
 * The catalogue's address (spec 000 §2.1): search, location and page live in the query string, so
 * a shared or reloaded link opens the same list. Pure, for the unit tests.
 */
export interface CatalogueState {
  search: string;
  location: number | null;
  page: number;
}

export function readCatalogueState(params: URLSearchParams): CatalogueState {
  const location = Number(params.get('location'));
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    location: Number.isInteger(location) && location > 0 ? location : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeCatalogueState(state: CatalogueState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search !== '') params.set('search', state.search);
  if (state.location !== null) params.set('location', String(state.location));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
