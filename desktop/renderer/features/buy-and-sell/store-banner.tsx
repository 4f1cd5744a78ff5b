import { type ShopperStore } from '@shared/contracts/public-pages';
import { Brand } from '../../ui/brand';

/** The store's logo and name over the buy-and-sell pages: a seller always knows whom they offer to. */
export function StoreBanner({ store }: { store: Pick<ShopperStore, 'name' | 'logo'> | null }) {
  return (
    <header className="buy-sell__banner">
      {store?.logo ? (
        <img className="buy-sell__logo" src={store.logo} alt={`${store.name} logo`} />
      ) : (
        <span className="buy-sell__mark" aria-hidden>
          <Brand isCompact />
        </span>
      )}
      {store && <strong className="buy-sell__store-name">{store.name}</strong>}
    </header>
  );
}
