/**
 * Rate limits (README "Security"). Counted in the database (table rate_limits, through
 * rate-limiter-flexible) so every API process sharing it counts the same. Each counter has a fixed
 * window that starts at its first hit. A refusal answers 429 TOO_MANY_REQUESTS with `Retry-After`
 * (seconds). "Address" is the client's IP address (its /64 for IPv6), as the app sees it: behind a
 * proxy, set TRUST_PROXY=true so X-Forwarded-For is read.
 */

/**
 * Failed sign-ins of one account (store + email) from one address. Past this, that address waits
 * for the window; the right password from another address still signs in, so nobody can lock a
 * user out. A successful sign-in forgets the count.
 */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/** Failed sign-ins from one address, over every account of every store (one guesser, many accounts). */
export const LOGIN_FAILURES_PER_ADDRESS = 30;
export const LOGIN_THROTTLE_WINDOW_MINUTES = 15;

/**
 * Requests of an endpoint that sends mail (reset link, verification, invite, store welcome, store
 * requests), per target (the mailbox, or what stands for it: the invite, the store's consigners)…
 */
export const MAIL_REQUESTS_PER_TARGET = 5;
/** …and per address, over every mail endpoint and target. */
export const MAIL_REQUESTS_PER_ADDRESS = 50;
export const MAIL_THROTTLE_WINDOW_MINUTES = 60;

/**
 * Ours (issue 17): public writes (a buy-and-sell offer, the catalogue by email, a kiosk's
 * reservation), per client address in each family of routes. The catalogue email also counts
 * under the mail limits above (per mailbox and address).
 */
export const PUBLIC_WRITES_PER_ADDRESS = 10;
export const PUBLIC_WRITE_WINDOW_MINUTES = 10;
