import { describe, expect, it } from 'vitest';
import { type PortalProduct } from '@shared/contracts/consigner-portal';
import { dropOffProblem, toPortalDropOffRow } from './drop-off';

const sneaker: PortalProduct = {
  id: 12,
  title: 'Air Max 90',
  sku: 'AM90',
  brand: 'Nike',
  category: 'Sneakers',
  image: null,
  template: {
    id: 3,
    option1: 'Size',
    option1Values: ['9', '10'],
    option2: 'Condition',
    option2Values: ['New', 'Used'],
    option3: null,
    option3Values: null,
  },
};

describe('drop-off listing', () => {
  it('needs a location to drop off at, not to ship', () => {
    expect(dropOffProblem({ shipping: 'dropOff', locationId: null, trackingCode: '' })).toBe(
      'Drop Off location is required.',
    );
    expect(dropOffProblem({ shipping: 'dropOff', locationId: 4, trackingCode: '' })).toBeNull();
    expect(dropOffProblem({ shipping: 'ship', locationId: null, trackingCode: '' })).toBeNull();
  });

  it('sends a dropped-off row with its location and quantity, the missing option empty', () => {
    expect(
      toPortalDropOffRow({
        product: sneaker,
        row: { option1Value: '10', option2Value: 'New', option3Value: 'ignored', price: 180, quantity: 2 },
        shipping: 'dropOff',
        locationId: 4,
        trackingCode: 'ignored',
      }),
    ).toEqual({
      productId: 12,
      productTemplateId: 3,
      option1Value: '10',
      option2Value: 'New',
      option3Value: '',
      price: 180,
      quantity: 2,
      status: 'Pending',
      shipping: 'dropOff',
      location: 4,
    });
  });

  it('sends a shipped row without a location, with the tracking code when given', () => {
    const row = { option1Value: '9', option2Value: 'Used', price: 95, quantity: 1 };
    const shipped = toPortalDropOffRow({
      product: sneaker,
      row,
      shipping: 'ship',
      locationId: 4,
      trackingCode: ' 1Z999 ',
    });
    expect(shipped).toMatchObject({ shipping: 'ship', trackingCode: '1Z999' });
    expect(shipped).not.toHaveProperty('location');
    expect(
      toPortalDropOffRow({ product: sneaker, row, shipping: 'ship', locationId: null, trackingCode: '  ' }),
    ).not.toHaveProperty('trackingCode');
  });
});
