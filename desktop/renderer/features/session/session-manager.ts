import { sessionResponse, type SessionResponse } from '@shared/contracts/auth';

/** What a refresh came to: a new token, a refusal (the session is over), or no answer worth trusting. */
export type RefreshOutcome = 'refreshed' | 'rejected' | 'unreachable';

export const REFRESH_PATH = '/open/auth/refresh';
export const LOGOUT_PATH = '/open/auth/logout';
/** Renew this long before the token runs out, so a call made just before expiry still carries a live token. */
export const REFRESH_MARGIN_MS = 60_000;
/** After a refresh that got no answer (server restarting, Wi-Fi blip), try again this soon. */
export const REFRESH_RETRY_MS = 30_000;
/** A token this close to its end is renewed before a call rather than sent to be refused. */
const EXPIRY_SLACK_MS = 5_000;

export interface SessionSnapshot {
  accessToken: string | null;
  /** True when this token belongs to an account that may differ from the previous one (a sign-in). */
  isNewAccount: boolean;
}

/**
 * A mark in storage shared by every window of this origin. It holds no secret: it only says a refresh
 * cookie was issued, so start-up does not ask the server to refresh a session that never existed (which
 * would answer 401 on every first visit), and so other windows hear about sign-ins and sign-outs.
 */
export interface SessionHint {
  isSet(): boolean;
  /** Written on sign-in only; a new value tells other windows to adopt the new session. */
  set(): void;
  clear(): void;
}

export interface SessionManagerDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  onChange: (snapshot: SessionSnapshot) => void;
  hint: SessionHint;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /**
   * Runs refreshes one at a time across windows. The refresh cookie rotates on every use and the API
   * treats a reused one as theft, so two windows must never send the same cookie (Web Locks in the app).
   */
  withLock?: <T>(task: () => Promise<T>) => Promise<T>;
  baseUrl?: string;
}

export interface SessionManager {
  getAccessToken(): string | null;
  /** The token, renewed first when it is about to run out. */
  getFreshAccessToken(): Promise<string | null>;
  /** Starts a session from a login answer. */
  start(response: SessionResponse): void;
  /** One refresh for every caller that asks while it is under way. */
  refresh(): Promise<RefreshOutcome>;
  /** App start: restores the session from the refresh cookie, at most once per page load. */
  restore(): Promise<boolean>;
  /** Another window signed in: take over its session (possibly another account). */
  adoptSessionFromElsewhere(): Promise<RefreshOutcome>;
  /** Ends the session here; `callServer: false` when another window has already told the server. */
  signOut(options?: { callServer?: boolean }): void;
  /** Resolves once a logout call under way has been answered, so a new login cannot race it. */
  whenLoggedOut(): Promise<void>;
  dispose(): void;
}

export function createSessionManager(deps: SessionManagerDeps): SessionManager {
  const now = deps.now ?? (() => Date.now());
  const setTimer = deps.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const withLock = deps.withLock ?? (<T>(task: () => Promise<T>) => task());
  const baseUrl = deps.baseUrl ?? '';

  let accessToken: string | null = null;
  let expiresAt = 0;
  let timer: unknown = null;
  let inFlight: Promise<RefreshOutcome> | null = null;
  let restoring: Promise<boolean> | null = null;
  let pendingLogout: Promise<void> = Promise.resolve();
  /** Bumped by every sign-in and sign-out: a refresh answered after one of them must not revive the old session. */
  let epoch = 0;

  function cancelTimer(): void {
    if (timer !== null) clearTimer(timer);
    timer = null;
  }

  function schedule(ms: number): void {
    cancelTimer();
    timer = setTimer(() => {
      timer = null;
      void refresh();
    }, ms);
  }

  function apply(response: SessionResponse, isNewAccount: boolean): void {
    const lifetimeMs = response.expiresIn * 1000;
    accessToken = response.accessToken;
    expiresAt = now() + lifetimeMs;
    // Half the lifetime at least, so a very short token does not refresh in a tight loop.
    schedule(Math.max(lifetimeMs - REFRESH_MARGIN_MS, lifetimeMs / 2));
    deps.onChange({ accessToken, isNewAccount });
  }

  function clear(): void {
    epoch += 1;
    cancelTimer();
    const hadToken = accessToken !== null;
    accessToken = null;
    expiresAt = 0;
    if (hadToken) deps.onChange({ accessToken: null, isNewAccount: true });
  }

  async function requestRefresh(): Promise<{ outcome: RefreshOutcome; response?: SessionResponse }> {
    let response: Response;
    try {
      response = await deps.fetch(`${baseUrl}${REFRESH_PATH}`, {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json' },
      });
    } catch {
      return { outcome: 'unreachable' };
    }
    // 400/401/403: no cookie, an expired one or a reused one. Nothing a second try can fix.
    if (response.status >= 400 && response.status < 500) return { outcome: 'rejected' };
    if (!response.ok) return { outcome: 'unreachable' };
    const parsed = sessionResponse.safeParse(await response.json().catch(() => null));
    return parsed.success ? { outcome: 'refreshed', response: parsed.data } : { outcome: 'unreachable' };
  }

  function runRefresh(isNewAccount: boolean): Promise<RefreshOutcome> {
    if (inFlight) return inFlight;
    const startedIn = epoch;
    inFlight = withLock(requestRefresh)
      .then(({ outcome, response }) => {
        if (startedIn !== epoch) return outcome;
        if (outcome === 'refreshed' && response) apply(response, isNewAccount);
        else if (outcome === 'rejected') {
          clear();
          deps.hint.clear();
        } else if (accessToken !== null && now() < expiresAt) schedule(REFRESH_RETRY_MS);
        return outcome;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  function refresh(): Promise<RefreshOutcome> {
    return runRefresh(false);
  }

  return {
    getAccessToken: () => accessToken,

    async getFreshAccessToken() {
      if (accessToken !== null && now() >= expiresAt - EXPIRY_SLACK_MS) await refresh();
      return accessToken;
    },

    start(response) {
      epoch += 1;
      deps.hint.set();
      apply(response, true);
    },

    refresh,

    restore() {
      restoring ??= deps.hint.isSet()
        ? runRefresh(true).then((outcome) => outcome === 'refreshed')
        : Promise.resolve(false);
      return restoring;
    },

    adoptSessionFromElsewhere() {
      // A refresh already under way was started for the old session; wait for it, then ask for the new one.
      return (inFlight ?? Promise.resolve()).then(() => runRefresh(true));
    },

    signOut({ callServer = true } = {}) {
      clear();
      deps.hint.clear();
      if (!callServer) return;
      pendingLogout = deps
        .fetch(`${baseUrl}${LOGOUT_PATH}`, {
          method: 'POST',
          credentials: 'include',
          headers: { Accept: 'application/json' },
        })
        .then(
          () => undefined,
          // Offline: the cookie outlives this sign-out, but nothing here will use it again (the hint is gone).
          () => undefined,
        );
    },

    whenLoggedOut: () => pendingLogout,

    dispose() {
      cancelTimer();
    },
  };
}
