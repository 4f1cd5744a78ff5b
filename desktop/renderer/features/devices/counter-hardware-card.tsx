import { type UseQueryResult } from '@tanstack/react-query';
import { Alert, Card, Skeleton } from 'antd';
import { type ReactNode } from 'react';

/** What the counter app answers about a kind of hardware: nothing at all in a browser. */
type HardwareSnapshot = { available: false } | { available: true };

interface CounterHardwareCardProps<Snapshot extends HardwareSnapshot> {
  title: string;
  query: UseQueryResult<Snapshot>;
  /** Shown when the counter app could not list the hardware. */
  failedText: string;
  /** Shown in a browser, where there is nothing to set up here. */
  inBrowser: { testId: string; title: string; description: string };
  /** The counter app's hardware, with a way to list it again. */
  children: (
    snapshot: Extract<Snapshot, { available: true }>,
    refresh: { onRefresh: () => void; isRefreshing: boolean },
  ) => ReactNode;
}

/** A Settings card of the counter PC's hardware (scanners, printers): loading, failed, browser, or the list. */
export function CounterHardwareCard<Snapshot extends HardwareSnapshot>({
  title,
  query,
  failedText,
  inBrowser,
  children,
}: CounterHardwareCardProps<Snapshot>) {
  const snapshot = query.data;
  return (
    <Card title={title} className="settings-area" role="region" aria-label={title}>
      {snapshot === undefined ? (
        query.isError ? (
          <Alert type="error" showIcon title={failedText} />
        ) : (
          <Skeleton active />
        )
      ) : snapshot.available ? (
        children(snapshot as Extract<Snapshot, { available: true }>, {
          onRefresh: () => void query.refetch(),
          isRefreshing: query.isFetching,
        })
      ) : (
        <Alert
          type="info"
          showIcon
          data-testid={inBrowser.testId}
          title={inBrowser.title}
          description={inBrowser.description}
        />
      )}
    </Card>
  );
}
