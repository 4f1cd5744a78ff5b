/**
 * The email an account was just created with, for this tab: the verification step names it and the
 * details step starts with it. Kept in sessionStorage, so a reload or the page coming back from the
 * verification link still knows it; an account with no profile has no other place that says it.
 */
const KEY = 'consigndesk.portalSignupEmail';

export function rememberSignupEmail(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage disabled: the steps then ask for the email again, which is all this spares.
  }
}

export function signupEmail(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
