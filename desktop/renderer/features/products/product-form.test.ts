import { describe, expect, it } from 'vitest';
import { productRequest, type Product } from '@shared/contracts/products';
import { duplicateUrl, prefillFromQuery, toProductFormValues, toProductRequest } from './product-form';

const product: Product = {
  id: 4,
  storeId: 1,
  title: 'Nike Dunk Low Panda',
  brand: 'Nike',
  category: 'Sneakers',
  sku: 'DD1391-100',
  image: '/uploads/demo123456.png',
  imageList: ['https://cdn.example.com/side.jpg'],
  productTemplateId: 2,
  gender: 'Men',
  year: null,
  color: 'White/Black',
  GTIN: [{ size: '10', gtin: '4006381333931' }],
  stockXId: 'nike-dunk-low-panda',
  shopifyId: null,
  isSubmitted: false,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

describe('product form mapping', () => {
  it('puts the main image first and back, and blanks optional fields to null', () => {
    const values = toProductFormValues(product);
    expect(values.images).toEqual(['/uploads/demo123456.png', 'https://cdn.example.com/side.jpg']);
    const request = toProductRequest({ ...values, year: '', shopifyId: '  ' }, product.GTIN);
    expect(request).toMatchObject({
      image: '/uploads/demo123456.png',
      imageList: ['https://cdn.example.com/side.jpg'],
      year: null,
      color: 'White/Black',
      GTIN: [{ size: '10', gtin: '4006381333931' }],
    });
    // What the form sends passes the API's own contract.
    expect(productRequest.safeParse(request).success).toBe(true);
  });

  it('sends no image when there is none, so the contract answers its message', () => {
    const request = toProductRequest({ ...toProductFormValues(product), images: [] });
    expect(request.image).toBe('');
    expect(productRequest.safeParse(request).error?.issues[0]?.message).toBe(
      'You must upload at least one image.',
    );
  });
});

describe('the Duplicate flow (spec 000 §2.3)', () => {
  it('writes the product into /products/create query parameters and reads them back', () => {
    const url = duplicateUrl(product);
    expect(url).toMatch(/^\/products\/create\?/);
    const params = new URL(url, 'http://shop.test').searchParams;
    expect([...params.keys()]).toEqual([
      'title',
      'sku',
      'stockXId',
      'brand',
      'category',
      'gender',
      'image_url',
      'productTemplateId',
    ]);
    expect(prefillFromQuery(params)).toEqual({
      title: 'Nike Dunk Low Panda',
      sku: 'DD1391-100',
      stockXId: 'nike-dunk-low-panda',
      brand: 'Nike',
      category: 'Sneakers',
      gender: 'Men',
      images: ['/uploads/demo123456.png'],
      productTemplateId: 2,
    });
  });

  it('ignores blank parameters and image addresses the API would refuse', () => {
    const params = new URLSearchParams('title=%20&sku=X1&image_url=javascript:alert(1)&other=1');
    expect(prefillFromQuery(params)).toEqual({ sku: 'X1' });
  });
});
