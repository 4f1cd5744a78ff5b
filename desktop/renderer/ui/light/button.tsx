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
  /** A link that looks like a button (antd's Button with href): an `<a>`, role link. */
  href?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** antd's Button on a plain `<button>` (or `<a>` with `href`). */
export function Button({
  type = 'default',
  danger = false,
  size = 'middle',
  block = false,
  loading = false,
  icon,
  htmlType = 'button',
  href,
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const classes = cx(
    'lt-btn',
    `lt-btn--${type}`,
    size !== 'middle' && `lt-btn--${size}`,
    danger && 'lt-btn--danger',
    block && 'lt-btn--block',
    loading && 'lt-btn--loading',
    !children && icon !== undefined && 'lt-btn--icon-only',
    className,
  );
  const content = (
    <>
      {loading ? <span className="lt-btn__spinner" aria-hidden /> : icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </>
  );
  if (href !== undefined) {
    return (
      <a href={href} className={classes} aria-label={props['aria-label']}>
        {content}
      </a>
    );
  }
  return (
    <button
      type={htmlType}
      className={classes}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    >
      {content}
    </button>
  );
}
