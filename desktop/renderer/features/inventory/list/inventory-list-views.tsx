import { Segmented } from 'antd';
import { type ReactNode } from 'react';
import { type InventoryListRow } from '@shared/contracts/inventory-lists';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { RequestGrid } from '../../store-requests/request-grid';
import { InventoryAccordionView } from './inventory-accordion-view';
import { InventoryCardList } from './inventory-card-list';
import { type ListScreen } from './inventory-list-actions';
import { type ListViewKey } from './inventory-list-state';
import { InventoryTableView } from './inventory-table-view';

/** The rows the page selected for a bulk action, and which rows may be. */
export interface ListSelection {
  selectedIds: number[];
  onChange: (ids: number[]) => void;
  isSelectable: (row: InventoryListRow) => boolean;
}

/** What every view of the list gets from the page. */
export interface InventoryViewProps {
  rows: InventoryListRow[];
  isLoading: boolean;
  currency: string;
  /** Present when the screen has a bulk action (accept, decline, print). */
  selection?: ListSelection;
  /** The Price Change list's requested price. */
  showsRequestedPrice: boolean;
  /** Accept and Decline per row (Price Change, Withdrawal Request). */
  showsDecisions: boolean;
  /** Accept All per product group (Incoming, Requested): the group's items in `fromStatus`. */
  acceptAll?: { fromStatus: InventoryStatus; onAcceptAll: (ids: number[]) => void };
  emptyText: string;
}

interface ListView {
  key: ListViewKey;
  /** The switch's label, below 768 px and above. */
  label: (isMobile: boolean) => string;
  /** What it renders, as the data-testid of its wrapper (for the walks). */
  testId: (isMobile: boolean) => string;
  /** Whether a screen offers it (every screen unless said). */
  isOffered?: (screen: ListScreen) => boolean;
  render: (props: InventoryViewProps, isMobile: boolean) => ReactNode;
}

/**
 * The views of the list (spec 000 §2.3): the table (cards below 768 px) and the accordion grouped
 * by product. A view for some screens only (a grid for Buying and Consignment) is one more entry
 * with `isOffered`, and its key in LIST_VIEW_KEYS.
 */
export const LIST_VIEWS: readonly ListView[] = [
  {
    // spec 000 §2.3 Request grid: the store's requests, a card per product; their lists open on it.
    key: 'grid',
    label: () => 'Grid',
    testId: () => 'request-grid',
    isOffered: (screen) => screen === 'Buying' || screen === 'Consignment',
    render: (props) => <RequestGrid rows={props.rows} isLoading={props.isLoading} />,
  },
  {
    key: 'list',
    label: (isMobile) => (isMobile ? 'Cards' : 'Table'),
    testId: (isMobile) => (isMobile ? 'inventory-cards' : 'inventory-table'),
    render: (props, isMobile) =>
      isMobile ? <InventoryCardList {...props} /> : <InventoryTableView {...props} />,
  },
  {
    key: 'product',
    label: () => 'By product',
    testId: () => 'inventory-by-product',
    render: (props) => <InventoryAccordionView {...props} />,
  },
];

export function offeredViews(screen: ListScreen): readonly ListView[] {
  return LIST_VIEWS.filter((view) => view.isOffered?.(screen) ?? true);
}

interface ListViewSwitchProps {
  screen: ListScreen;
  value: ListViewKey | null;
  isMobile: boolean;
  onChange: (view: ListViewKey) => void;
}

/** The view switch: "Table | By product" (768 px and wider) or "Cards | By product" (and Grid first on the request lists). */
export function ListViewSwitch({ screen, value, isMobile, onChange }: ListViewSwitchProps) {
  const views = offeredViews(screen);
  if (views.length < 2) return null;
  return (
    <Segmented<ListViewKey>
      aria-label="View"
      value={value ?? views[0].key}
      options={views.map((view) => ({ value: view.key, label: view.label(isMobile) }))}
      onChange={onChange}
    />
  );
}

/** The chosen view, or the first the screen offers when the address names one it does not. */
export function ListViewBody({
  screen,
  view,
  isMobile,
  ...props
}: InventoryViewProps & { screen: ListScreen; view: ListViewKey | null; isMobile: boolean }) {
  const views = offeredViews(screen);
  const chosen = views.find((candidate) => candidate.key === view) ?? views[0];
  return <div data-testid={chosen.testId(isMobile)}>{chosen.render(props, isMobile)}</div>;
}
