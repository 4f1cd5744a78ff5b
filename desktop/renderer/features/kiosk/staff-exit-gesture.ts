/** How long the store's name is held to ask for the staff sign-in (long enough not to happen by accident). */
export const STAFF_EXIT_HOLD_MS = 3_000;

/** Ctrl+Shift+K (⌘+Shift+K on a Mac): the keyboard way to the staff sign-in. */
export function isStaffExitChord(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return (
    (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey && event.key.toLowerCase() === 'k'
  );
}
