import { Spin } from 'antd';
import { notices } from '@shared/messages';

/** Fast answers (the usual case at the counter) should not flash a spinner. */
const SPINNER_DELAY_MS = 200;

export function FullPageSpinner() {
  return (
    <div className="full-page-center" role="status" aria-label={notices.loading}>
      <Spin size="large" delay={SPINNER_DELAY_MS} />
    </div>
  );
}
