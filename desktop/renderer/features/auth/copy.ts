/**
 * Words of our own for the account screens, for situations the spec has no message for (shared/messages
 * holds every spec message; these would move there if the API ever needs them).
 */
export const accountCopy = {
  passwordsDiffer: 'The two passwords do not match.',
  confirmPasswordRequired: 'Please type the password again.',
  accountCreated: 'Your account is ready. Log in with your new password.',
  verifying: 'Checking your link…',
  maintenanceTitle: (storeName: string) => `${storeName} is down for maintenance`,
  staffCanSignIn: 'Store staff can still log in.',
} as const;
