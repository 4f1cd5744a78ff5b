import { type InventoryListMode } from '@shared/constants';
import { INVENTORY_LIST_MODE_DEFINITIONS } from '@shared/domain/inventory-list';
import { type InventoryAction, type InventoryStatus } from '@shared/domain/inventory-status';
import { notices } from '@shared/messages';
import { statusMovedBy } from '../shared/item-actions';
import { type ListDefaults } from './inventory-list-state';

/**
 * The inventory list screens as data (spec 000 §2.3 "Inventory admin lists" and Transfers): what
 * each starts from, and the actions it offers. inventory-list-page.tsx reads these; nothing here
 * renders.
 */

/** The screens of this family beyond the spec's list modes (spec 000 §2.3 Transfers). */
export type TransferScreen = 'Transfers' | 'AcceptTransfers';
export type ListScreen = InventoryListMode | TransferScreen;

export interface ScreenDefinition extends ListDefaults {
  title: string;
  /**
   * Whether the filter bar offers the status. The transfer screens are about one status each
   * (Active items leave, InTransit items arrive), so theirs is fixed.
   */
  canChangeStatus: boolean;
}

const TRANSFER_SCREENS: Record<TransferScreen, ScreenDefinition> = {
  Transfers: { title: 'Transfer Inventory', status: statusMovedBy('transfer'), canChangeStatus: false },
  AcceptTransfers: {
    title: 'Accept Transfer',
    status: statusMovedBy('acceptTransfer'),
    canChangeStatus: false,
  },
};

export function screenDefinition(screen: ListScreen): ScreenDefinition {
  if (screen === 'Transfers' || screen === 'AcceptTransfers') return TRANSFER_SCREENS[screen];
  return { ...INVENTORY_LIST_MODE_DEFINITIONS[screen], canChangeStatus: true };
}

/** A call that moves the selected items (POST /api/inventories/<call>). */
export interface BulkAction {
  call: InventoryAction;
  /** Its list field (`items`, or `inventories` for the transfer calls). */
  listField: 'items' | 'inventories';
  /** The button, and the modal's OK. */
  label: string;
  /** The modal's title. */
  title: string;
  /** The status the call moves items from (statusMovedBy): only rows in it can be selected. */
  fromStatus: InventoryStatus;
  needsLocation: boolean;
  /** Whether the modal offers a sub-location of the chosen location. */
  hasSubLocation: boolean;
  /** spec 001 §8 Long operations: the warning while it runs. */
  running?: string;
  done: string;
}

export interface ScreenActions {
  accept: BulkAction;
  decline?: Pick<BulkAction, 'call' | 'fromStatus' | 'running' | 'done'>;
  /**
   * spec 000 §2.3: "Incoming and Requested offer Accept All per product group. It selects that
   * group's items and opens the accept modal (Incoming) or the requested-inventory modal (Requested)."
   */
  offersAcceptAll: boolean;
}

/** The accept and decline calls of each screen (spec 000 §2.3: per-mode accept and decline actions). */
export const SCREEN_ACTIONS: Partial<Record<ListScreen, ScreenActions>> = {
  Incoming: {
    accept: {
      call: 'bulkAcceptInventory',
      listField: 'items',
      label: 'Accept',
      title: 'Accept inventory',
      fromStatus: statusMovedBy('bulkAcceptInventory'),
      needsLocation: true,
      hasSubLocation: true,
      running: notices.longOperations.accepting,
      done: notices.inventoryAccepted,
    },
    decline: { call: 'declineInventory', fromStatus: statusMovedBy('declineInventory'), done: 'Declined.' },
    offersAcceptAll: true,
  },
  Requested: {
    accept: {
      call: 'bulkAcceptRequestToSell',
      listField: 'items',
      label: 'Accept',
      title: 'Accept requested inventory',
      fromStatus: statusMovedBy('bulkAcceptRequestToSell'),
      needsLocation: true,
      hasSubLocation: true,
      running: notices.longOperations.acceptingRequested,
      done: notices.inventoryAccepted,
    },
    decline: {
      call: 'bulkDeclineRequestToSell',
      fromStatus: statusMovedBy('bulkDeclineRequestToSell'),
      running: notices.longOperations.decliningRequested,
      done: 'Declined.',
    },
    offersAcceptAll: true,
  },
  Transfers: {
    accept: {
      call: 'transfer',
      listField: 'inventories',
      label: 'Set New Location',
      title: 'Set New Location',
      fromStatus: statusMovedBy('transfer'),
      needsLocation: true,
      hasSubLocation: true,
      done: 'Items are on their way to the new location.',
    },
    offersAcceptAll: false,
  },
  AcceptTransfers: {
    accept: {
      call: 'acceptTransfer',
      listField: 'inventories',
      label: 'Accept',
      title: 'Accept transfer',
      fromStatus: statusMovedBy('acceptTransfer'),
      needsLocation: true,
      hasSubLocation: true,
      done: notices.inventoryAccepted,
    },
    offersAcceptAll: false,
  },
};

/**
 * The button that prints the selected items' labels (issue 14: print → mark printed), or null where
 * a list has none (the transfer screens move items, they do not label them). The all-status view
 * calls it Re-print (spec 000 §4: "Re-print applies in the all-status view").
 */
export function printLabelsAction(
  screen: ListScreen,
  status: InventoryStatus | null | undefined,
): 'Print labels' | 'Re-print' | null {
  if (screen === 'Transfers' || screen === 'AcceptTransfers') return null;
  return status === null ? 'Re-print' : 'Print labels';
}

/** The screens whose rows carry Accept and Decline, and the Price Change list's requested price. */
export const DECISION_SCREENS: readonly ListScreen[] = ['PriceChange', 'RequestWithdrawal'];
export const REQUESTED_PRICE_SCREENS: readonly ListScreen[] = ['PriceChange'];

/**
 * Screens split into tabs by status. Price Change: the sellers' requests wait on the store; the
 * store's own requests (storeRequestPriceChange) wait on the seller, and are listed here too rather
 * than only under their status.
 */
export const STATUS_TABS: Partial<Record<ListScreen, readonly { status: InventoryStatus; label: string }[]>> =
  {
    PriceChange: [
      { status: 'RequestPriceChange', label: 'Requested by seller' },
      { status: 'StoreRequestPriceChange', label: 'Requested by store' },
    ],
  };
