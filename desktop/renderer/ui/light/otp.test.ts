import { describe, expect, it } from 'vitest';
import { backspaceOtp, typeIntoOtp } from './otp';

describe('the one-time code boxes', () => {
  it('a digit goes into its box and the next box takes focus', () => {
    expect(typeIntoOtp('12', 2, '3', 6)).toEqual({ code: '123', focus: 3 });
  });

  it('a box past the end types at the end (no gaps)', () => {
    expect(typeIntoOtp('1', 4, '2', 6)).toEqual({ code: '12', focus: 2 });
  });

  it('a paste fills every box from there, digits only, and stops at the length', () => {
    expect(typeIntoOtp('', 0, '12 34-5678', 6)).toEqual({ code: '123456', focus: 5 });
  });

  it('typing over a filled box replaces its digit', () => {
    expect(typeIntoOtp('123', 1, '29', 6)).toEqual({ code: '193', focus: 2 });
    expect(typeIntoOtp('123', 1, 'x', 6)).toEqual({ code: '123', focus: 1 });
  });

  it('Backspace clears the box, or the one before an empty box', () => {
    expect(backspaceOtp('123', 1)).toEqual({ code: '13', focus: 1 });
    expect(backspaceOtp('123', 3)).toEqual({ code: '12', focus: 2 });
    expect(backspaceOtp('', 0)).toEqual({ code: '', focus: 0 });
  });
});
