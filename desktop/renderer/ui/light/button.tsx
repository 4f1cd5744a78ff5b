import { type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from './cx';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  type?: 'primary' | 'default' | 'text' | 'link' | 'dashed';
  danger?: boolean;
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  /** A spinner in place of the icon; clicks do nothing meanwhile (aria-busy). */
  loading?: boolean;
  icon?: ReactNode;
  htmlType?: 'button' | 'submit' | 'reset';
  ref?: Ref<HTMLButtonElement>;
}

/** antd's Button on a plain `<button>`. */
export function Button({
  type = 'default',
  danger = false,
  size = 'middle',
  block = false,
  loading = false,
  icon,
  htmlType = 'button',
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={htmlType}
      className={cx(
        'lt-btn',
        `lt-btn--${type}`,
        size !== 'middle' && `lt-btn--${size}`,
        danger && 'lt-btn--danger',
        block && 'lt-btn--block',
        loading && 'lt-btn--loading',
        !children && icon !== undefined && 'lt-btn--icon-only',
        className,
      )}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    >
      {loading ? <span className="lt-btn__spinner" aria-hidden /> : icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </button>
  );
}
