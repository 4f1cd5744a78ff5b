import { Result } from 'antd';
import { type ReactNode } from 'react';

interface StatusPanelProps {
  icon: ReactNode;
  /** Rendered as the page's h1, so the page has one heading whatever the status. */
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  /** Outside the menu layout the panel brings its own page: centred on the layout background. */
  isStandalone?: boolean;
  tone?: 'brand' | 'warning';
  testId?: string;
}

/**
 * One quiet look for every "nothing to work with here" state (placeholder, 403, 404, failures):
 * a plain icon instead of antd's illustrations, which read as playful next to a till.
 */
export function StatusPanel({
  icon,
  title,
  subTitle,
  extra,
  isStandalone = false,
  tone = 'brand',
  testId,
}: StatusPanelProps) {
  const panel = (
    <Result
      className={`status-panel status-panel--${tone}`}
      icon={icon}
      title={<h1 className="status-panel__title">{title}</h1>}
      subTitle={subTitle}
      extra={extra}
      data-testid={testId}
    />
  );
  return isStandalone ? <div className="status-page">{panel}</div> : panel;
}
