import { notices } from '@shared/messages';

/** antd's Spin drawn by CSS (global.css, .page-spinner): four turning dots, shown after 200 ms. */
export function SpinnerDots() {
  return (
    <span className="page-spinner" aria-hidden>
      <i />
      <i />
      <i />
      <i />
    </span>
  );
}

/**
 * The page-sized wait: antd's large Spin drawn by CSS alone (global.css, .page-spinner), because the
 * entry shows it before antd has loaded (while the session is restored and the first screen's file
 * downloads). It appears after 200 ms: fast answers (the usual case at the counter) do not flash it.
 */
export function FullPageSpinner() {
  return (
    <div className="full-page-center" role="status" aria-label={notices.loading}>
      <SpinnerDots />
    </div>
  );
}
