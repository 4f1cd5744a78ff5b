import {
  BarcodeOutlined,
  ClearOutlined,
  InboxOutlined,
  SearchOutlined,
  UserAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Alert, App, Badge, Button, Input, type InputRef, Select } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Order } from '@shared/contracts/orders';
import { fromCents } from '@shared/domain/money';
import { formatMoney } from '@shared/domain/money-format';
import { checkPayments, type Discount, settle } from '@shared/domain/sale';
import { validation } from '@shared/messages';
import { isApiError } from '@renderer/api/api-error';
import { notify } from '@renderer/ui/notify';
import { PageHeader } from '@renderer/ui/page-header';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import { ReceiptActions } from '../receipts/receipt-actions';
import { isRepeatWithinDebounce } from '../scan-intake/scan-intake';
import { useScans } from '../scanning/use-scans';
import { useMeQuery } from '../session/queries';
import {
  type CartCustomer,
  type CartLine,
  checkoutRequestOf,
  customerName,
  discountProblem,
  priceCart,
} from './cart';
import { CartLines } from './cart-lines';
import { useCartStore } from './cart.store';
import { CheckoutPanel } from './checkout-panel';
import { CustomerDialog } from './customer-dialog';
import { DiscountDialog, type DiscountTarget } from './discount-dialog';
import { HoldsDrawer } from './holds-drawer';
import { useCancelHoldMutation, useCheckoutMutation } from './mutations';
import { fetchCartItem, MIN_SEARCH_LENGTH, useActiveItemSearchQuery, useHoldsQuery } from './queries';
import { SaleComplete } from './sale-complete';
import './register.css';

const SEARCH_DEBOUNCE_MS = 250;

/** The line under the scan field: what the last scan did (read out by screen readers). */
interface ScanStatus {
  tone: 'success' | 'warning' | 'error' | 'info';
  code?: string;
  text: string;
}

type Dialog = { kind: 'customer' } | { kind: 'holds' } | { kind: 'discount'; target: DiscountTarget };

