import { HttpStatus, Injectable } from '@nestjs/common';
import { type EntityManager, In, IsNull } from 'typeorm';
import { type PayRequest, type PayResponse } from '@shared/contracts/payouts';
import { inventoryStatusLabel } from '@shared/domain/inventory-status';
import { fromCents, toCents } from '@shared/domain/money';
import { FIRST_PAYOUT_NUMBER, owedByConsigner, payoutName } from '@shared/domain/payouts';
import { validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { AppError } from '../common/errors/app-error';
import { invalid } from '../common/errors/errors';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { type StoreRepositories, type StoreRepository } from '../common/tenancy/store-repository';
import { Consigner } from '../consigners/consigner.entity';
import { isSqlite } from '../database/transactions';
import {
  InventoryEngine,
  StaleItemError,
  type WriteScope,
  writeScopeOf,
} from '../inventories/engine/inventory-engine';
import { Inventory } from '../inventories/inventory.entity';
import { JobsService } from '../jobs/jobs.service';
import { OrderLine } from '../orders/order-line.entity';
import { runNumbered } from '../orders/order-numbers';
import { ChequeServiceConfig } from './cheques/cheque-service.config';
import { PayoutConsigner } from './payout-consigner.entity';
import { PayoutItem } from './payout-item.entity';
import { SEND_CHEQUES_JOB, SEND_CHEQUES_MAX_ATTEMPTS, type SendChequesPayload } from './payout-jobs';
import { Payout } from './payout.entity';

const messages = validation.payouts;
/** Ids per IN list: below MariaDB's in_predicate_conversion_threshold (1,000). */
const CHUNK = 500;

/** A chosen item as read for the payout: the item, its current sale line, and that line's payout. */
interface Sale {
  inventoryId: number;
  code: string;
  title: string;
  status: Inventory['status'];
  /** The owner the sale was for (the line's), or the item's own when it has no current sale. */
  ownerId: number | null;
  isStoreAccount: boolean;
  line: Pick<OrderLine, 'id' | 'consignerId' | 'payout' | 'salePrice' | 'payoutId'> | null;
  /** The payout that took the line already, by name. */
  takenBy: string | null;
}

/**
 * POST /api/payouts/pay: a payout of the chosen Sold items, in one engine transaction (run again on
 * a lost race, and again when the payout number was taken meanwhile, as an order's is). One sale is
 * paid once: the lines are taken with a guarded `UPDATE … WHERE payoutId IS NULL` whose count is
 * checked, and payout_items' unique sale key refuses a second payout of a sale at the database
 * itself; the second of two payouts racing for an item runs again on fresh rows and is refused with
 * the first's name. Items stay Sold until their consigner is paid (PayoutSettlement).
 */
@Injectable()
export class PayoutCreationService {
  constructor(
    private readonly engine: InventoryEngine,
    private readonly jobs: JobsService,
    private readonly chequeService: ChequeServiceConfig,
    @InjectStoreRepositories(Payout) private readonly payouts: StoreRepositories<Payout>,
    @InjectStoreRepositories(PayoutConsigner) private readonly shares: StoreRepositories<PayoutConsigner>,
    @InjectStoreRepositories(PayoutItem) private readonly items: StoreRepositories<PayoutItem>,
    @InjectStoreRepositories(OrderLine) private readonly lines: StoreRepositories<OrderLine>,
    @InjectStoreRepositories(Inventory) private readonly inventories: StoreRepositories<Inventory>,
    @InjectStoreRepositories(Consigner) private readonly consigners: StoreRepositories<Consigner>,
  ) {}

  pay(principal: Principal, request: PayRequest): Promise<PayResponse> {
    const scope = writeScopeOf(principal);
    const isAutomated = principal.store.automatedPayout && this.chequeService.isConfigured();
    return runNumbered(this.engine, (manager) => this.create(manager, scope, request, isAutomated));
  }

  /**
   * The payout, written in the caller's transaction (pay's, or the demo seed's at a past moment):
   * the work `pay` runs again on a lost race.
   */
  async create(
    manager: EntityManager,
    scope: WriteScope,
    request: PayRequest,
    isAutomated: boolean,
  ): Promise<PayResponse> {
    const ids = [...new Set(request.inventoriesToPay)];
    const sales = await this.readSales(manager, scope, ids);
    checkSales(request, sales);
    // Checked: every sale has its line and a consigner.
    const owners = await this.lockOwners(manager, scope, sales);
    const owed = owedByConsigner(
      sales.map((sale) => ({
        consignerId: sale.line?.consignerId as number,
        payoutCents: toCents(Number(sale.line?.payout ?? 0)),
      })),
      new Map(owners.map((owner) => [owner.id, toCents(Number(owner.negativeBalance))])),
    );
    const totalCents = owed.reduce((sum, one) => sum + one.owedCents, 0);
    const status = isAutomated ? 'Pending' : 'Unpaid';

    const payouts = this.payouts.for(scope, manager);
    const number = await nextPayoutNumber(payouts);
    const payout = await payouts.save(
      payouts.create({
        number,
        name: payoutName(number),
        status,
        total: fromCents(totalCents),
        itemCount: sales.length,
        automated: isAutomated,
        createdById: scope.actor.id,
        createdByName: scope.actor.name,
      }),
    );
    const shares = this.shares.for(scope, manager);
    await shares.save(
      owed.map((one) =>
        shares.create({
          payoutId: payout.id,
          consignerId: one.consignerId,
          itemCount: one.itemCount,
          itemsTotal: fromCents(one.itemsCents),
          balanceApplied: fromCents(one.balanceAppliedCents),
          amount: fromCents(one.owedCents),
          status,
          failureReason: null,
          paidAt: null,
        }),
      ),
    );
    await this.takeLines(manager, scope, payout.id, sales);
    await this.items.for(scope, manager).insertMany(
      sales.map((sale) => ({
        payoutId: payout.id,
        consignerId: sale.line?.consignerId as number,
        inventoryId: sale.inventoryId,
        orderLineId: sale.line?.id as number,
        saleKey: `line:${sale.line?.id}`,
        salePrice: Number(sale.line?.salePrice ?? 0),
        payout: Number(sale.line?.payout ?? 0),
        paidAt: null,
      })),
    );
    await this.takeBalances(manager, scope, owners, owed);
    if (isAutomated) {
      await this.jobs.enqueue<SendChequesPayload>(manager, {
        kind: SEND_CHEQUES_JOB,
        storeId: scope.storeId,
        payload: { payoutId: payout.id },
        createdById: scope.actor.id,
        maxAttempts: SEND_CHEQUES_MAX_ATTEMPTS,
      });
    }
    return { id: payout.id, inventories: ids };
  }

  /** The chosen items and their current sale lines (sold, not returned), in the order chosen. */
  private async readSales(
    manager: EntityManager,
    scope: WriteScope,
    ids: readonly number[],
  ): Promise<Sale[]> {
    const items = this.inventories.for(scope, manager);
    const lines = this.lines.for(scope, manager);
    const byId = new Map<number, Sale>();
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = ids.slice(start, start + CHUNK);
      const found = await items
        .query('item')
        .innerJoin('item.product', 'product')
        .select('item.id', 'id')
        .addSelect('item.code', 'code')
        .addSelect('item.status', 'status')
        .addSelect('item.consignerId', 'consignerId')
        .addSelect('product.title', 'title')
        .andWhere('item.id IN (:...chunk)', { chunk })
        .getRawMany<{
          id: number | string;
          code: string;
          status: Inventory['status'];
          consignerId: number | string | null;
          title: string;
        }>();
      for (const row of found) {
        byId.set(Number(row.id), {
          inventoryId: Number(row.id),
          code: row.code,
          title: row.title,
          status: row.status,
          ownerId: row.consignerId === null ? null : Number(row.consignerId),
          isStoreAccount: false,
          line: null,
          takenBy: null,
        });
      }
      const sold = await lines.find({
        select: {
          id: true,
          inventoryId: true,
          consignerId: true,
          payout: true,
          salePrice: true,
          payoutId: true,
        },
        where: { inventoryId: In(chunk), returnedAt: IsNull() },
        order: { id: 'ASC' },
      });
      // The latest line not returned is the item's current sale (an open hold's has no soldOn yet).
      for (const line of sold) {
        const sale = byId.get(line.inventoryId);
        if (sale) {
          sale.line = line;
          sale.ownerId = line.consignerId;
        }
      }
    }
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) throw invalid('inventoriesToPay', messages.notFound(missing.join(', ')));
    const sales = ids.map((id) => byId.get(id) as Sale);
    await this.describe(manager, scope, sales);
    return sales;
  }

  /** Whose store account each sale's owner is, and the name of the payout already holding its line. */
  private async describe(manager: EntityManager, scope: WriteScope, sales: readonly Sale[]): Promise<void> {
    const ownerIds = [...new Set(sales.flatMap((sale) => (sale.ownerId === null ? [] : [sale.ownerId])))];
    const storeAccounts = new Set(
      (ownerIds.length === 0
        ? []
        : await this.consigners
            .for(scope, manager)
            .find({ select: { id: true }, where: { id: In(ownerIds), isStoreAccount: true } })
      ).map((owner) => owner.id),
    );
    const payoutIds = [
      ...new Set(sales.flatMap((sale) => (sale.line?.payoutId ? [sale.line.payoutId] : []))),
    ];
    const names = new Map(
      (payoutIds.length === 0
        ? []
        : await this.payouts
            .for(scope, manager)
            .find({ select: { id: true, name: true }, where: { id: In(payoutIds) } })
      ).map((payout) => [payout.id, payout.name]),
    );
    for (const sale of sales) {
      sale.isStoreAccount = sale.ownerId !== null && storeAccounts.has(sale.ownerId);
      const payoutId = sale.line?.payoutId;
      if (payoutId) sale.takenBy = names.get(payoutId) ?? String(payoutId);
    }
  }

  /**
   * The consigners of the chosen items, locked for this transaction on MariaDB (`SELECT … FOR
   * UPDATE`, in id order), so their negative balance read here is the one this payout takes from;
   * SQLite's single writer serialises already.
   */
  private async lockOwners(
    manager: EntityManager,
    scope: WriteScope,
    sales: readonly Sale[],
  ): Promise<Consigner[]> {
    const ids = [...new Set(sales.map((sale) => sale.line?.consignerId as number))].sort((a, b) => a - b);
    return this.consigners.for(scope, manager).find({
      where: { id: In(ids) },
      order: { id: 'ASC' },
      ...(isSqlite(manager.connection) ? {} : { lock: { mode: 'pessimistic_write' as const } }),
    });
  }

  /**
   * The lines taken by the payout, guarded: only lines no payout took and not returned. Fewer rows
   * than lines: another payout (or a return) took one since it was read, and the transaction runs
   * again on fresh rows, where that item is refused by name.
   */
  private async takeLines(
    manager: EntityManager,
    scope: WriteScope,
    payoutId: number,
    sales: readonly Sale[],
  ): Promise<void> {
    const lines = this.lines.for(scope, manager);
    const ids = sales.map((sale) => sale.line?.id as number);
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = ids.slice(start, start + CHUNK);
      const taken = await lines.update(
        { id: In(chunk), payoutId: IsNull(), returnedAt: IsNull() },
        { payoutId },
      );
      if (taken !== chunk.length) throw new StaleItemError(sales[start].inventoryId);
    }
  }

  /** Each consigner's negative balance less what this payout took, compare-and-set on what was read. */
  private async takeBalances(
    manager: EntityManager,
    scope: WriteScope,
    owners: readonly Consigner[],
    owed: ReturnType<typeof owedByConsigner>,
  ): Promise<void> {
    const consigners = this.consigners.for(scope, manager);
    const byId = new Map(owners.map((owner) => [owner.id, owner]));
    for (const one of owed) {
      if (one.balanceAppliedCents === 0) continue;
      const owner = byId.get(one.consignerId) as Consigner;
      const changed = await consigners.update(
        { id: owner.id, negativeBalance: owner.negativeBalance },
        { negativeBalance: fromCents(toCents(Number(owner.negativeBalance)) - one.balanceAppliedCents) },
      );
      if (changed !== 1) throw new StaleItemError(one.consignerId);
    }
  }
}

