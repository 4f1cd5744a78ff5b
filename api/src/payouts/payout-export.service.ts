import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { type PayoutExportRequest } from '@shared/contracts/payouts';
import { csvLine, type CsvValue } from '@shared/domain/csv';
import { toCents } from '@shared/domain/money';
import { centsText, PAYOUT_EXPORT_ITEM_COLUMNS, payoutDetailRows } from '@shared/domain/payout-export';
import { formatDateSold } from '@shared/domain/sold-items';
import { type Principal } from '../common/auth/principal';
import { notFound } from '../common/errors/errors';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { type Consigner } from '../consigners/consigner.entity';
import { RawColumns } from '../database/raw-columns';
import { Inventory } from '../inventories/inventory.entity';
import { OrderLine } from '../orders/order-line.entity';
import { Order } from '../orders/order.entity';
import { Product } from '../products/product.entity';
import { showsBankDetails } from './bank-details.service';
import { PayoutConsigner } from './payout-consigner.entity';
import { PayoutItem } from './payout-item.entity';
import { Payout } from './payout.entity';

/**
 * Items read per round of the export: a 5,000-item payout is never held whole in memory, and a
 * round's rows are garbage before the collector moves them to the old generation.
 */
const EXPORT_BATCH = 500;

interface ExportColumns {
  item: RawColumns<PayoutItem, 'id' | 'salePrice' | 'payout' | 'createdAt'>;
  inventory: RawColumns<Inventory, 'code' | 'option1Value'>;
  product: RawColumns<Product, 'title' | 'sku'>;
  line: RawColumns<OrderLine, 'id' | 'soldOn'>;
  order: RawColumns<Order, 'id' | 'name'>;
}

const columnsByConnection = new WeakMap<object, ExportColumns>();

function exportColumns(manager: EntityManager): ExportColumns {
  let columns = columnsByConnection.get(manager.connection);
  if (!columns) {
    columns = {
      item: new RawColumns(manager, PayoutItem, 'pi', ['id', 'salePrice', 'payout', 'createdAt']),
      inventory: new RawColumns(manager, Inventory, 'item', ['code', 'option1Value']),
      product: new RawColumns(manager, Product, 'product', ['title', 'sku']),
      line: new RawColumns(manager, OrderLine, 'line', ['id', 'soldOn']),
      order: new RawColumns(manager, Order, 'order', ['id', 'name']),
    };
    columnsByConnection.set(manager.connection, columns);
  }
  return columns;
}

/**
 * POST /api/payouts/export: the payout as CSV, streamed. One section per consigner (by name): how to
 * pay them (payout method and details; bank numbers in full only for users allowed to see bank
 * details), their items read in keyset rounds of EXPORT_BATCH and written as they come, then their
 * items total, the balance applied and the amount; last, the total of the consigners exported.
 * Every amount is written from integer cents.
 */
@Injectable()
export class PayoutExportService {
  constructor(
    @InjectStoreRepositories(Payout) private readonly payouts: StoreRepositories<Payout>,
    @InjectStoreRepositories(PayoutConsigner) private readonly shares: StoreRepositories<PayoutConsigner>,
    @InjectStoreRepositories(PayoutItem) private readonly items: StoreRepositories<PayoutItem>,
  ) {}

  /**
   * The payout and the shares to export, read before the response starts so that another store's
   * payout answers 404 rather than a CSV cut short.
   */
  async open(
    principal: Principal,
    request: PayoutExportRequest['inventoriesToExport'],
  ): Promise<AsyncGenerator<string>> {
    const payout = await this.payouts.for(principal).findById(request.payoutId);
    if (!payout) throw notFound();
    const shares = await this.shares.for(principal).find({
      where: {
        payoutId: payout.id,
        ...(request.consignerIds ? { consignerId: In(request.consignerIds) } : {}),
      },
      relations: { consigner: true },
    });
    shares.sort(
      (a, b) => nameOf(a.consigner).localeCompare(nameOf(b.consigner)) || a.consignerId - b.consignerId,
    );
    return this.csv(principal, payout, shares);
  }

