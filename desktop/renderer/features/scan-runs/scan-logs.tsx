import { Button, List, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { type ScanSummary } from '@shared/contracts/scans';
import { ListError } from '@renderer/ui/list-error';
import { useScanLogsQuery } from './queries';

const LOGS_PAGE_SIZE = 20;

interface ScanLogsProps {
  isMobile: boolean;
  onView: (scanId: number) => void;
}

function when(scan: ScanSummary): string {
  return new Date(scan.completedAt ?? scan.createdAt).toLocaleString();
}

/** A run never submitted (START without Run) says so: its counts are not a result. */
function RunState({ scan }: { scan: ScanSummary }) {
  return scan.status === 'completed' ? null : <Tag>Not run</Tag>;
}

/** The Logs tab (spec 000 §2.3): earlier runs, newest first, a page at a time, each with VIEW. */
export function ScanLogs({ isMobile, onView }: ScanLogsProps) {
  const [page, setPage] = useState(1);
  const logs = useScanLogsQuery(page, LOGS_PAGE_SIZE);
  const scans = logs.data?.scans ?? [];
  const pagination = {
    current: page,
    pageSize: LOGS_PAGE_SIZE,
    total: logs.data?.count ?? 0,
    onChange: setPage,
    hideOnSinglePage: true,
    showSizeChanger: false,
  } as const;
  const view = (scan: ScanSummary) => (
    <Button key="view" type="link" onClick={() => onView(scan.id)} aria-label={`View scan ${scan.id}`}>
      VIEW
    </Button>
  );

  if (isMobile) {
    return (
      <>
        <ListError query={logs} />
        <List<ScanSummary>
          loading={logs.isFetching && !logs.isError}
          dataSource={scans}
          locale={{ emptyText: 'No scans yet.' }}
          pagination={{ ...pagination, size: 'small', align: 'end' }}
          renderItem={(scan) => (
            <List.Item key={scan.id} actions={[view(scan)]}>
              <List.Item.Meta
                title={
                  <>
                    {scan.location.name} <RunState scan={scan} />
                  </>
                }
                description={
                  <span>
                    {when(scan)}
                    {scan.createdBy && ` · ${scan.createdBy}`}
                    <br />
                    {scan.counts.scanned} scanned · {scan.counts.missing} missing · {scan.counts.overScanned}{' '}
                    over scanned · {scan.counts.elsewhere} elsewhere
                  </span>
                }
              />
            </List.Item>
          )}
        />
      </>
    );
  }

  const count = (key: keyof ScanSummary['counts'], title: string) => ({
    title,
    key,
    align: 'right' as const,
    render: (_: unknown, scan: ScanSummary) => scan.counts[key].toLocaleString(),
  });
  const columns: TableColumnsType<ScanSummary> = [
    { title: 'Date', key: 'date', render: (_, scan) => when(scan) },
    {
      title: 'Location',
      key: 'location',
      render: (_, scan) => (
        <>
          {scan.location.name} <RunState scan={scan} />
        </>
      ),
    },
    count('expected', 'Expected'),
    count('scanned', 'Scanned'),
    count('missing', 'Missing'),
    count('overScanned', 'Over Scanned'),
    count('elsewhere', 'Elsewhere'),
    { title: 'By', key: 'by', render: (_, scan) => scan.createdBy ?? '—' },
    { title: <span className="visually-hidden">View</span>, key: 'view', render: (_, scan) => view(scan) },
  ];
  return (
    <>
      <ListError query={logs} />
      <Table<ScanSummary>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={scans}
        loading={logs.isFetching && !logs.isError}
        locale={{ emptyText: 'No scans yet.' }}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
