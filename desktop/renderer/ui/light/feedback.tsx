import { type ReactNode } from 'react';
import { notices } from '@shared/messages';
import { SpinnerDots } from '../full-page-spinner';
import { cx } from './cx';
import {
  CheckCircleFilledIcon,
  CloseCircleFilledIcon,
  ExclamationCircleFilledIcon,
  InfoCircleFilledIcon,
} from './icons';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

/** The filled icon antd gives each kind of alert and toast. */
export const KIND_ICON: Record<AlertType, ReactNode> = {
  success: <CheckCircleFilledIcon />,
  info: <InfoCircleFilledIcon />,
  warning: <ExclamationCircleFilledIcon />,
  error: <CloseCircleFilledIcon />,
};

export interface AlertProps {
  type?: AlertType;
  message?: ReactNode;
  /** antd 6's name for `message`. */
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  showIcon?: boolean;
  /** In place of the kind's own icon (with showIcon). */
  icon?: ReactNode;
  className?: string;
}

/** antd's Alert: errors and warnings are announced at once (alert), the others politely (status). */
export function Alert({
  type = 'info',
  message,
  title,
  description,
  action,
  showIcon = false,
  icon,
  className,
}: AlertProps) {
  return (
    <div
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
      className={cx(
        'lt-alert',
        `lt-alert--${type}`,
        description !== undefined && 'lt-alert--with-description',
        className,
      )}
    >
      {showIcon && <span className="lt-alert__icon">{icon ?? KIND_ICON[type]}</span>}
      <div className="lt-alert__content">
        <div className="lt-alert__message">{message ?? title}</div>
        {description !== undefined && <div className="lt-alert__description">{description}</div>}
      </div>
      {action && <div className="lt-alert__action">{action}</div>}
    </div>
  );
}

export interface SpinnerProps {
  size?: 'small' | 'default' | 'large';
  /** The accessible name (and, with `showLabel`, the words beside it). */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

/** antd's Spin: the four turning dots (global.css's page spinner, sized), a status with a name. */
export function Spinner({
  size = 'default',
  label = notices.loading,
  showLabel = false,
  className,
}: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={cx('lt-spinner', `lt-spinner--${size}`, className)}>
      <SpinnerDots />
      {showLabel && <span className="lt-spinner__label">{label}</span>}
    </span>
  );
}

/** antd's Skeleton paragraph: grey bars where text will be, shimmering when `active`. */
export function Skeleton({
  rows = 3,
  active = false,
  className,
}: {
  rows?: number;
  active?: boolean;
  className?: string;
}) {
  return (
    <div className={cx('lt-skeleton', active && 'lt-skeleton--active', className)} aria-hidden>
      <span className="lt-skeleton__title" />
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="lt-skeleton__row" />
      ))}
    </div>
  );
}

/** antd's Empty: a quiet drawing and a line saying there is nothing here. */
export function Empty({
  description,
  children,
  className,
}: {
  description: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cx('lt-empty', className)}>
      <svg className="lt-empty__image" viewBox="0 0 64 41" aria-hidden focusable="false">
        <g fill="none" fillRule="evenodd" transform="translate(0 1)">
          <ellipse cx="32" cy="33" rx="32" ry="7" fill="#f5f5f5" />
          <g fillRule="nonzero" stroke="#d9d9d9">
            <path d="M55 12.8 44.9 1.3A2.6 2.6 0 0 0 43 .5H21c-.7 0-1.4.3-1.9.8L9 12.8V22h46v-9.2Z" />
            <path
              d="M41.6 15.9c0-1.6 1-2.9 2.2-2.9H55v18.1c0 2.1-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 2.9 0 1.6 1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.3 2.2-2.9Z"
              fill="#fafafa"
            />
          </g>
        </g>
      </svg>
      <div className="lt-empty__description">{description}</div>
      {children && <div className="lt-empty__footer">{children}</div>}
    </div>
  );
}
