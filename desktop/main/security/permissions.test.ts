import { describe, expect, it } from 'vitest';
import { isPermissionAllowed } from './permissions';

const serverOrigin = 'http://localhost:3000';

describe('isPermissionAllowed', () => {
  it('lets the server page write to the clipboard (Copy link)', () => {
    expect(
      isPermissionAllowed('clipboard-sanitized-write', 'http://localhost:3000/consigners/4', serverOrigin),
    ).toBe(true);
    // Permission checks pass an origin rather than a page URL.
    expect(isPermissionAllowed('clipboard-sanitized-write', 'http://localhost:3000', serverOrigin)).toBe(
      true,
    );
  });

  it.each([
    'hid',
    'serial',
    'usb',
    'media',
    'geolocation',
    'notifications',
    'clipboard-read',
    'openExternal',
  ])('refuses %s even to the server page', (permission) => {
    expect(isPermissionAllowed(permission, 'http://localhost:3000/', serverOrigin)).toBe(false);
  });

  it.each(['https://attacker.io/', 'http://localhost:3001/', '', undefined, null])(
    'refuses the clipboard to %s',
    (requestingUrl) => {
      expect(isPermissionAllowed('clipboard-sanitized-write', requestingUrl, serverOrigin)).toBe(false);
    },
  );
});
