import { describe, expect, it } from 'vitest';
import { storeWording } from './terminology';

describe('storeWording', () => {
  it('says Seller for Consigner in buying stores only (spec 000 §1)', () => {
    expect(storeWording('Add Consigner', true)).toBe('Add Seller');
    expect(storeWording('Consigners', true)).toBe('Sellers');
    expect(storeWording('the consigner link', true)).toBe('the seller link');
    expect(storeWording('Consigners', false)).toBe('Consigners');
  });

  it('leaves Consignment alone', () => {
    expect(storeWording('Consignment', true)).toBe('Consignment');
  });
});
