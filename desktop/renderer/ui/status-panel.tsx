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
 * antd's Result laid out without antd (the public pages show it too), a plain icon instead of
 * antd's illustrations, which read as playful next to a till.
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
    <div className={`status-panel status-panel--${tone}`} data-testid={testId}>
      <div className="status-panel__icon">{icon}</div>
      <h1 className="status-panel__title">{title}</h1>
      {subTitle && <div className="status-panel__subtitle">{subTitle}</div>}
      {extra && <div className="status-panel__extra">{extra}</div>}
    </div>
  );
  return isStandalone ? <div className="status-page">{panel}</div> : panel;
}
