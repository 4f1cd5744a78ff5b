import { CheckOutlined, CloseOutlined, DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { type ReactNode, useState } from 'react';
import { inventoriesResponse } from '@shared/contracts/inventory-actions';
import {
  exportInventoryResponse,
  type FilterOptionsResponse,
  type InventoryListRow,
  type PaginatedInventoriesQuery,
} from '@shared/contracts/inventory-lists';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { validation } from '@shared/messages';
import { apiRequest } from '@renderer/api/client';
import { notify } from '@renderer/ui/notify';
import { downloadText } from '../../consigners/csv';
import { usePrintLabels } from '../../labels/use-print-labels';
import { toListQuery } from '../shared/list-queries';
import { useInventoryActionMutation } from '../shared/mutations';
import { type AcceptPlace, InventoryAcceptModal } from './inventory-accept-modal';
import { type ListScreen, printLabelsAction, SCREEN_ACTIONS } from './inventory-list-actions';
import { type HeaderAction } from './inventory-list-header-actions';

const itemsWord = (count: number) => `${count} item${count === 1 ? '' : 's'}`;

interface ListActionsInput {
  screen: ListScreen;
  selected: number[];
  setSelected: (ids: number[]) => void;
  /** The list's query, for the export (every match, not just the page). */
  query: PaginatedInventoriesQuery;
  options: FilterOptionsResponse | undefined;
  /** The rows on the page (the accept modal asks for a payment type when one answers a buying). */
  rows: readonly InventoryListRow[];
  /** The status the list shows; null is the all-status view (its print button says Re-print). */
  status: InventoryStatus | null;
}

interface ListActions {
  /** The screen's buttons for the page header: Print labels, accept and decline, Export CSV. */
  headerActions: HeaderAction[];
  /** Selects these items and opens the accept modal (Accept All of a product group). */
  openAccept: (ids: number[]) => void;
  /** The accept modal or the print dialog, while one is open. */
  acceptModal: ReactNode;
}

/**
 * What a list screen can do with its items (SCREEN_ACTIONS): accept through the accept modal,
 * decline after a confirmation, print their labels (Re-print in the all-status view; issue 14's
 * print → mark printed flow), and Export CSV everywhere. Slow calls
 * show the spec's long-operation warning while they run (spec 001 §8); the mutations reload the
 * lists and the menu badges.
 */
export function useInventoryListActions({
  screen,
  selected,
  setSelected,
  query,
  options,
  rows,
  status,
}: ListActionsInput): ListActions {
  const { modal } = App.useApp();
  const actions = SCREEN_ACTIONS[screen];
  const [acceptIds, setAcceptIds] = useState<number[]>([]);
  const accept = useInventoryActionMutation(
    actions?.accept.call ?? 'bulkAcceptInventory',
    inventoriesResponse,
  );
  const decline = useInventoryActionMutation(
    actions?.decline?.call ?? 'declineInventory',
    inventoriesResponse,
  );
  const printLabel = printLabelsAction(screen, status);
  const printLabels = usePrintLabels({
    title: printLabel === 'Re-print' ? 'Re-print labels' : 'Print labels',
    onMarked: () => setSelected([]),
  });

  const openAccept = (ids: number[]) => {
    if (ids.length === 0) return;
    setSelected(ids);
    setAcceptIds(ids);
  };

  const runAccept = (place: AcceptPlace) => {
    if (!actions) return;
    const { accept: action } = actions;
    if (action.running) notify.longOperation(action.running);
    accept.mutate(
      {
        [action.listField]: acceptIds,
        location: place.location,
        subLocation: place.subLocation,
        ...(place.paymentType ? { paymentType: place.paymentType } : {}),
      },
      {
        onSuccess: () => {
          notify.success(action.done);
          setSelected([]);
          setAcceptIds([]);
        },
      },
    );
  };

  const confirmDecline = () => {
    const action = actions?.decline;
    if (!action) return;
    const ids = selected;
    modal.confirm({
      title: `Decline ${itemsWord(ids.length)}?`,
      content: 'Declined items cannot be edited or accepted again.',
      okText: 'Decline',
      okButtonProps: { danger: true },
      onOk: () => {
        if (action.running) notify.longOperation(action.running);
        return decline.mutateAsync({ items: ids }).then(
          () => {
            notify.success(action.done);
            setSelected([]);
          },
          // The mutation cache toasts the API's reason.
          () => undefined,
        );
      },
    });
  };

  const exportCsv = async () => {
    const { csv } = await apiRequest({
      method: 'GET',
      path: '/api/inventories/exportInventory',
      query: toListQuery({ ...query, currentPage: undefined, pageSize: undefined }),
      schema: exportInventoryResponse,
    });
    downloadText('inventory.csv', csv);
  };

  const headerActions: HeaderAction[] = [];
  if (printLabel) {
    headerActions.push({
      key: 'print',
      label: printLabel,
      icon: <PrinterOutlined />,
      isDisabled: selected.length === 0,
      isLoading: printLabels.isBusy,
      onClick: () => printLabels.start(selected),
    });
  }
  if (actions) {
    headerActions.push({
      key: 'accept',
      label: actions.accept.label,
      icon: <CheckOutlined />,
      isDisabled: selected.length === 0,
      onClick: () => openAccept(selected),
    });
    if (actions.decline) {
      headerActions.push({
        key: 'decline',
        label: 'Decline',
        icon: <CloseOutlined />,
        isDanger: true,
        isDisabled: selected.length === 0,
        onClick: confirmDecline,
      });
    }
  }
  headerActions.push({
    key: 'export',
    label: 'Export CSV',
    icon: <DownloadOutlined />,
    onClick: () => void exportCsv(),
  });

  const acceptDialog =
    actions && acceptIds.length > 0 ? (
      <InventoryAcceptModal
        action={actions.accept}
        count={acceptIds.length}
        options={options}
        locationRequired={
          actions.accept.listField === 'inventories'
            ? validation.transfers.selectLocation
            : validation.inventory.acceptNeedsLocation
        }
        isRunning={accept.isPending}
        // spec 000 §4: accepting a drop-off of a buying may say how the seller is paid.
        offersPaymentType={
          actions.accept.call === 'bulkAcceptInventory' &&
          rows.some((row) => acceptIds.includes(row.id) && row.buyingId !== null)
        }
        destination={
          actions.accept.call === 'acceptTransfer'
            ? destinationOfAll(rows.filter((row) => acceptIds.includes(row.id)))
            : undefined
        }
        onCancel={() => setAcceptIds([])}
        onAccept={runAccept}
      />
    ) : null;

  const acceptModal = (
    <>
      {acceptDialog}
      {printLabels.dialog}
    </>
  );

  return { headerActions, openAccept, acceptModal };
}

/**
 * Where the transfers of these items were going: the one place they share (the accept form starts
 * there), and whether each item has a destination (then the form may be sent without a location).
 */
function destinationOfAll(rows: readonly InventoryListRow[]): {
  place: AcceptPlace | null;
  isKnownForAll: boolean;
} {
  const isKnownForAll = rows.length > 0 && rows.every((row) => row.transferLocation !== null);
  const keys = new Set(rows.map((row) => `${row.transferLocation?.id}:${row.transferSubLocation?.id}`));
  const first = rows[0];
  const place =
    isKnownForAll && keys.size === 1 && first.transferLocation
      ? { location: first.transferLocation.id, subLocation: first.transferSubLocation?.id }
      : null;
  return { place, isKnownForAll };
}
