import { Card, DatePicker, Empty, Input, Select, Skeleton, Space } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { inventoryLogsPageResponse, type InventoryLogsQuery } from '@shared/contracts/inventory-lists';
import { type InventoryLogEntry } from '@shared/contracts/inventories';
import { ACTIVITY_PAGE_SIZE } from '@shared/constants';
import { hasAccess } from '@shared/domain/access-controls';
import { apiRequest } from '@renderer/api/client';
import { ListError } from '@renderer/ui/list-error';
import { PageHeader } from '@renderer/ui/page-header';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import { useConsignerNames } from '../../consigners/queries';
import { useEmployeesQuery } from '../../employees/queries';
import { useMeQuery } from '../../session/queries';
import { toListQuery } from '../shared/list-queries';
import { inventoryKeys } from '../shared/queries';
import { InventoryTimelineChanges } from './inventory-timeline';
import '../shared/inventory.css';
import './activity.css';

const SEARCH_DEBOUNCE_MS = 300;
/** spec 001 §9: the feed covers the last 7 days unless a range is chosen. */
const DEFAULT_DAYS = 7;

/**
 * spec 000 §2.3 Activity (/activity): the inventory change feed grouped by day, with search, a
 * last-updated-by employee filter, a date range (default the last 7 days) and infinite scroll (100
 * a page). Each card opens its item in a new tab.
 */
export function ActivityPage() {
  const me = useMeQuery().data;
  const currency = me?.store.currency ?? 'USD';
  // The "updated by" filter lists staff, which only Employees may read: without it, no filter.
  const employees = useEmployeesQuery('', me !== undefined && hasAccess(me.accessControls, 'Employees'));
  const consignerNames = useConsignerNames();
  const [search, setSearch] = useState('');
  const [lastUpdatedBy, setLastUpdatedBy] = useState<number | undefined>();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(DEFAULT_DAYS, 'day'), dayjs()]);
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query: InventoryLogsQuery = {
    search: debounced || undefined,
    lastUpdatedBy,
    after: range[0].startOf('day').toISOString(),
    before: range[1].endOf('day').toISOString(),
    take: ACTIVITY_PAGE_SIZE,
  };
  const feed = useInfiniteQuery({
    queryKey: [...inventoryKeys.all, 'activity', query] as const,
    queryFn: ({ pageParam, signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/inventoryLogs',
        query: toListQuery({ ...query, page: pageParam }),
        signal,
        schema: inventoryLogsPageResponse,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });

  // Infinite scroll: the next page loads when the end of the feed comes into view.
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const logs = feed.data?.pages.flatMap((page) => page.inventoryLogs) ?? [];
  const days = groupByDay(logs);
  const employeeOptions = (employees.data ?? [])
    .filter((employee) => employee.fbUserId)
    .map((employee) => ({
      value: Number(employee.fbUserId),
      label: `${employee.firstName} ${employee.lastName}`.trim(),
    }));

  return (
    <>
      <PageHeader title="Activity" />
      <Space wrap className="inventory-filters">
        <Input.Search
          allowClear
          aria-label="Search activity"
          placeholder="Product, SKU or code"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 260 }}
        />
        {employeeOptions.length > 0 && (
          <Select
            aria-label="Last updated by"
            allowClear
            placeholder="Last updated by"
            style={{ width: 200 }}
            options={employeeOptions}
            onChange={(value?: number) => setLastUpdatedBy(value)}
          />
        )}
        <DatePicker.RangePicker
          aria-label="Date range"
          value={range}
          allowClear={false}
          onChange={(value) => {
            if (value?.[0] && value[1]) setRange([value[0], value[1]]);
          }}
        />
      </Space>
      <ListError query={feed} />
      {feed.isLoading && <Skeleton active />}
      {!feed.isLoading && logs.length === 0 && <Empty description="No changes in this period." />}
      {days.map(([day, entries]) => (
        <section key={day} aria-label={day} className="activity-day">
          <h2 className="activity-day__title">{day}</h2>
          {entries.map((log) => (
            <a
              key={log.id}
              href={`/inventories/${log.inventory.id}`}
              target="_blank"
              rel="noopener"
              className="activity-card"
            >
              <Card size="small" hoverable>
                <div className="timeline-entry__head">
                  <strong>{log.inventory.product.title}</strong>
                  <span className="product-card__sku muted">{log.inventory.code}</span>
                  <span className="muted">
                    {log.lastUpdatedBy.name} · {new Date(log.updatedAt).toLocaleTimeString()}
                  </span>
                </div>
                <InventoryTimelineChanges
                  changes={log.modifiedFields}
                  currency={currency}
                  consignerNames={consignerNames}
                />
              </Card>
            </a>
          ))}
        </section>
      ))}
      <div ref={end} />
      {isFetchingNextPage && <Skeleton active />}
    </>
  );
}

/** The feed's entries by calendar day (local time), newest day first, in the order they came. */
function groupByDay(logs: InventoryLogEntry[]): [string, InventoryLogEntry[]][] {
  const days = new Map<string, InventoryLogEntry[]>();
  for (const log of logs) {
    const day = new Date(log.updatedAt).toLocaleDateString(undefined, {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    days.set(day, [...(days.get(day) ?? []), log]);
  }
  return [...days.entries()];
}
