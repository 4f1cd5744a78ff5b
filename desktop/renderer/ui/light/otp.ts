/** The digits of what was typed or pasted into a one-time-code box, at most `length` of them. */
export function otpDigits(text: string, length: number): string {
  return text.replace(/\D/g, '').slice(0, length);
}

/**
 * The code after typing `typed` into box `index` (a code has no gaps: a box past its end types at
 * its end). One digit replaces that box's, a paste fills from there on. Also the box to focus next.
 */
export function typeIntoOtp(
  code: string,
  index: number,
  typed: string,
  length: number,
): { code: string; focus: number } {
  const at = Math.min(index, code.length);
  // The browser hands over the box's old digit and the new one together; the new one is the last.
  const digits = otpDigits(typed.length === 2 && typed[0] === code[at] ? typed.slice(1) : typed, length);
  if (digits === '') return { code, focus: at };
  const next = (code.slice(0, at) + digits + code.slice(at + digits.length)).slice(0, length);
  return { code: next, focus: Math.min(length - 1, at + digits.length) };
}

/** Backspace in box `index`: clears its digit, or the one before when it is empty. */
export function backspaceOtp(code: string, index: number): { code: string; focus: number } {
  const at = index < code.length ? index : index - 1;
  if (at < 0) return { code, focus: 0 };
  return { code: code.slice(0, at) + code.slice(at + 1), focus: at };
}
