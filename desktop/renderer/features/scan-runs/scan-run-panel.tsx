import { DeleteOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  type InputRef,
  List,
  Popconfirm,
  Select,
  Table,
  Tabs,
} from 'antd';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { type InventoryItem } from '@shared/contracts/inventories';
import { notices, validation } from '@shared/messages';
import { isApiError } from '@renderer/api/api-error';
import { useScans } from '@renderer/features/scanning/use-scans';
import { notify } from '@renderer/ui/notify';
import { InventoryStatusTag } from '../inventory/shared/inventory-status-tag';
import { useLocationsQuery } from '../locations/queries';
import { lookUpItemCode, useCompleteScanMutation, useStartScanMutation } from './queries';
import { normalizeScanCode, ScanRun } from './scan-run-state';

const messages = validation.scan;
/** Rows of the run's lists on screen at once: the rest wait on their pages, however long the run. */
const RUN_PAGE_SIZE = 10;

/** The run under way: the stored run (POST /api/scans) and what has been scanned since. */
interface ActiveRun {
  scanId: number;
  locationName: string;
  expectedCount: number;
  run: ScanRun;
}

/** The line under the scan field: what the last scan did. */
interface ScanNote {
  tone: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

type RunList = 'scanned' | 'elsewhere';

interface ScanRunPanelProps {
  isMobile: boolean;
  /** Run answered: the completed run's id (its result is in the query cache). */
  onCompleted: (scanId: number) => void;
}

/**
 * Counting a location (spec 000 §2.3 Scan Items, 001 §5): choose it, START, scan every item on its
 * shelves (scanner or typed + Enter), Run. Scans reach the run from the scan field, or from anywhere
 * on the page (a wedge scan with nothing focused, the counter app's HID and serial scanners).
 */
export function ScanRunPanel({ isMobile, onCompleted }: ScanRunPanelProps) {
  const locations = useLocationsQuery();
  const start = useStartScanMutation();
  const complete = useCompleteScanMutation();
  const [locationId, setLocationId] = useState<number | null>(null);
  const [isLocationMissing, setIsLocationMissing] = useState(false);
  const [active, setActive] = useState<ActiveRun | null>(null);
  const activeRef = useRef<ActiveRun | null>(null);
  activeRef.current = active;
  // The run lives in Maps outside React state: a scan changes them in place and asks for one render.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const [code, setCode] = useState('');
  const [note, setNote] = useState<ScanNote | null>(null);
  const [list, setList] = useState<RunList>('scanned');
  const [pages, setPages] = useState<Record<RunList, number>>({ scanned: 1, elsewhere: 1 });
  /** Codes being looked up: a scanner's quick repeat is a repeat before its first answer is back. */
  const lookingUp = useRef(new Set<string>());
  const field = useRef<InputRef>(null);

  useEffect(() => {
    if (active) field.current?.focus();
  }, [active]);

  useUnsavedRunGuard(active !== null && !active.run.isEmpty);

  const takeCode = (raw: string) => {
    const current = activeRef.current;
    const text = raw.trim();
    if (!current || !text) return;
    const key = normalizeScanCode(text);
    if (current.run.hasCode(text) || lookingUp.current.has(key)) {
      setNote({ tone: 'info', text: messages.alreadyInRun(text) });
      return;
    }
    lookingUp.current.add(key);
    lookUpItemCode(text)
      .then((item) => {
        if (activeRef.current !== current) return;
        place(current.run, item);
      })
      .catch((error: unknown) => {
        if (activeRef.current !== current) return;
        // A code no item has (or one no item code could be) is an answer; anything else a failure.
        const isUnknown = isApiError(error) && (error.status === 404 || error.status === 400);
        const text = isUnknown ? messages.noItemWithCode(key) : errorText(error);
        setNote({ tone: 'error', text });
        notify.error(text);
      })
      .finally(() => lookingUp.current.delete(key));
  };

  const place = (run: ScanRun, item: InventoryItem) => {
    const placement = run.place(item);
    if (placement === 'added') {
      setNote({ tone: 'success', text: `Added ${item.code}` });
    } else if (placement === 'elsewhere') {
      const where = item.location ? ` ${item.code} is at ${item.location.name}.` : '';
      setNote({ tone: 'warning', text: `${messages.noItemsForLocation}${where}` });
      notify.warning(messages.noItemsForLocation);
    } else {
      setNote({ tone: 'info', text: messages.alreadyInRun(item.code) });
    }
    rerender();
  };

  // A scan typed into the scan field is the field's (its Enter); every other scan comes here. This
  // screen has switched scanning anywhere off, so a scan before START is answered here too.
  useScans((scan) => {
    if (scan.inTextField) return;
    if (activeRef.current) takeCode(scan.code);
    else notify.info(notices.scanRuns.startFirst);
  });

  const onStart = () => {
    if (locationId === null) {
      setIsLocationMissing(true);
      return;
    }
    start.mutate(
      { location: locationId },
      {
        onSuccess: (started) => {
          setActive({
            scanId: started.scan.id,
            locationName: started.scan.location.name,
            expectedCount: started.inventories.length,
            run: new ScanRun(locationId),
          });
          setNote(null);
          setPages({ scanned: 1, elsewhere: 1 });
          setList('scanned');
        },
      },
    );
  };

  const onRun = () => {
    if (!active) return;
    complete.mutate(
      { id: active.scanId, inventories: active.run.submittedIds() },
      {
        onSuccess: (result) => {
          setActive(null);
          setNote(null);
          onCompleted(result.scan.id);
        },
      },
    );
  };

  const remove = (id: number) => {
    active?.run.remove(id);
    rerender();
  };

  const run = active?.run;
  const counts = { scanned: run?.scannedCount ?? 0, elsewhere: run?.elsewhereCount ?? 0 };
  const rowsOf = (which: RunList) => run?.page(which, pages[which], RUN_PAGE_SIZE) ?? [];

  return (
    <Card className="scan-items__run" title={active ? `Counting ${active.locationName}` : 'Count a location'}>
      <Form layout="vertical" requiredMark={false} onFinish={onStart}>
        <Form.Item
          label="Location"
          validateStatus={isLocationMissing ? 'error' : undefined}
          help={isLocationMissing ? messages.selectLocation : undefined}
        >
          {/* START beside the location, on a phone too: the two are one step. */}
          <div className="scan-items__start">
            <Select
              aria-label="Location"
              placeholder="Select a location"
              value={locationId ?? undefined}
              loading={locations.isLoading}
              disabled={active !== null}
              options={(locations.data ?? []).map((location) => ({
                value: location.id,
                label: location.name,
              }))}
              onChange={(value: number) => {
                setLocationId(value);
                setIsLocationMissing(false);
              }}
              showSearch={{ optionFilterProp: 'label' }}
            />
            <Button type="primary" htmlType="submit" disabled={active !== null} loading={start.isPending}>
              START
            </Button>
          </div>
        </Form.Item>
      </Form>
      {locations.isError && <Alert type="error" showIcon title={locations.error.message} />}
      {active && (
        <>
          <p className="muted scan-items__expected">
            {active.expectedCount.toLocaleString()} item{active.expectedCount === 1 ? '' : 's'} expected here.
            Scan every item on the shelves, then Run.
          </p>
          <Input
            ref={field}
            size="large"
            aria-label="Scan code"
            placeholder="Scan a code, or type it and press Enter"
            value={code}
            autoComplete="off"
            onChange={(event) => setCode(event.target.value)}
            onPressEnter={() => {
              takeCode(code);
              setCode('');
            }}
          />
          <div className="scan-items__note" role="status" aria-live="polite" data-testid="scan-note">
            {note && <span className={`scan-items__note--${note.tone}`}>{note.text}</span>}
          </div>
          <Tabs
            activeKey={list}
            onChange={(key) => setList(key as RunList)}
            items={(['scanned', 'elsewhere'] as const).map((which) => ({
              key: which,
              label: `${which === 'scanned' ? 'Scanned' : 'Found elsewhere'} (${counts[which].toLocaleString()})`,
              children: (
                <RunItems
                  rows={rowsOf(which)}
                  total={counts[which]}
                  page={pages[which]}
                  isMobile={isMobile}
                  showsLocation={which === 'elsewhere'}
                  onPage={(page) => setPages((current) => ({ ...current, [which]: page }))}
                  onRemove={remove}
                />
              ),
            }))}
          />
          <div className="scan-items__actions">
            <Popconfirm
              title={notices.scanRuns.confirmDiscard}
              description={notices.scanRuns.notSaved}
              okText="Discard"
              onConfirm={() => {
                setActive(null);
                setNote(null);
              }}
              disabled={run?.isEmpty}
            >
              <Button
                onClick={() => {
                  if (run?.isEmpty) setActive(null);
                }}
              >
                Discard
              </Button>
            </Popconfirm>
            <Button
              type="primary"
              onClick={onRun}
              disabled={!run || run.isEmpty}
              loading={complete.isPending}
            >
              Run
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}

/**
 * A run lives on this screen until Run saves it: leaving by a link or closing the window with items
 * scanned asks first.
 */
function useUnsavedRunGuard(hasUnsavedScans: boolean): void {
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedScans && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: notices.scanRuns.confirmLeave,
      content: notices.scanRuns.notSaved,
      okText: 'Leave',
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);
  useEffect(() => {
    if (!hasUnsavedScans) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsavedScans]);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

interface RunItemsProps {
  rows: InventoryItem[];
  total: number;
  page: number;
  isMobile: boolean;
  showsLocation: boolean;
  onPage: (page: number) => void;
  onRemove: (id: number) => void;
}

/** One page of a run's list, newest scan first, each with its remove button. */
function RunItems({ rows, total, page, isMobile, showsLocation, onPage, onRemove }: RunItemsProps) {
  const pagination = {
    current: page,
    pageSize: RUN_PAGE_SIZE,
    total,
    onChange: onPage,
    hideOnSinglePage: true,
    showSizeChanger: false,
    size: 'small',
  } as const;
  const removeButton = (item: InventoryItem) => (
    <Button
      key="remove"
      type="text"
      danger
      icon={<DeleteOutlined />}
      aria-label={`Remove ${item.code}`}
      onClick={() => onRemove(item.id)}
    />
  );
  const emptyText = showsLocation ? 'Nothing found from elsewhere.' : 'Nothing scanned yet.';
  if (isMobile) {
    return (
      <List<InventoryItem>
        dataSource={rows}
        locale={{ emptyText }}
        pagination={{ ...pagination, align: 'end' }}
        renderItem={(item) => (
          <List.Item key={item.id} actions={[removeButton(item)]}>
            <List.Item.Meta
              title={<span className="product-card__sku">{item.code}</span>}
              description={
                <span>
                  {item.product.title} · {item.option1Value ?? '—'}
                  {showsLocation && ` · ${item.location?.name ?? 'No location'}`}{' '}
                  <InventoryStatusTag status={item.status} />
                </span>
              }
            />
          </List.Item>
        )}
      />
    );
  }
  return (
    <Table<InventoryItem>
      rowKey="id"
      size="small"
      dataSource={rows}
      locale={{ emptyText }}
      pagination={pagination}
      columns={[
        {
          title: 'Code',
          key: 'code',
          render: (_, item) => <span className="product-card__sku">{item.code}</span>,
        },
        { title: 'Product', key: 'product', render: (_, item) => item.product.title },
        { title: 'Size', key: 'size', render: (_, item) => item.option1Value ?? '—' },
        ...(showsLocation
          ? [
              {
                title: 'Location',
                key: 'location',
                render: (_: unknown, item: InventoryItem) => item.location?.name ?? '—',
              },
            ]
          : []),
        { title: 'Status', key: 'status', render: (_, item) => <InventoryStatusTag status={item.status} /> },
        {
          title: <span className="visually-hidden">Remove</span>,
          key: 'remove',
          render: (_, item) => removeButton(item),
        },
      ]}
    />
  );
}