/** An open modal holds work in progress: a scan must not add to the cart behind it. */
function isModalOpen(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

/**
 * The Sell screen (/sell, issue 15): the counter register. Scan (anywhere on the screen, or into the
 * scan field) or search to add items; discounts per line or on the cart; the totals priced with the
 * sale rule the API uses; an optional customer; payments split across cash, card and other; Complete
 * sale (POST /api/orders/checkout) once they cover the total. Kiosk holds wait in the Holds queue.
 */
export function RegisterPage() {
  const store = useMeQuery().data?.store;
  const currency = store?.currency ?? 'USD';
  const settings = { chargeTax: store?.chargeTax ?? false, salesTaxRate: store?.salesTaxRate ?? 0 };
  const cart = useCartStore();
  const { modal } = App.useApp();
  const checkout = useCheckoutMutation();
  const cancelHold = useCancelHoldMutation();
  const holds = useHoldsQuery();

  const [completed, setCompleted] = useState<Order | null>(null);
  const [status, setStatus] = useState<ScanStatus | null>(null);
  const [lastAddedId, setLastAddedId] = useState<number | null>(null);
  const [lineProblems, setLineProblems] = useState<ReadonlyMap<number, string>>(new Map());
  const [checkoutProblem, setCheckoutProblem] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const searchTerm = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const found = useActiveItemSearchQuery(searchTerm);

  const scanField = useRef<InputRef>(null);
  const queue = useRef<string[]>([]);
  const isDraining = useRef(false);
  const lastScan = useRef<{ code: string; at: number } | null>(null);
  /** True for the rest of the keydown of a scan's Enter: the form it landed in must not submit. */
  const isScanEnter = useRef(false);

  const storeId = store?.id;
  useEffect(() => {
    if (storeId !== undefined) useCartStore.getState().startFor(storeId);
  }, [storeId]);

  const focusScanField = () => scanField.current?.focus();
  useEffect(() => {
    if (completed === null) focusScanField();
  }, [completed]);

  const { totals, problem: priceProblem } = priceCart(cart, settings);
  const totalCents = totals?.totalCents ?? 0;
  const settlement = settle(totalCents, cart.payments);
  const paymentProblem = checkPayments(totalCents, cart.payments);
  const priced = useMemo(
    () => new Map((totals?.lines ?? []).map((line) => [line.inventoryId, line])),
    [totals],
  );

  const lookUp = async (code: string) => {
    let item;
    try {
      const { hold, lines } = useCartStore.getState();
      item = await fetchCartItem(
        code,
        hold?.orderId,
        lines.map((line) => line.item.inventoryId),
      );
    } catch (error) {
      setStatus({ tone: 'error', code, text: (error as Error).message });
      return;
    }
    if (useCartStore.getState().addItem(item) === 'duplicate') {
      setStatus({ tone: 'warning', code: item.code, text: validation.sale.itemTwice });
      return;
    }
    setLastAddedId(item.inventoryId);
    setCheckoutProblem(null);
    setStatus({
      tone: 'success',
      code: item.code,
      text: `Added ${item.title}${item.size ? `, size ${item.size}` : ''}`,
    });
  };

  // Scans come faster than answers: they wait in order, so the cart lists them as they were scanned.
  const drain = async () => {
    if (isDraining.current) return;
    isDraining.current = true;
    try {
      while (queue.current.length > 0) {
        const code = queue.current.shift();
        if (code) await lookUp(code);
      }
    } finally {
      isDraining.current = false;
    }
  };

  const enqueue = (raw: string) => {
    const code = raw.trim();
    if (!code) return;
    const at = performance.now();
    if (isRepeatWithinDebounce(lastScan.current, code, at)) return;
    lastScan.current = { code, at };
    // A scan after a completed sale starts the next one.
    setCompleted(null);
    queue.current.push(code);
    void drain();
  };

  // The scan field handles what is typed into it; a scan anywhere else on the screen (a button had
  // the focus, or a scanner of the counter app) comes here. A wedge scan that went into the payment
  // amount is an item all the same, and its Enter must not add a payment.
  useScans((scan) => {
    if (isModalOpen()) return;
    if (!scan.inTextField) {
      enqueue(scan.code);
      return;
    }
    if (document.activeElement?.closest('.register-pay')) {
      isScanEnter.current = true;
      setTimeout(() => {
        isScanEnter.current = false;
      }, 0);
      enqueue(scan.code);
    }
  });

  const removeLine = (line: CartLine) => {
    cart.removeLine(line.item.inventoryId);
    setLineProblems((problems) => {
      const next = new Map(problems);
      next.delete(line.item.inventoryId);
      return next;
    });
    setCheckoutProblem(null);
    focusScanField();
  };

  const applyDiscount = (target: DiscountTarget, discount: Discount | null) => {
    if (target.inventoryId === null) cart.setCartDiscount(discount);
    else cart.setLineDiscount(target.inventoryId, discount);
    setCheckoutProblem(null);
    setDialog(null);
  };

  const addPayment = (method: 'cash' | 'card' | 'other', amountCents: number): string | null => {
    const problem = checkPayments(totalCents, [...cart.payments, { method, amountCents }]);
    if (problem) return problem;
    cart.addPayment(method, amountCents);
    setCheckoutProblem(null);
    return null;
  };

  /**
   * The sale was refused. A 409 means the cart is not what the API sees now (a price changed, an
   * item was sold or held meanwhile): every line is read again, prices are updated and the lines
   * that cannot be sold say why.
   */
  const reloadAfterRefusal = async (error: Error) => {
    if (!isApiError(error) || error.status !== 409) {
      setCheckoutProblem(error.message);
      return;
    }
    // The hold was completed, cancelled or expired meanwhile: its items are sold or on sale again.
    if (error.fields.holdOrderId) useCartStore.setState({ hold: null });
    const { lines, hold } = useCartStore.getState();
    const answers = await Promise.allSettled(
      lines.map((line) => fetchCartItem(line.item.code, hold?.orderId)),
    );
    const problems = new Map<number, string>();
    answers.forEach((answer, index) => {
      if (answer.status === 'rejected') {
        problems.set(lines[index].item.inventoryId, (answer.reason as Error).message);
      }
    });
    cart.refreshItems(answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : [])));
    setLineProblems(problems);
    setCheckoutProblem(
      `${error.message} The cart now shows each item as it is now: check it and complete the sale again.`,
    );
  };

  const complete = () => {
    if (!totals) return;
    setCheckoutProblem(null);
    checkout.mutate(checkoutRequestOf(cart, totals.totalCents), {
      onSuccess: ({ order }) => {
        // Only now: a refused sale keeps its cart.
        useCartStore.getState().clear();
        setCompleted(order);
        setStatus(null);
        setLastAddedId(null);
        setLineProblems(new Map());
        void holds.refetch();
      },
      onError: (error) => void reloadAfterRefusal(error),
    });
  };

  const newSale = () => {
    setCompleted(null);
    setStatus(null);
  };

  const clearSale = () => {
    const reset = () => {
      cart.clear();
      setStatus(null);
      setLineProblems(new Map());
      setCheckoutProblem(null);
      focusScanField();
    };
    if (cart.lines.length === 0 && cart.payments.length === 0) {
      reset();
      return;
    }
    modal.confirm({
      title: cart.hold ? `Put hold ${cart.hold.name} back in the queue?` : 'Clear this sale?',
      content: cart.hold
        ? 'The hold stays open; its items stay held for the customer.'
        : 'The cart, its discounts, customer and payments are removed.',
      okText: cart.hold ? 'Put back' : 'Clear sale',
      okButtonProps: { danger: !cart.hold },
      onOk: reset,
      focusTriggerAfterClose: false,
      afterClose: focusScanField,
    });
  };

  const openHold = (order: Order) => {
    const fill = () => {
      cart.openHold(order);
      setDialog(null);
      setCompleted(null);
      setLineProblems(new Map());
      setCheckoutProblem(null);
      setLastAddedId(null);
      setStatus({
        tone: 'info',
        text: `Hold ${order.name}${order.customer ? ` for ${customerName(order.customer)}` : ''}: take payment to complete it.`,
      });
    };
    if (cart.lines.length === 0 || cart.hold?.orderId === order.id) {
      fill();
      return;
    }
    modal.confirm({
      title: `Replace the cart with hold ${order.name}?`,
      content: 'The items in the cart now are removed from it.',
      okText: 'Open hold',
      onOk: fill,
      focusTriggerAfterClose: false,
      afterClose: focusScanField,
    });
  };

  const confirmCancelHold = (order: Order) => {
    modal.confirm({
      title: `Cancel hold ${order.name}?`,
      content: `${order.customer ? `${customerName(order.customer)}'s items` : 'Its items'} go back on sale.`,
      okText: 'Cancel hold',
      cancelText: 'Keep hold',
      okButtonProps: { danger: true },
      focusTriggerAfterClose: false,
      afterClose: focusScanField,
      // Resolve either way: a refusal is already a toast (the API's reason).
      onOk: () =>
        cancelHold.mutateAsync(order.id).then(
          () => {
            if (useCartStore.getState().hold?.orderId === order.id) useCartStore.getState().clear();
            notify.success(`Hold ${order.name} cancelled: its items are back on sale.`);
          },
          () => undefined,
        ),
    });
  };

  const holdCount = holds.data?.length ?? 0;
  const customer = cart.customer;
  const canComplete =
    totals !== null &&
    totals.lines.length > 0 &&
    settlement.isCovered &&
    paymentProblem === null &&
    lineProblems.size === 0 &&
    !checkout.isPending;
  const dueProblem =
    totals && totals.lines.length > 0 && !settlement.isCovered && cart.payments.length > 0
      ? validation.sale.notCovered(formatMoney(fromCents(settlement.dueCents), currency))
      : null;
  const shownProblem = checkoutProblem ?? paymentProblem ?? (cart.lines.length > 0 ? priceProblem : null);

  return (
    <div className="register">
      <PageHeader
        title="Sell"
        actions={
          <>
            <Badge count={holdCount} offset={[-6, 4]}>
              <Button
                size="large"
                icon={<InboxOutlined />}
                aria-label={`Holds (${holdCount})`}
                onClick={() => setDialog({ kind: 'holds' })}
              >
                Holds
              </Button>
            </Badge>
            <Button size="large" icon={<ClearOutlined />} onClick={clearSale} disabled={completed !== null}>
              {cart.hold ? 'Put hold back' : 'Clear sale'}
            </Button>
          </>
        }
      />
      {completed ? (
        <SaleComplete
          order={completed}
          currency={currency}
          receipt={<ReceiptActions order={completed} />}
          onNewSale={newSale}
        />
      ) : (
        <div className="register__body">
          <section className="register-cart" aria-label="Sale">
            {cart.hold && (
              <Alert
                type="info"
                showIcon
                className="register__hold"
                data-testid="register-hold-banner"
                title={`Completing kiosk hold ${cart.hold.name}${cart.hold.customerName ? ` for ${cart.hold.customerName}` : ''}`}
                action={
                  <Button
                    danger
                    onClick={() => {
                      const hold = holds.data?.find((order) => order.id === cart.hold?.orderId);
                      if (hold) confirmCancelHold(hold);
                    }}
                  >
                    Cancel hold
                  </Button>
                }
              />
            )}
            <div className="register-cart__find">
              <Input
                ref={scanField}
                size="large"
                autoFocus
                aria-label="Scan item"
                data-testid="register-scan"
                prefix={<BarcodeOutlined aria-hidden />}
                placeholder="Scan or type a code"
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                onPressEnter={(event) => {
                  // What the field holds now: a scanner's keys can outrun the render that stores them.
                  enqueue(event.currentTarget.value);
                  setTyped('');
                }}
              />
              <Select
                showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
                size="large"
                aria-label="Search items"
                className="register-cart__search"
                placeholder={
                  <span>
                    <SearchOutlined aria-hidden /> Find an item
                  </span>
                }
                value={null}
                loading={found.isFetching}
                notFoundContent={
                  searchTerm.trim().length < MIN_SEARCH_LENGTH
                    ? 'Type at least 2 characters'
                    : found.isError
                      ? found.error.message
                      : 'No item for sale matches'
                }
                options={(searchTerm.trim().length >= MIN_SEARCH_LENGTH ? (found.data ?? []) : []).map(
                  (row) => ({
                    value: row.code,
                    label: (
                      <span className="register-option">
                        <span className="register-option__title">
                          {row.product.title}
                          {row.option1Value ? `, ${row.option1Value}` : ''}
                        </span>
                        <span className="muted">{row.code}</span>
                        <strong>{formatMoney(row.price ?? 0, currency)}</strong>
                      </span>
                    ),
                  }),
                )}
                onChange={(code: string | null) => {
                  if (code) enqueue(code);
                  setSearch('');
                  focusScanField();
                }}
              />
            </div>
            <p
              className="register__status"
              role="status"
              data-testid="register-status"
              data-tone={status?.tone}
            >
              {status?.code && <span className="register__status-code">{status.code}</span>}
              {status?.text ?? <span className="muted">Ready: scan an item.</span>}
            </p>
            <CartLines
              lines={cart.lines}
              priced={priced}
              currency={currency}
              lastAddedId={lastAddedId}
              lineProblems={lineProblems}
              onDiscount={(line) =>
                setDialog({
                  kind: 'discount',
                  target: {
                    inventoryId: line.item.inventoryId,
                    label: line.item.title,
                    current: line.discount,
                  },
                })
              }
              onRemove={removeLine}
            />
            <div className="register-cart__count" aria-live="polite">
              {cart.lines.length} {cart.lines.length === 1 ? 'item' : 'items'}
            </div>
          </section>
          <CheckoutPanel
            totals={totals}
            settlement={settlement}
            currency={currency}
            isTaxCharged={settings.chargeTax}
            taxRatePercent={settings.salesTaxRate}
            cartDiscount={cart.cartDiscount}
            payments={cart.payments}
            customer={
              <CustomerCard
                customer={customer}
                onFind={() => setDialog({ kind: 'customer' })}
                onRemove={() => cart.setCustomer(null)}
                isFromHold={cart.hold !== null}
              />
            }
            problem={
              (shownProblem ?? dueProblem) && (
                <Alert
                  type={shownProblem ? 'error' : 'warning'}
                  showIcon
                  data-testid="register-problem"
                  title={shownProblem ?? dueProblem}
                />
              )
            }
            canComplete={canComplete}
            isCompleting={checkout.isPending}
            onAddPayment={addPayment}
            isScanEnter={() => isScanEnter.current}
            onRemovePayment={cart.removePayment}
            onCartDiscount={() =>
              setDialog({
                kind: 'discount',
                target: { inventoryId: null, label: 'whole cart', current: cart.cartDiscount },
              })
            }
            onComplete={complete}
          />
        </div>
      )}
      <DiscountDialog
        target={dialog?.kind === 'discount' ? dialog.target : null}
        currency={currency}
        problemOf={(discount) =>
          dialog?.kind === 'discount'
            ? discountProblem(cart, dialog.target.inventoryId, discount, settings)
            : null
        }
        onApply={(discount) => {
          if (dialog?.kind === 'discount') applyDiscount(dialog.target, discount);
        }}
        onClose={() => setDialog(null)}
        onAfterClose={focusScanField}
      />
      <CustomerDialog
        open={dialog?.kind === 'customer'}
        onPick={(picked: CartCustomer) => {
          cart.setCustomer(picked);
          setDialog(null);
        }}
        onClose={() => setDialog(null)}
        onAfterClose={focusScanField}
      />
      <HoldsDrawer
        open={dialog?.kind === 'holds'}
        holds={holds.data}
        isLoading={holds.isLoading}
        error={holds.error}
        currency={currency}
        openHoldId={cart.hold?.orderId ?? null}
        onOpen={openHold}
        onCancel={confirmCancelHold}
        onClose={() => setDialog(null)}
        onAfterClose={focusScanField}
      />
    </div>
  );
}

function CustomerCard({
  customer,
  onFind,
  onRemove,
  isFromHold,
}: {
  customer: CartCustomer | null;
  onFind: () => void;
  onRemove: () => void;
  isFromHold: boolean;
}) {
  if (!customer) {
    return (
      <section className="register-customer-card" aria-label="Customer">
        <UserOutlined aria-hidden className="register-customer-card__icon" />
        <span className="muted">No customer (optional)</span>
        <Button icon={<UserAddOutlined />} onClick={onFind}>
          Add customer
        </Button>
      </section>
    );
  }
  return (
    <section className="register-customer-card" aria-label="Customer" data-testid="register-customer">
      <UserOutlined aria-hidden className="register-customer-card__icon" />
      <span className="register-customer-card__who">
        <strong>{customerName(customer)}</strong>
        <span className="muted">
          {[customer.email, customer.phone].filter(Boolean).join(' · ')}
          {customer.id === null ? ' · new' : ''}
        </span>
      </span>
      {!isFromHold && (
        <span className="register-customer-card__actions">
          <Button onClick={onFind}>Change</Button>
          <Button type="text" danger onClick={onRemove} aria-label="Remove customer">
            Remove
          </Button>
        </span>
      )}
    </section>
  );
}
