import { type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'onClick'> {
  title?: ReactNode;
  extra?: ReactNode;
  /** A clickable card is a button (Enter and Space press it), like a product tile. */
  onClick?: () => void;
  /** The element: a section by default, an article for a list's items. */
  as?: 'section' | 'article' | 'div';
  bordered?: boolean;
  children?: ReactNode;
}

/** antd's Card: a white box with its title line. */
export function Card({
  title,
  extra,
  onClick,
  as: Element = 'div',
  bordered = true,
  className,
  children,
  ...props
}: CardProps) {
  const clickable = onClick
    ? {
        role: 'button',
        tabIndex: 0,
        onClick,
        onKeyDown: (event: KeyboardEvent) => {
          if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
          event.preventDefault();
          onClick();
        },
      }
    : {};
  return (
    <Element
      className={cx('lt-card', bordered && 'lt-card--bordered', onClick && 'lt-card--clickable', className)}
      {...clickable}
      {...props}
    >
      {(title !== undefined || extra !== undefined) && (
        <div className="lt-card__head">
          <div className="lt-card__title">{title}</div>
          {extra !== undefined && <div className="lt-card__extra">{extra}</div>}
        </div>
      )}
      <div className="lt-card__body">{children}</div>
    </Element>
  );
}

/** antd's preset tag colours the public pages use; any other CSS colour draws a solid tag. */
const PRESET_TAGS = ['success', 'processing', 'error', 'warning', 'default', 'green', 'red', 'gold', 'blue'];

export function Tag({
  color,
  className,
  style,
  children,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { color?: string }) {
  const isPreset = color === undefined || PRESET_TAGS.includes(color);
  return (
    <span
      className={cx(
        'lt-tag',
        isPreset && color && `lt-tag--${color}`,
        !isPreset && 'lt-tag--custom',
        className,
      )}
      style={isPreset ? style : { ...style, background: color, borderColor: color }}
      {...props}
    >
      {children}
    </span>
  );
}

type TextType = 'secondary' | 'danger' | 'success' | 'warning';

interface TypographyProps extends HTMLAttributes<HTMLElement> {
  type?: TextType;
  strong?: boolean;
}

export function Title({
  level = 1,
  type,
  className,
  ...props
}: TypographyProps & { level?: 1 | 2 | 3 | 4 | 5 }) {
  const Heading = `h${level}` as const;
  return (
    <Heading
      className={cx('lt-title', `lt-title--${level}`, type && `lt-text--${type}`, className)}
      {...props}
    />
  );
}

export function Text({ type, strong = false, className, ...props }: TypographyProps) {
  return (
    <span
      className={cx('lt-text', type && `lt-text--${type}`, strong && 'lt-text--strong', className)}
      {...props}
    />
  );
}

export function Paragraph({ type, strong = false, className, ...props }: TypographyProps) {
  return (
    <p
      className={cx('lt-paragraph', type && `lt-text--${type}`, strong && 'lt-text--strong', className)}
      {...props}
    />
  );
}
