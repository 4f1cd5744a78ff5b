import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';
import { LeftIcon, RightIcon } from './icons';
import { pageCount, pageItems } from './pagination';

export interface StepsProps {
  current: number;
  items: readonly { title: ReactNode; description?: ReactNode }[];
  size?: 'small' | 'default';
  className?: string;
  'aria-label'?: string;
}

/** antd's Steps: an ordered list, the done ones ticked, the current one marked for screen readers. */
export function Steps({
  current,
  items,
  size = 'default',
  className,
  'aria-label': label = 'Steps',
}: StepsProps) {
  return (
    <ol className={cx('lt-steps', size === 'small' && 'lt-steps--small', className)} aria-label={label}>
      {items.map((item, index) => {
        const status = index < current ? 'finish' : index === current ? 'process' : 'wait';
        return (
          <li
            key={index}
            className={cx('lt-steps__item', `lt-steps__item--${status}`)}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="lt-steps__icon" aria-hidden>
              {status === 'finish' ? '✓' : index + 1}
            </span>
            <span className="lt-steps__content">
              <span className="lt-steps__title">{item.title}</span>
              {item.description !== undefined && (
                <span className="lt-steps__description">{item.description}</span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  activeKey?: string;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  centered?: boolean;
  size?: 'small' | 'middle' | 'large';
  className?: string;
}

/** antd's Tabs: a tablist (arrow keys, Home, End move and choose), the chosen tab's panel below. */
export function Tabs({
  items,
  activeKey,
  defaultActiveKey,
  onChange,
  centered = false,
  size,
  className,
}: TabsProps) {
  const baseId = useId();
  const [ownKey, setOwnKey] = useState(defaultActiveKey ?? items[0]?.key);
  const active = activeKey ?? ownKey;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = items.filter((item) => !item.disabled);
  const choose = (key: string) => {
    setOwnKey(key);
    if (key !== active) onChange?.(key);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = enabled.findIndex((item) => item.key === active);
    const target =
      event.key === 'ArrowRight'
        ? enabled[(at + 1) % enabled.length]
        : event.key === 'ArrowLeft'
          ? enabled[(at - 1 + enabled.length) % enabled.length]
          : event.key === 'Home'
            ? enabled[0]
            : event.key === 'End'
              ? enabled[enabled.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    choose(target.key);
    tabs.current[items.indexOf(target)]?.focus();
  };
  return (
    <div className={cx('lt-tabs', size && `lt-tabs--${size}`, className)}>
      <div
        role="tablist"
        className={cx('lt-tabs__list', centered && 'lt-tabs__list--centered')}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.key}`}
            aria-controls={`${baseId}-panel-${item.key}`}
            aria-selected={item.key === active}
            tabIndex={item.key === active ? 0 : -1}
            disabled={item.disabled}
            className={cx('lt-tabs__tab', item.key === active && 'lt-tabs__tab--active')}
            onClick={() => choose(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items
        .filter((item) => item.key === active)
        .map((item) => (
          <div
            key={item.key}
            role="tabpanel"
            id={`${baseId}-panel-${item.key}`}
            aria-labelledby={`${baseId}-tab-${item.key}`}
            className="lt-tabs__panel"
          >
            {item.children}
          </div>
        ))}
    </div>
  );
}

export interface PaginationProps {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** antd's hideOnSinglePage. */
  hideOnSinglePage?: boolean;
  className?: string;
}

/** antd's Pagination: Previous page, the pages (the current one aria-current), Next page. */
export function Pagination({
  current,
  pageSize,
  total,
  onChange,
  hideOnSinglePage = false,
  className,
}: PaginationProps) {
  const pages = pageCount(total, pageSize);
  if (hideOnSinglePage && pages <= 1) return null;
  const go = (page: number) => {
    if (page !== current && page >= 1 && page <= pages) onChange(page);
  };
  return (
    <nav aria-label="Pagination" className={cx('lt-pagination', className)}>
      <button
        type="button"
        className="lt-pagination__item lt-pagination__step"
        aria-label="Previous page"
        disabled={current <= 1}
        onClick={() => go(current - 1)}
      >
        <LeftIcon />
      </button>
      {pageItems(current, pages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className={cx('lt-pagination__item', item === current && 'lt-pagination__item--active')}
            aria-current={item === current ? 'page' : undefined}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ) : (
          <span key={item} className="lt-pagination__gap" aria-hidden>
            …
          </span>
        ),
      )}
      <button
        type="button"
        className="lt-pagination__item lt-pagination__step"
        aria-label="Next page"
        disabled={current >= pages}
        onClick={() => go(current + 1)}
      >
        <RightIcon />
      </button>
    </nav>
  );
}