  private async *csv(
    principal: Principal,
    payout: Payout,
    shares: readonly PayoutConsigner[],
  ): AsyncGenerator<string> {
    const currency = principal.store.currency;
    yield `\uFEFF${lines([
      ['Payout', payout.name],
      ['Status', payout.status],
      ['Created', formatDateSold(payout.createdAt, principal.store.timeZone)],
      ['Currency', currency],
    ])}`;
    let totalCents = 0;
    for (const share of shares) {
      const consigner = share.consigner as Consigner;
      const details = {
        payoutType: consigner.payoutType,
        payoutData: consigner.payoutData,
        bankData: consigner.bankData,
      };
      yield lines([
        [],
        ['Consigner', nameOf(consigner)],
        ['Email', consigner.email],
        ...payoutDetailRows(details, showsBankDetails(principal, consigner.id)),
        [...PAYOUT_EXPORT_ITEM_COLUMNS],
      ]);
      yield* this.itemRows(principal, share);
      const amountCents = toCents(Number(share.amount));
      totalCents += amountCents;
      const blanks = PAYOUT_EXPORT_ITEM_COLUMNS.length - 2;
      yield lines([
        ['Items total', ...Array<CsvValue>(blanks).fill(''), centsText(toCents(Number(share.itemsTotal)))],
        [
          'Balance applied',
          ...Array<CsvValue>(blanks).fill(''),
          centsText(toCents(Number(share.balanceApplied))),
        ],
        ['Amount', ...Array<CsvValue>(blanks).fill(''), centsText(amountCents)],
      ]);
    }
    yield lines([[], ['Payout total', centsText(totalCents)]]);
  }

  /** One consigner's items, in the order they were added, EXPORT_BATCH rows per round. */
  private async *itemRows(principal: Principal, share: PayoutConsigner): AsyncGenerator<string> {
    const repository = this.items.for(principal);
    const columns = exportColumns(repository.manager);
    let after = 0;
    for (;;) {
      const query = repository
        .query('pi')
        .select([])
        .innerJoin('pi.inventory', 'item')
        .innerJoin('item.product', 'product')
        .leftJoin('pi.orderLine', 'line')
        .leftJoin('line.order', 'order')
        .andWhere('pi.payoutId = :payoutId', { payoutId: share.payoutId })
        .andWhere('pi.consignerId = :consignerId', { consignerId: share.consignerId })
        .andWhere('pi.id > :after', { after })
        .orderBy('pi.id', 'ASC')
        .limit(EXPORT_BATCH);
      for (const part of Object.values(columns)) part.select(query);
      const found = await query.getRawMany<Record<string, unknown>>();
      if (found.length === 0) return;
      yield found.map((raw) => csvLine(itemCells(columns, raw, principal.store.timeZone))).join('');
      after = columns.item.read(found[found.length - 1]).id;
      if (found.length < EXPORT_BATCH) return;
    }
  }
}

/** One item row, in PAYOUT_EXPORT_ITEM_COLUMNS order; a bought item's date is when it was bought. */
function itemCells(columns: ExportColumns, raw: Record<string, unknown>, timeZone: string): CsvValue[] {
  const item = columns.item.read(raw);
  const inventory = columns.inventory.read(raw);
  const product = columns.product.read(raw);
  const line = columns.line.isPresent(raw) ? columns.line.read(raw) : null;
  const order = columns.order.isPresent(raw) ? columns.order.read(raw) : null;
  return [
    inventory.code,
    product.title,
    product.sku,
    inventory.option1Value,
    order?.name ?? '',
    formatDateSold(line?.soldOn ?? item.createdAt, timeZone),
    centsText(toCents(Number(item.salePrice))),
    centsText(toCents(Number(item.payout))),
  ];
}

function lines(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => csvLine(row)).join('');
}

function nameOf(consigner: Pick<Consigner, 'firstName' | 'lastName'> | undefined): string {
  return consigner ? `${consigner.firstName} ${consigner.lastName}`.trim() : '';
}