/** How a refusal names an item: its title and code. */
function itemLabel(sale: Pick<Sale, 'title' | 'code'>): string {
  return `${sale.title} (${sale.code})`;
}

/**
 * What the request asks of the chosen items: the items by consigner, when sent, the same items with
 * their true consigners (400); and each item in no payout yet, sold, and not a store account's
 * (409, every blocking item under its index, the first one's message as the answer's).
 */
function checkSales(request: PayRequest, sales: readonly Sale[]): void {
  if (request.consignersAndInventories) {
    const ownerOf = new Map(sales.map((sale) => [sale.inventoryId, sale.ownerId]));
    const named = request.consignersAndInventories.flatMap((entry) =>
      entry.inventories.map((inventoryId) => ({ inventoryId, consignerId: entry.consignerId })),
    );
    const namedIds = new Set(named.map((one) => one.inventoryId));
    const agrees =
      named.length === namedIds.size &&
      namedIds.size === ownerOf.size &&
      named.every((one) => ownerOf.has(one.inventoryId) && ownerOf.get(one.inventoryId) === one.consignerId);
    if (!agrees) throw invalid('consignersAndInventories', messages.consignersDisagree);
  }
  const fields: Record<string, string> = {};
  sales.forEach((sale, index) => {
    const message = blockerOf(sale);
    if (message) fields[`inventoriesToPay.${index}`] = message;
  });
  const [first] = Object.values(fields);
  if (first) throw new AppError(HttpStatus.CONFLICT, 'CONFLICT', first, fields);
}

/** Why an item cannot be paid out, or null. */
function blockerOf(sale: Sale): string | null {
  if (sale.takenBy) return messages.alreadyInPayout(itemLabel(sale), sale.takenBy);
  if (sale.status !== 'Sold' || !sale.line?.consignerId) {
    return messages.notSold(itemLabel(sale), inventoryStatusLabel(sale.status));
  }
  if (sale.isStoreAccount) return messages.storeAccount(itemLabel(sale));
  return null;
}

/** The store's next payout number (MAX + 1), read on the caller's transaction. */
export async function nextPayoutNumber(payouts: StoreRepository<Payout>): Promise<number> {
  const row = await payouts
    .query('numbered')
    .select('MAX(numbered.number)', 'highest')
    .getRawOne<{ highest: number | string | null }>();
  const highest = row?.highest === null || row?.highest === undefined ? null : Number(row.highest);
  return highest === null ? FIRST_PAYOUT_NUMBER : Math.max(highest + 1, FIRST_PAYOUT_NUMBER);
}
