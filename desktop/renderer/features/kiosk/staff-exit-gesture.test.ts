import { describe, expect, it } from 'vitest';
import { isStaffExitChord } from './staff-exit-gesture';

const key = (
  key: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('isStaffExitChord', () => {
  it('is Ctrl+Shift+K or Cmd+Shift+K', () => {
    expect(isStaffExitChord(key('K', { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isStaffExitChord(key('k', { metaKey: true, shiftKey: true }))).toBe(true);
  });

  it('is not what a shopper types', () => {
    expect(isStaffExitChord(key('k'))).toBe(false);
    expect(isStaffExitChord(key('K', { shiftKey: true }))).toBe(false);
    expect(isStaffExitChord(key('k', { ctrlKey: true }))).toBe(false);
    expect(isStaffExitChord(key('k', { ctrlKey: true, shiftKey: true, altKey: true }))).toBe(false);
  });
});
