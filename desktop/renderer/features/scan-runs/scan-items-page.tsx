import { Empty, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ScanDetailResponse } from '@shared/contracts/scans';
import { PageHeader } from '@renderer/ui/page-header';
import { QueriesError } from '@renderer/ui/list-error';
import { useIsMobile } from '@renderer/ui/use-is-mobile';
import { useMeQuery } from '../session/queries';
import { useScanQuery } from './queries';
import { ScanItemTable } from './scan-item-table';
import { ScanLogs } from './scan-logs';
import { ScanRunPanel } from './scan-run-panel';
import './scan-runs.css';

/** The result lists of a run, and the Logs of earlier runs (spec 000 §2.3, issue 13). */
type ResultTab = 'missing' | 'overScanned' | 'elsewhere' | 'logs';

const RESULT_LISTS: readonly { key: Exclude<ResultTab, 'logs'>; label: string; emptyText: string }[] = [
  { key: 'missing', label: 'Missing', emptyText: 'Nothing missing: every item expected here was scanned.' },
  { key: 'overScanned', label: 'Over Scanned', emptyText: 'No sold or paid item was scanned.' },
  { key: 'elsewhere', label: 'Found elsewhere', emptyText: 'Every item scanned belongs here.' },
];

/** `?scan={id}`: the run whose result is shown (VIEW in Logs, or the run just submitted). */
function viewedScanId(params: URLSearchParams): number | null {
  const value = params.get('scan');
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Scan Items (/scanItems, spec 000 §2.3): count a location's shelves with a scanner and see what is
 * missing, what was sold but is still there, and what belongs somewhere else; earlier runs in Logs.
 */
export function ScanItemsPage() {
  const isMobile = useIsMobile();
  const currency = useMeQuery().data?.store.currency ?? 'USD';
  const [params, setParams] = useSearchParams();
  const scanId = viewedScanId(params);
  const detail = useScanQuery(scanId);
  const [tab, setTab] = useState<ResultTab>(scanId === null ? 'logs' : 'missing');

  const view = (id: number) => {
    setParams({ scan: String(id) });
    setTab('missing');
  };

  return (
    <>
      <PageHeader title="Scan Items" subtitle="Count a location: scan every item on its shelves, then Run." />
      <ScanRunPanel isMobile={isMobile} onCompleted={view} />
      <section className="scan-items__results" aria-label="Results">
        {detail.data && <RunHeading result={detail.data} />}
        <QueriesError queries={[detail]} />
        <Tabs
          // A phone cannot fit the four tabs on one line: they wrap instead of hiding behind a scroll.
          className={isMobile ? 'scan-items__tabs--wrap' : undefined}
          activeKey={tab}
          onChange={(key) => setTab(key as ResultTab)}
          items={[
            ...RESULT_LISTS.map(({ key, label, emptyText }) => ({
              key,
              label: detail.data ? `${label} (${detail.data[key].length.toLocaleString()})` : label,
              children:
                scanId === null ? (
                  <Empty description="Run a count, or VIEW an earlier one in Logs." />
                ) : (
                  <ScanItemTable
                    items={detail.data?.[key] ?? []}
                    currency={currency}
                    isMobile={isMobile}
                    isLoading={detail.isFetching && !detail.isError}
                    emptyText={emptyText}
                  />
                ),
            })),
            { key: 'logs', label: 'Logs', children: <ScanLogs isMobile={isMobile} onView={view} /> },
          ]}
        />
      </section>
    </>
  );
}

/** Which run the result tabs show: where, when, by whom, and how the count came out. */
function RunHeading({ result }: { result: ScanDetailResponse }) {
  const { scan } = result;
  return (
    <p className="scan-items__heading" data-testid="scan-result-heading">
      <strong>
        Scan #{scan.id} · {scan.location.name}
      </strong>{' '}
      · {new Date(scan.completedAt ?? scan.createdAt).toLocaleString()}
      {scan.createdBy && ` · ${scan.createdBy}`} · {scan.counts.scanned.toLocaleString()} scanned of{' '}
      {scan.counts.expected.toLocaleString()} expected{' '}
      {scan.status === 'completed' ? null : <Tag>Not run</Tag>}
    </p>
  );
}
