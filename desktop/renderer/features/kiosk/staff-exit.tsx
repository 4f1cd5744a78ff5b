import { type ReactNode, useEffect, useRef, useState } from 'react';
import { sessionResponse } from '@shared/contracts/auth';
import { isApiErrorBody } from '@shared/contracts/errors';
import { apiErrors, shopperCopy } from '@shared/messages';
import { getCounterBridge } from '../../platform/bridge';
import { Alert, Button, Dialog, Field, PasswordInput, TextInput } from '../../ui/light';
import { isStaffExitChord, STAFF_EXIT_HOLD_MS } from './staff-exit-gesture';

/**
 * Signs a member of staff in without touching the kiosk's own session: the answer's refresh cookie
 * is not kept (credentials omitted), so the kiosk stays signed in as itself and the staff token is
 * only handed to the counter app, which checks it with the API before it leaves kiosk mode.
 */
async function staffAccessToken(email: string, password: string): Promise<string> {
  const response = await fetch('/open/auth/login', {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(isApiErrorBody(body) ? body.error.message : apiErrors.internal);
  return sessionResponse.parse(body).accessToken;
}

/**
 * The way out of the counter app's kiosk mode (docs/counter-app.md): hold the store's name for a few
 * seconds, or press Ctrl+Shift+K, and a staff sign-in opens. Nothing of it exists in a browser, where
 * a kiosk is just a page.
 */
export function StaffExit({ children }: { children: ReactNode }) {
  const [isKiosk, setIsKiosk] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const holdTimer = useRef<number | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void getCounterBridge()
      .app.isKiosk()
      .then((value) => isCurrent && setIsKiosk(value))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);

  useEffect(() => {
    if (!isKiosk) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (isStaffExitChord(event)) {
        event.preventDefault();
        setIsOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isKiosk]);

  const cancelHold = () => {
    if (holdTimer.current !== null) window.clearTimeout(holdTimer.current);
    holdTimer.current = null;
  };
  if (!isKiosk) return <>{children}</>;
  return (
    <>
      <span
        onPointerDown={() => {
          cancelHold();
          holdTimer.current = window.setTimeout(() => setIsOpen(true), STAFF_EXIT_HOLD_MS);
        }}
        onPointerUp={cancelHold}
        onPointerLeave={cancelHold}
      >
        {children}
      </span>
      {isOpen && <StaffExitDialog onClose={() => setIsOpen(false)} />}
    </>
  );
}

function StaffExitDialog({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const submit = async () => {
    setIsPending(true);
    setError(null);
    try {
      const token = await staffAccessToken(email.trim(), password);
      const answer = await getCounterBridge().kiosk.exit(token);
      // On success the app starts again as the back-office counter: this page goes away.
      if (!answer.left) setError(answer.reason);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : apiErrors.internal);
    } finally {
      setIsPending(false);
      setPassword('');
    }
  };

  return (
    <Dialog open title={shopperCopy.kiosk.staffExitTitle} onClose={onClose} footer={null}>
      <p>{shopperCopy.kiosk.staffExitHelp}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field label="Email" htmlFor="staff-exit-email">
          <TextInput
            id="staff-exit-email"
            size="large"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field label="Password" htmlFor="staff-exit-password">
          <PasswordInput
            id="staff-exit-password"
            size="large"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        {error && <Alert type="error" showIcon message={error} className="kiosk-staff-error" />}
        <Button type="primary" size="large" htmlType="submit" block loading={isPending}>
          {shopperCopy.kiosk.staffExitButton}
        </Button>
      </form>
    </Dialog>
  );
}
