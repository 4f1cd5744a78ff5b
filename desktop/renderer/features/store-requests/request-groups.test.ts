import { describe, expect, it } from 'vitest';
import { groupStoreRequests, outOfStockSizes } from './request-groups';

const product = (id: number) => ({
  id,
  title: `Pair ${id}`,
  sku: `SKU-${id}`,
  image: null,
  category: 'Sneakers',
  brand: 'Nike',
  gender: 'Men',
  shopifyId: null,
  stockXId: null,
  productTemplateId: 1,
});
const item = (
  id: number,
  productId: number,
  size: string,
  extra: { buyingId?: number; condition?: string } = {},
) => ({
  id,
  productId,
  product: product(productId),
  option1Value: size,
  option2Value: extra.condition ?? 'New',
  option3Value: null,
  buyingId: extra.buyingId ?? null,
});

describe('groupStoreRequests', () => {
  it('groups requests by product (page order) and variant (size order), with their offers', () => {
    const requests = [
      item(1, 7, '10'),
      item(2, 8, '9'),
      item(3, 7, '9.5'),
      item(4, 7, '10'),
      item(5, 7, '10', { condition: 'Used' }),
    ];
    const offers = [
      item(20, 7, '10', { buyingId: 4 }),
      item(21, 7, '10', { buyingId: 1 }),
      item(22, 9, '4', { buyingId: 99 }),
    ];
    const groups = groupStoreRequests(requests, offers);
    expect(groups.map((group) => group.productId)).toEqual([7, 8]);
    const [first] = groups;
    expect(first.product.title).toBe('Pair 7');
    expect(first.variants.map((variant) => variant.key)).toEqual(['9.5 / New', '10 / New', '10 / Used']);
    const tenNew = first.variants[1];
    expect(tenNew.requests.map((request) => request.id)).toEqual([1, 4]);
    expect(tenNew.offers.map((offer) => offer.id)).toEqual([20, 21]);
    expect(first.variants[2].offers).toEqual([]);
    expect(groups[1].variants).toHaveLength(1);
  });

  it('is empty for no requests', () => {
    expect(groupStoreRequests([], [item(1, 7, '10', { buyingId: 3 })])).toEqual([]);
  });
});

describe('outOfStockSizes', () => {
  const variant = (size: string, condition: string, qty: number, requested = 0) => ({
    key: `${size} / ${condition}`,
    option1Value: size,
    option2Value: condition,
    option3Value: null,
    qty,
    requested,
  });

  it('gives one entry per size with stock missing, naming the variants when only some are', () => {
    const sizes = outOfStockSizes([
      variant('9', 'New', 0, 2),
      variant('9', 'Used', 0, 1),
      variant('10', 'New', 3),
      variant('10', 'Used', 0),
      variant('11', 'New', 1),
      variant('11', 'Used', 2),
    ]);
    expect(
      sizes.map(({ size, label, isWholeSize, requested }) => ({ size, label, isWholeSize, requested })),
    ).toEqual([
      { size: '9', label: '9', isWholeSize: true, requested: 3 },
      { size: '10', label: '10 · Used', isWholeSize: false, requested: 0 },
    ]);
    expect(sizes[1].variants.map((entry) => entry.key)).toEqual(['10 / Used']);
  });

  it('labels a size alone when the template has no other option', () => {
    const sizesOnly = [
      { key: 'M', option1Value: 'M', option2Value: null, option3Value: null, qty: 0, requested: 0 },
    ];
    expect(outOfStockSizes(sizesOnly)[0]).toMatchObject({ label: 'M', isWholeSize: true });
  });
});
