import { BUY_AND_SELL_GRID_COLUMNS, MOBILE_BREAKPOINT_PX, WIDE_LAYOUT_PX } from '@shared/constants';
import { type OfferableProduct } from '@shared/contracts/buy-and-sell';
import { PUBLIC_PAGE_SIZE } from '@shared/contracts/public-pages';
import { notices } from '@shared/messages';
import { Empty, Pagination, SearchInput, Spinner } from '../../ui/light';
import { ProductImage } from '../../ui/product-image';
import { useMediaQuery } from '../../ui/use-media-query';
import { type useBuyAndSellInfoQuery } from './queries';

const copy = notices.buyAndSellScreens;

/** spec 001 §9: buy-and-sell grids are 2, 3 and 4 columns on small, medium and large screens. */
function useGridColumns(): number {
  const isLarge = useMediaQuery(`(min-width: ${WIDE_LAYOUT_PX}px)`);
  const isMedium = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  if (isLarge) return BUY_AND_SELL_GRID_COLUMNS.large;
  return isMedium ? BUY_AND_SELL_GRID_COLUMNS.medium : BUY_AND_SELL_GRID_COLUMNS.small;
}

interface SelectProductsStepProps {
  search: string;
  onSearch: (search: string) => void;
  page: number;
  onPage: (page: number) => void;
  info: ReturnType<typeof useBuyAndSellInfoQuery>;
  onChoose: (product: OfferableProduct) => void;
}

/** Step 1 (spec 000 §2.4): search the store's products; a card opens the Add Inventory dialog. */
export function SelectProductsStep({
  search,
  onSearch,
  page,
  onPage,
  info,
  onChoose,
}: SelectProductsStepProps) {
  const columns = useGridColumns();
  const products = info.data?.products ?? [];

  return (
    <section className="buy-sell__step" aria-labelledby="buy-sell-step-select">
      <h2 id="buy-sell-step-select" className="visually-hidden">
        {copy.steps[0]}
      </h2>
      <div className="buy-sell__search">
        <SearchInput
          size="large"
          placeholder="Search products"
          aria-label="Search products"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
        {/* A new search on its way (the list shown is the last one's until it answers). */}
        {info.isFetching && !info.isPending && <Spinner size="small" />}
      </div>
      {info.isPending ? (
        <div className="buy-sell__loading">
          <Spinner />
        </div>
      ) : products.length === 0 ? (
        <Empty description={copy.noProducts} />
      ) : (
        <ul
          className="buy-sell__grid"
          aria-label="Products"
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {products.map((product) => (
            <li key={product.id}>
              <button type="button" className="buy-sell__card" onClick={() => onChoose(product)}>
                <ProductImage src={product.image} alt="" className="buy-sell__card-image" />
                <span className="buy-sell__card-title">{product.title}</span>
                <span className="buy-sell__card-brand">{product.brand}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {info.data && info.data.count > PUBLIC_PAGE_SIZE && (
        <Pagination
          className="buy-sell__pages"
          current={page}
          pageSize={PUBLIC_PAGE_SIZE}
          total={info.data.count}
          onChange={onPage}
        />
      )}
    </section>
  );
}
