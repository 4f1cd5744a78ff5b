import { type InventoryListMode } from '@shared/constants';
import { INVENTORY_LIST_MODE_DEFINITIONS } from '@shared/domain/inventory-list';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { notices } from '@shared/messages';
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
  Transfers: { title: 'Transfer Inventory', status: 'Active', canChangeStatus: false },
  AcceptTransfers: { title: 'Accept Transfer', status: 'InTransit', canChangeStatus: false },
};

export function screenDefinition(screen: ListScreen): ScreenDefinition {
  if (screen === 'Transfers' || screen === 'AcceptTransfers') return TRANSFER_SCREENS[screen];
  return { ...INVENTORY_LIST_MODE_DEFINITIONS[screen], canChangeStatus: true };
}

/** A call that moves the selected items (POST /api/inventories/<call>). */
export interface BulkAction {
  call: string;
  /** Its list field (`items`, or `inventories` for the transfer calls). */
  listField: 'items' | 'inventories';
  /** The button, and the modal's OK. */
  label: string;
  /** The modal's title. */
  title: string;
  /** The status the call moves items from: only rows in it can be selected. */
  fromStatus: InventoryStatus;
  needsLocation: boolean;
  /** Whether the modal offers a sub-location of the chosen location (not for a transfer's destination). */
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
      fromStatus: 'Pending',
      needsLocation: true,
      hasSubLocation: true,
      running: notices.longOperations.accepting,
      done: notices.inventoryAccepted,
    },
    decline: { call: 'declineInventory', fromStatus: 'Pending', done: 'Declined.' },
    offersAcceptAll: true,
  },
  Requested: {
    accept: {
      call: 'bulkAcceptRequestToSell',
      listField: 'items',
      label: 'Accept',
      title: 'Accept requested inventory',
      fromStatus: 'Requested',
      needsLocation: true,
      hasSubLocation: true,
      running: notices.longOperations.acceptingRequested,
      done: notices.inventoryAccepted,
    },
    decline: {
      call: 'bulkDeclineRequestToSell',
      fromStatus: 'Requested',
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
      fromStatus: 'Active',
      needsLocation: true,
      hasSubLocation: false,
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
      fromStatus: 'InTransit',
      needsLocation: true,
      hasSubLocation: true,
      done: notices.inventoryAccepted,
    },
    offersAcceptAll: false,
  },
};

/** Bulk Print marks the selected items printed, in any status (spec 000 §4: re-print in the all-status view). */
export const BULK_PRINT_SCREENS: readonly ListScreen[] = ['ReadyToPrint'];

/** One answer to a consigner's request, for one item (spec 001 §7, `{ inventory }`). */
export interface Decision {
  call: string;
  /** The button in a list row, beside the item's code. */
  label: string;
  /** The button on the item's page, where the request is not in the list's title. */
  detailLabel: string;
  isDanger: boolean;
  confirmTitle: (code: string) => string;
  /** What the answer does to the item, in the confirmation. */
  confirmContent: (item: DecisionItem, money: (amount: number | null) => string) => string;
  done: string;
}

export interface DecisionItem {
  price: number | null;
  requestedPrice: number | null;
}

/**
 * The store's answers to a consigner's price-change and withdrawal requests, by the status the
 * request puts the item in. The Price Change and Withdrawal Request lists show them per row, and
 * the item page shows them for an item in that status.
 */
export const ITEM_DECISIONS: Partial<Record<InventoryStatus, { accept: Decision; decline: Decision }>> = {
  RequestPriceChange: {
    accept: {
      call: 'acceptInventoryPrice',
      label: 'Accept',
      detailLabel: 'Accept price',
      isDanger: false,
      confirmTitle: (code) => `Accept the requested price for ${code}?`,
      confirmContent: (item, money) =>
        `The price goes from ${money(item.price)} to ${money(item.requestedPrice)}.`,
      done: 'Price change accepted.',
    },
    decline: {
      call: 'declineInventoryPrice',
      label: 'Decline',
      detailLabel: 'Decline',
      isDanger: true,
      confirmTitle: (code) => `Decline the requested price for ${code}?`,
      confirmContent: (item, money) => `The price stays ${money(item.price)}.`,
      done: 'Price change declined.',
    },
  },
  RequestWithdrawal: {
    accept: {
      call: 'acceptInventoryWithdrawal',
      label: 'Accept',
      detailLabel: 'Accept withdrawal',
      isDanger: false,
      confirmTitle: (code) => `Accept the withdrawal of ${code}?`,
      confirmContent: () => 'The item goes back to its owner and leaves the shop floor.',
      done: 'Withdrawal accepted.',
    },
    decline: {
      call: 'declineInventoryWithdrawal',
      label: 'Decline',
      detailLabel: 'Decline withdrawal',
      isDanger: true,
      confirmTitle: (code) => `Decline the withdrawal of ${code}?`,
      confirmContent: () => 'The item stays on sale.',
      done: 'Withdrawal declined.',
    },
  },
};

/** The screens whose rows carry Accept and Decline, and the Price Change list's requested price. */
export const DECISION_SCREENS: readonly ListScreen[] = ['PriceChange', 'RequestWithdrawal'];
export const REQUESTED_PRICE_SCREENS: readonly ListScreen[] = ['PriceChange'];
