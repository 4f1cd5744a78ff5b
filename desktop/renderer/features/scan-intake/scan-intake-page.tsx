import { ScanOutlined } from '@ant-design/icons';
import { Alert, Button, Input, type InputRef, Steps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { inventoriesResponse } from '@shared/contracts/inventory-actions';
import { type InventoryItem } from '@shared/contracts/inventories';
import { type ScanGtinProduct } from '@shared/contracts/scans';
import { notices, validation } from '@shared/messages';
import { notify } from '@renderer/ui/notify';
import { PageHeader } from '@renderer/ui/page-header';
import { QueriesError } from '@renderer/ui/list-error';
import { AddInventoryDialog } from '../inventory/add/add-inventory-dialog';
import { type OwnerChoice, OwnerField, PlaceFields, usePlace } from '../inventory/add/place-and-owner-fields';
import { useInventoryActionMutation } from '../inventory/shared/mutations';
import { useSubLocationsQuery } from '../locations/queries';
import { useScans } from '../scanning/use-scans';
import { useMeQuery } from '../session/queries';
import { AttachGtinDialog } from './attach-gtin-dialog';
import { useScanGtinMutation } from './mutations';
import { PickItemDialog } from './pick-item-dialog';
import {
  isRepeatWithinDebounce,
  type ListedItem,
  saveProblem,
  scanOutcome,
  stepOneProblem,
  withItems,
} from './scan-intake';
import { ScannedList } from './scanned-list';
import '../inventory/add/add-inventory.css';
import './scan-intake.css';

const messages = validation.scan;

/** What step 2 is waiting on the clerk for, besides the next scan. */
type Dialog =
  | { kind: 'pick'; items: InventoryItem[] }
  | { kind: 'create'; product: ScanGtinProduct; size: string }
  | { kind: 'attach'; gtin: string };

/** The line under the scan field: what the last scan did (read out by screen readers). */
interface ScanStatus {
  tone: 'success' | 'warning' | 'info';
  text: string;
}

/**
 * spec 000 §2.3 Scan-intake wizard (/scan): step 1 Select Consigner / Location, step 2 Scan Items.
 * Each barcode (typed into the scan field and ended by Enter, as a keyboard-wedge scanner does, or
 * from the counter app's HID and serial scanners) is looked up for the consigner
 * (POST /api/inventories/scan) and lists the matching Drop off pending item, or opens the picker,
 * the create-inventory dialog or the attach dialog. Save accepts the whole list at the location in
 * one transaction (bulkAcceptInventory).
 *
 * `onSaved` is the hook point of the labels issue: it gets the accepted items, to offer their labels.
 */
export function ScanIntakePage({ onSaved }: { onSaved?: (accepted: InventoryItem[]) => void } = {}) {
  const currency = useMeQuery().data?.store.currency ?? 'USD';
  const [step, setStep] = useState<0 | 1>(0);
  const [consigner, setConsigner] = useState<OwnerChoice | null>(null);
  const place = usePlace();
  const subLocations = useSubLocationsQuery(place.location?.name ?? '');
  const [stepOneWarning, setStepOneWarning] = useState<string | null>(null);
  const [rows, setRowsState] = useState<ListedItem[]>([]);
  const [dialog, setDialogState] = useState<Dialog | null>(null);
  const [status, setStatus] = useState<ScanStatus | null>(null);
  const [isLooking, setIsLooking] = useState(false);
  const [typed, setTyped] = useState('');
  const scanField = useRef<InputRef>(null);
  const scan = useScanGtinMutation();
  const accept = useInventoryActionMutation('bulkAcceptInventory', inventoriesResponse);

  // Scans come faster than answers: they wait in order, and wait while a dialog asks the clerk. The
  // refs hold what the queue reads between renders.
  const rowsRef = useRef(rows);
  const dialogRef = useRef(dialog);
  const queue = useRef<string[]>([]);
  const isDraining = useRef(false);
  const lastScan = useRef<{ code: string; at: number } | null>(null);
  const choiceRef = useRef({ consignerId: consigner?.value ?? null, locationId: place.locationId });
  choiceRef.current = { consignerId: consigner?.value ?? null, locationId: place.locationId };

  const setRows = (next: ListedItem[]) => {
    rowsRef.current = next;
    setRowsState(next);
  };
  const setDialog = (next: Dialog | null) => {
    dialogRef.current = next;
    setDialogState(next);
  };
  const focusScanField = () => scanField.current?.focus();

  const lookUp = async (code: string) => {
    const { consignerId, locationId } = choiceRef.current;
    if (consignerId === null || locationId === null) return;
    // A refused or failed call is toasted by the mutation (the reason, never a spinner).
    let answer;
    try {
      answer = await scan.mutateAsync({ consigner: consignerId, location: locationId, gtin: code });
    } catch (error) {
      setStatus({ tone: 'warning', text: `${code}: ${(error as Error).message}` });
      return;
    }
    const outcome = scanOutcome(code, answer, new Set(rowsRef.current.map((row) => row.item.id)));
    switch (outcome.kind) {
      case 'add':
        setRows(withItems(rowsRef.current, [outcome.item], false));
        setStatus({ tone: 'success', text: `Added ${describe(outcome.item)}` });
        break;
      case 'alreadyScanned':
        notify.warning(messages.alreadyScanned);
        setStatus({
          tone: 'warning',
          text: `${messages.alreadyScanned}: ${outcome.product.title}, ${outcome.size}`,
        });
        break;
      case 'pick':
        setDialog({ kind: 'pick', items: outcome.items });
        break;
      case 'create':
        setDialog({ kind: 'create', product: outcome.product, size: outcome.size });
        break;
      case 'attach':
        setDialog({ kind: 'attach', gtin: code });
        break;
      case 'notAGtin':
        notify.warning(validation.product.gtinInvalid(code));
        setStatus({ tone: 'warning', text: validation.product.gtinInvalid(code) });
        break;
    }
  };

  const drain = async () => {
    if (isDraining.current) return;
    isDraining.current = true;
    setIsLooking(true);
    try {
      while (queue.current.length > 0 && dialogRef.current === null) {
        const code = queue.current.shift();
        if (code) await lookUp(code);
      }
    } finally {
      isDraining.current = false;
      setIsLooking(false);
    }
  };

  const enqueue = (raw: string, { isRetry = false } = {}) => {
    const code = raw.trim();
    if (!code) return;
    const at = performance.now();
    if (!isRetry && isRepeatWithinDebounce(lastScan.current, code, at)) return;
    lastScan.current = { code, at };
    if (isRetry) queue.current.unshift(code);
    else queue.current.push(code);
    void drain();
  };

  /** A dialog is done: the scans that waited for it go on. */
  const closeDialog = () => {
    setDialog(null);
    void drain();
  };

  // The scan field has the focus whenever step 2 asks nothing else: once the dialog has gone (a
  // dialog that unmounts takes the focus with it, after any call made while it was open).
  useEffect(() => {
    if (step === 1 && dialog === null) focusScanField();
  }, [step, dialog]);

  // The scan field handles what is typed into it (by hand or by a wedge scanner); scans from the
  // counter app's scanners, or a wedge scan while the focus is elsewhere (a button), come here.
  useScans((event) => {
    if (!event.inTextField) enqueue(event.code);
  }, step === 1);

  const goToScanning = () => {
    const problem = stepOneProblem({ consignerId: consigner?.value ?? null, locationId: place.locationId });
    setStepOneWarning(problem);
    if (!problem) setStep(1);
  };

  const save = () => {
    const problem = saveProblem({
      consignerId: consigner?.value ?? null,
      locationId: place.locationId,
      count: rows.length,
    });
    if (problem || place.locationId === null) {
      notify.warning(problem ?? messages.selectLocation);
      return;
    }
    notify.longOperation(notices.longOperations.accepting);
    accept.mutate(
      { items: rows.map((row) => row.item.id), location: place.locationId, subLocation: place.subLocationId },
      {
        onSuccess: ({ inventories }) => {
          notify.success(notices.scanIntakeSaved(inventories.length, place.location?.name ?? ''));
          onSaved?.(inventories);
          // The next customer: a new consigner, at the same counter's location.
          setRows([]);
          setStatus(null);
          setConsigner(null);
          setStep(0);
        },
      },
    );
  };

  const removeRow = (id: number) => {
    setRows(rowsRef.current.filter((row) => row.item.id !== id));
    focusScanField();
  };

  const subLocationName = subLocations.data?.find((candidate) => candidate.id === place.subLocationId)?.name;
  const placeLabel = [place.location?.name, subLocationName].filter(Boolean).join(' / ');

  return (
    <div className="scan-intake">
      <PageHeader title="Scan Intake" subtitle="Accept a consigner's drop-off by scanning it in." />
      <Steps
        size="small"
        current={step}
        className="scan-intake__steps"
        // Two short steps fit a phone side by side; stacked they push the scan field off the screen.
        responsive={false}
        items={[{ title: 'Select Consigner / Location' }, { title: 'Scan Items' }]}
      />
      <QueriesError queries={[place.query]} />

      {step === 0 ? (
        <section aria-label="Select Consigner / Location" className="scan-intake__choose">
          <OwnerField
            label="Consigner"
            placeholder="Search consigners"
            value={consigner}
            disabled={rows.length > 0}
            onChange={(choice) => {
              setConsigner(choice);
              setStepOneWarning(null);
            }}
          />
          {rows.length > 0 && (
            <p className="muted">
              The listed items are this consigner&apos;s: save or remove them to change.
            </p>
          )}
          <PlaceFields place={place} onChange={() => setStepOneWarning(null)} />
          {stepOneWarning && <Alert type="warning" showIcon title={stepOneWarning} />}
          <div className="scan-intake__actions">
            <Button type="primary" size="large" onClick={goToScanning}>
              Next
            </Button>
          </div>
        </section>
      ) : (
        <section aria-label="Scan Items" className="scan-intake__scan">
          <div className="scan-intake__who">
            <span>
              <span className="muted">Consigner</span>{' '}
              <strong data-testid="scan-consigner">{consigner?.label}</strong>
            </span>
            <span>
              <span className="muted">Location</span>{' '}
              <strong data-testid="scan-location">{placeLabel}</strong>
            </span>
            <Button onClick={() => setStep(0)}>Change</Button>
          </div>
          <Input
            ref={scanField}
            size="large"
            autoFocus
            aria-label="Scan barcode"
            data-testid="scan-field"
            prefix={<ScanOutlined aria-hidden />}
            placeholder="Scan or type a barcode"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onPressEnter={(event) => {
              // What the field holds now: a scanner's keys can outrun the render that stores them.
              enqueue(event.currentTarget.value);
              setTyped('');
            }}
            suffix={isLooking ? <span className="muted">Looking up…</span> : null}
          />
          <p className="scan-intake__status" role="status" data-testid="scan-status" data-tone={status?.tone}>
            {status?.text ?? ' '}
          </p>
          <ScannedList
            rows={rows}
            currency={currency}
            onRemove={removeRow}
            action={
              <Button type="primary" size="large" loading={accept.isPending} onClick={save}>
                Save
              </Button>
            }
          />
        </section>
      )}

      <PickItemDialog
        items={dialog?.kind === 'pick' ? dialog.items : null}
        currency={currency}
        onClose={closeDialog}
        onPick={(item) => {
          setRows(withItems(rowsRef.current, [item], false));
          setStatus({ tone: 'success', text: `Added ${describe(item)}` });
          closeDialog();
        }}
      />
      {dialog?.kind === 'attach' && (
        <AttachGtinDialog
          gtin={dialog.gtin}
          onClose={closeDialog}
          onAttached={(gtin) => {
            setStatus({ tone: 'info', text: `Barcode ${gtin} attached; scanning it again.` });
            enqueue(gtin, { isRetry: true });
            closeDialog();
          }}
        />
      )}
      {dialog?.kind === 'create' && consigner && place.locationId !== null && (
        <AddInventoryDialog
          open
          variant="scanIntake"
          product={dialog.product}
          size={dialog.size}
          owner={consigner}
          locationId={place.locationId}
          subLocationId={place.subLocationId}
          placeLabel={placeLabel}
          onClose={closeDialog}
          onCreated={(items) => {
            setRows(withItems(rowsRef.current, items, true));
            setStatus({
              tone: 'success',
              text: `Created ${items.length === 1 ? describe(items[0]) : `${items.length} × ${dialog.product.title}`}`,
            });
          }}
        />
      )}
    </div>
  );
}

/** An item as the status line names it: title, size and code. */
function describe(item: InventoryItem): string {
  return `${item.product.title}, ${item.option1Value ?? ''} (${item.code})`;
}
