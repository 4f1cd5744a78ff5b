/**
 * An email box: the email keyboard on tablets, and no auto-capitalised first letter or autocorrect. Not
 * type="email": the browser's own check would speak before the contract's message (spec 001 §5).
 */
export const EMAIL_INPUT_PROPS = {
  inputMode: 'email',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;
