import { describe, expect, it } from 'vitest';
import {
  createSessionManager,
  LOGOUT_PATH,
  REFRESH_MARGIN_MS,
  REFRESH_PATH,
  REFRESH_RETRY_MS,
  type SessionSnapshot,
} from './session-manager';

type Answer = () => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const tokenAnswer =
  (accessToken: string, expiresIn = 900) =>
  () =>
    json({ accessToken, expiresIn });
const refused = () => json({ error: { code: 'UNAUTHENTICATED', message: 'No.' } }, 401);

/** A manager with a scripted server, a hand-driven clock and timers, and a hint kept in a variable. */
function setup({ hasHint = false, answers = [] as Answer[] } = {}) {
  const queue = [...answers];
  const calls: { url: string; init: RequestInit }[] = [];
  const changes: SessionSnapshot[] = [];
  const timers: { at: number; callback: () => void; id: number }[] = [];
  const locked: string[] = [];
  let now = 0;
  let nextId = 1;
  let hint = hasHint;

  const manager = createSessionManager({
    fetch: (url, init) => {
      calls.push({ url, init });
      const answer = queue.shift();
      if (!answer) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(answer());
    },
    onChange: (snapshot) => changes.push(snapshot),
    hint: { isSet: () => hint, set: () => (hint = true), clear: () => (hint = false) },
    now: () => now,
    setTimer: (callback, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, callback, id });
      return id;
    },
    clearTimer: (id) => {
      const index = timers.findIndex((timer) => timer.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
    withLock: async (task) => {
      locked.push('lock');
      return task();
    },
  });

  return {
    manager,
    calls,
    changes,
    locked,
    hint: () => hint,
    queue: (...more: Answer[]) => queue.push(...more),
    timerDueAt: () => timers.map((timer) => timer.at),
    /** Moves the clock on and fires whatever timer came due, then lets the answers settle. */
    async advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((candidate) => candidate.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.callback();
      }
      await settle();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('session manager', () => {
  it('keeps a login token in memory and schedules its renewal a minute before it ends', () => {
    const { manager, changes, timerDueAt, hint } = setup();
    manager.start({ accessToken: 'a1', expiresIn: 900 });
    expect(manager.getAccessToken()).toBe('a1');
    expect(changes).toEqual([{ accessToken: 'a1', isNewAccount: true }]);
    expect(timerDueAt()).toEqual([900_000 - REFRESH_MARGIN_MS]);
    expect(hint()).toBe(true);
  });

  it('renews on schedule through the refresh cookie, under the cross-window lock', async () => {
    const { manager, calls, changes, locked, advance } = setup({ answers: [tokenAnswer('a2')] });
    manager.start({ accessToken: 'a1', expiresIn: 900 });
    await advance(900_000 - REFRESH_MARGIN_MS);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(REFRESH_PATH);
    expect(calls[0].init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(locked).toEqual(['lock']);
    expect(manager.getAccessToken()).toBe('a2');
    expect(changes.at(-1)).toEqual({ accessToken: 'a2', isNewAccount: false });
  });

  it('does not ask the server at start when no session was ever started here', async () => {
    const { manager, calls } = setup();
    await expect(manager.restore()).resolves.toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('restores a session from the cookie once, however often start-up asks', async () => {
    const { manager, calls, changes } = setup({ hasHint: true, answers: [tokenAnswer('r1')] });
    const [first, second] = await Promise.all([manager.restore(), manager.restore()]);
    expect([first, second]).toEqual([true, true]);
    await expect(manager.restore()).resolves.toBe(true);
    expect(calls).toHaveLength(1);
    expect(changes).toEqual([{ accessToken: 'r1', isNewAccount: true }]);
  });

  it('ends the session and forgets the hint when the cookie is refused', async () => {
    const { manager, hint, changes } = setup({ hasHint: true, answers: [refused] });
    await expect(manager.restore()).resolves.toBe(false);
    expect(manager.getAccessToken()).toBeNull();
    expect(hint()).toBe(false);
    expect(changes).toEqual([]);

    const signedIn = setup({ answers: [refused] });
    signedIn.manager.start({ accessToken: 'a1', expiresIn: 900 });
    await expect(signedIn.manager.refresh()).resolves.toBe('rejected');
    expect(signedIn.changes.at(-1)).toEqual({ accessToken: null, isNewAccount: true });
  });

  it('keeps the token and tries again soon when the server does not answer', async () => {
    const { manager, calls, timerDueAt, advance, queue } = setup();
    manager.start({ accessToken: 'a1', expiresIn: 900 });
    await advance(900_000 - REFRESH_MARGIN_MS);
    expect(manager.getAccessToken()).toBe('a1');
    expect(timerDueAt()).toEqual([900_000 - REFRESH_MARGIN_MS + REFRESH_RETRY_MS]);
    queue(tokenAnswer('a2'));
    await advance(REFRESH_RETRY_MS);
    expect(calls).toHaveLength(2);
    expect(manager.getAccessToken()).toBe('a2');
  });

  it('does not let a refresh answered after a sign-out bring the session back', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { manager } = setup({
      answers: [() => new Promise<Response>((resolve) => (answer = resolve)), () => json({ ok: true })],
    });
    manager.start({ accessToken: 'a1', expiresIn: 900 });
    const refreshing = manager.refresh();
    manager.signOut();
    answer(tokenAnswer('a2')());
    await refreshing;
    expect(manager.getAccessToken()).toBeNull();
  });

  it('logs out on the server with the cookie, and lets a new login wait for that answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { manager, calls, hint, timerDueAt } = setup({
      answers: [() => new Promise<Response>((resolve) => (answer = resolve))],
    });
    manager.start({ accessToken: 'a1', expiresIn: 900 });
    manager.signOut();
    expect(manager.getAccessToken()).toBeNull();
    expect(hint()).toBe(false);
    expect(timerDueAt()).toEqual([]);
    expect(calls[0]).toMatchObject({ url: LOGOUT_PATH, init: { method: 'POST', credentials: 'include' } });

    let isLoggedOut = false;
    void manager.whenLoggedOut().then(() => (isLoggedOut = true));
    await settle();
    expect(isLoggedOut).toBe(false);
    answer(json({ ok: true }));
    await settle();
    expect(isLoggedOut).toBe(true);
  });

  it('signs out quietly when another window already did', () => {
    const { manager, calls } = setup();
    manager.start({ accessToken: 'a1', expiresIn: 900 });
    manager.signOut({ callServer: false });
    expect(manager.getAccessToken()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('takes over a sign-in made in another window as a new account', async () => {
    const { manager, changes } = setup({ answers: [tokenAnswer('other-account')] });
    manager.start({ accessToken: 'a1', expiresIn: 900 });
    await manager.adoptSessionFromElsewhere();
    expect(manager.getAccessToken()).toBe('other-account');
    expect(changes.at(-1)).toEqual({ accessToken: 'other-account', isNewAccount: true });
  });
});
