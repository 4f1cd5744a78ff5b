import { describe, expect, it } from 'vitest';
import {
  formatPriceRange,
  isPriceRangeOrdered,
  isSameVariant,
  isStoreRequestStatus,
  offerRequestProblem,
  templateVariants,
} from './store-requests';

const sneakers = {
  option1Values: ['10', '9.5', '4'],
  option2: 'Condition',
  option2Values: ['New', 'Used'],
  option3: null,
  option3Values: null,
};

describe('templateVariants', () => {
  it('crosses the sizes (in size order) with the other options the template has', () => {
    expect(templateVariants(sneakers).map((variant) => variant.key)).toEqual([
      '4 / New',
      '4 / Used',
      '9.5 / New',
      '9.5 / Used',
      '10 / New',
      '10 / Used',
    ]);
    expect(templateVariants(sneakers)[0]).toEqual({
      option1Value: '4',
      option2Value: 'New',
      option3Value: null,
      key: '4 / New',
    });
  });

  it('gives one empty value for an option the template lacks, or whose values are empty', () => {
    const sizesOnly = { ...sneakers, option2: null, option2Values: ['New'] };
    expect(templateVariants(sizesOnly).map((variant) => variant.key)).toEqual(['4', '9.5', '10']);
    const noValues = { ...sneakers, option2Values: [] };
    expect(templateVariants(noValues)[0]).toMatchObject({ option2Value: null, key: '4' });
    const three = { ...sneakers, option1Values: ['S'], option3: 'Box', option3Values: ['Yes', 'No'] };
    expect(templateVariants(three).map((variant) => variant.key)).toEqual([
      'S / New / Yes',
      'S / New / No',
      'S / Used / Yes',
      'S / Used / No',
    ]);
  });

  it('counts a value listed twice (in any case) once and drops blanks', () => {
    const messy = { ...sneakers, option1Values: ['10', ' 10 ', ''], option2Values: ['New', 'new'] };
    expect(templateVariants(messy).map((variant) => variant.key)).toEqual(['10 / New']);
  });
});

describe('store request rules', () => {
  it('knows the request statuses', () => {
    expect(isStoreRequestStatus('Buying')).toBe(true);
    expect(isStoreRequestStatus('Consignment')).toBe(true);
    expect(isStoreRequestStatus('Requested')).toBe(false);
  });

  it('matches variants whatever the case and spacing', () => {
    const variant = { option1Value: '10', option2Value: 'New', option3Value: null };
    expect(isSameVariant(variant, { option1Value: ' 10', option2Value: 'NEW', option3Value: '' })).toBe(true);
    expect(isSameVariant(variant, { ...variant, option2Value: 'Used' })).toBe(false);
  });

  it('wants the upper price at least the lower one (spec 001 §5)', () => {
    expect(isPriceRangeOrdered({ lower: 100, upper: 100 })).toBe(true);
    expect(isPriceRangeOrdered({ lower: 100, upper: 150 })).toBe(true);
    expect(isPriceRangeOrdered({ lower: 150, upper: 100 })).toBe(false);
    expect(isPriceRangeOrdered({ lower: -1, upper: 100 })).toBe(false);
  });

  it('shows a range in the store currency', () => {
    expect(formatPriceRange({ lower: 150, upper: 200.5 }, 'USD')).toBe('$150 – $200.50');
    expect(formatPriceRange({ lower: 90, upper: 90 }, 'EUR')).toBe('€90');
  });

  it('says why an offer cannot answer a request', () => {
    const request = {
      status: 'Buying' as const,
      productId: 7,
      option1Value: '10',
      option2Value: 'New',
      option3Value: null,
    };
    const offer = { ...request, status: 'Requested' as const };
    expect(offerRequestProblem(offer, request)).toBeNull();
    expect(offerRequestProblem(offer, { ...request, status: 'Consignment' })).toBeNull();
    expect(offerRequestProblem({ ...offer, status: 'Active' }, request)).toBe(
      'Only an offer (status Requested) can answer a store request.',
    );
    expect(offerRequestProblem(offer, null)).toBe('This store request does not exist or is already closed.');
    expect(offerRequestProblem(offer, { ...request, status: 'Pending' })).toBe(
      'This store request does not exist or is already closed.',
    );
    const otherVariant = 'This offer is for another product or variant than the store request.';
    expect(offerRequestProblem(offer, { ...request, productId: 8 })).toBe(otherVariant);
    expect(offerRequestProblem({ ...offer, option1Value: '11' }, request)).toBe(otherVariant);
  });
});
