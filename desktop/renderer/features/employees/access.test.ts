import { describe, expect, it } from 'vitest';
import { ACCESS_CONTROLS } from '@shared/domain/access-controls';
import { storeWording } from '@shared/domain/terminology';
import { describeAccess, hasLogin, isSameAccess, sortAccessControls, toggleUnrestricted } from './access';

describe('describeAccess', () => {
  it('says plainly when an employee is not restricted, or can open nothing', () => {
    expect(describeAccess(null)).toBe('All screens');
    expect(describeAccess([])).toBe('No screens');
  });

  it('names a few screens in the spec order, and counts many', () => {
    expect(describeAccess(['Orders', 'Products'])).toBe('Products, Orders');
    expect(describeAccess(['Orders', 'Products', 'Inventory', 'Settings'])).toBe('4 of 8 screens');
    expect(describeAccess([...ACCESS_CONTROLS])).toBe('8 of 8 screens');
  });

  it("uses the store's wording for consigners", () => {
    expect(describeAccess(['Consigners'], (text) => storeWording(text, true))).toBe('Sellers');
  });
});

describe('access checklist', () => {
  it('compares lists regardless of order, and null only with null', () => {
    expect(isSameAccess(['Orders', 'Products'], ['Products', 'Orders'])).toBe(true);
    expect(isSameAccess(['Orders'], ['Orders', 'Products'])).toBe(false);
    expect(isSameAccess(null, [])).toBe(false);
    expect(isSameAccess(null, null)).toBe(true);
  });

  it('turns "All screens" off into a full list, and back on into null', () => {
    expect(toggleUnrestricted(false, null)).toEqual([...ACCESS_CONTROLS]);
    expect(toggleUnrestricted(false, ['Settings', 'Dashboard'])).toEqual(['Dashboard', 'Settings']);
    expect(toggleUnrestricted(true, ['Orders'])).toBeNull();
  });

  it('sorts and de-duplicates', () => {
    expect(sortAccessControls(['Settings', 'Dashboard', 'Settings'])).toEqual(['Dashboard', 'Settings']);
  });
});

describe('hasLogin', () => {
  it('tells an invited employee from one with a login', () => {
    expect(hasLogin({ fbUserId: null })).toBe(false);
    expect(hasLogin({ fbUserId: 'account-9' })).toBe(true);
  });
});
