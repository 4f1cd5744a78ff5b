/** The store's support address as a mail link (spec 000 §2.1: disabled account and maintenance notices). */
export function SupportEmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
