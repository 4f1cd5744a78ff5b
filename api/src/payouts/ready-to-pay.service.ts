import { Injectable } from '@nestjs/common';
import { type SelectQueryBuilder } from 'typeorm';
import {
  type ReadyToPayConsigner,
  type ReadyToPayIdsResponse,
  type ReadyToPayParams,
  type ReadyToPayResponse,
} from '@shared/contracts/payouts';
import { fromCents, toCents } from '@shared/domain/money';
import { owedByConsigner } from '@shared/domain/payouts';
import { utcDatetimeText, zonedDayStart } from '@shared/domain/time-zone';
import { type Principal } from '../common/auth/principal';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { type StoreRepositories, type StoreRepository } from '../common/tenancy/store-repository';
import { Consigner } from '../consigners/consigner.entity';
import { OrderLine } from '../orders/order-line.entity';
import {
  findSaleSearch,
  isEmptySaleSearch,
  type SaleSearchMatch,
  whereSaleSearch,
} from '../orders/sale-search';
import { consignerRefOf, consignerNameOf } from './payout.mapper';
import { readSaleRows, type SaleRef } from './payout-item-rows';

/** The index that holds every condition of the list (migration 1764892800000-payouts). */
const READY_INDEX = 'IDX_order_lines_store_ready_to_pay';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The filters, with the store's time zone their dates are days of. */
type ReadyToPayFilters = ReadyToPayParams & { timeZone: string };

/** One consigner's matching lines, summed in SQL. */
interface ConsignerSum {
  consignerId: number;
  itemCount: number;
  itemsCents: number;
}

/**
 * Ready to Pay (GET /api/inventories/ordersPayoutInventories): the sales no payout took yet — order
 * lines not returned, sold, whose item is still Sold, of consigners that are not store accounts.
 * Read on order_lines' ready-to-pay index (storeId, payoutId, returnedAt, consignerId, soldOn, id):
 * the sums per consigner are one grouped query; the page is read consigner by consigner (the list
 * is sorted by consigner name, then sale date, then id), so each read is a range of the index that
 * skips only within the one consigner where the page starts.
 */
@Injectable()
export class ReadyToPayService {
  constructor(
    @InjectStoreRepositories(OrderLine) private readonly lines: StoreRepositories<OrderLine>,
    @InjectStoreRepositories(Consigner) private readonly consigners: StoreRepositories<Consigner>,
  ) {}

  async list(principal: Principal, query: ReadyToPayParams): Promise<ReadyToPayResponse> {
    const lines = this.lines.for(principal);
    const params: ReadyToPayFilters = { ...query, timeZone: principal.store.timeZone };
    const match = params.search ? await findSaleSearch(lines, params.search) : null;
    const { sums, owners } = await this.sums(principal, lines, params, match);
    const balances = new Map(owners.map((owner) => [owner.id, toCents(Number(owner.negativeBalance))]));
    // owedByConsigner takes items; the sums stand for each consigner's items (one entry of their total).
    const owed = new Map(
      owedByConsigner(
        sums.map((sum) => ({ consignerId: sum.consignerId, payoutCents: sum.itemsCents })),
        balances,
      ).map((one) => [one.consignerId, one]),
    );
    const byId = new Map(owners.map((owner) => [owner.id, owner]));
    const consigners: ReadyToPayConsigner[] = sums.map((sum) => {
      const owner = byId.get(sum.consignerId) as Consigner;
      return {
        consigner: consignerRefOf(owner),
        itemCount: sum.itemCount,
        itemsTotal: fromCents(sum.itemsCents),
        negativeBalance: fromCents(balances.get(owner.id) ?? 0),
        owed: fromCents(owed.get(sum.consignerId)?.owedCents ?? 0),
      };
    });
    const count = sums.reduce((total, sum) => total + sum.itemCount, 0);
    const totalCents = [...owed.values()].reduce((total, one) => total + one.owedCents, 0);
    const inventories = await this.page(lines, params, sums, match);
    return { consigners, inventories, count, total: fromCents(totalCents) };
  }

  /** Every matching item's id by consigner (Select All), in the list's order. */
  async ids(principal: Principal, query: ReadyToPayParams): Promise<ReadyToPayIdsResponse> {
    const lines = this.lines.for(principal);
    const params: ReadyToPayFilters = { ...query, timeZone: principal.store.timeZone };
    const match = params.search ? await findSaleSearch(lines, params.search) : null;
    const { sums } = await this.sums(principal, lines, params, match);
    const ids: ReadyToPayIdsResponse['ids'] = [];
    for (const sum of sums) {
      const found = await this.filtered(lines, params, [], match)
        .select('line.inventoryId', 'inventoryId')
        .andWhere('line.consignerId = :pageConsignerId', { pageConsignerId: sum.consignerId })
        .orderBy('line.soldOn', 'ASC')
        .addOrderBy('line.id', 'ASC')
        .getRawMany<{ inventoryId: number | string }>();
      ids.push({ consignerId: sum.consignerId, inventories: found.map((row) => Number(row.inventoryId)) });
    }
    return { ids };
  }

  /**
   * The matching lines summed per consigner, sorted by the consigner's name (then id), with the
   * consigners themselves. Store accounts are looked up first (a store has one or two) and left
   * out by id, so the grouped query stays on the index.
   */
  private async sums(
    principal: Principal,
    lines: StoreRepository<OrderLine>,
    params: ReadyToPayFilters,
    match: SaleSearchMatch | null,
  ): Promise<{ sums: ConsignerSum[]; owners: Consigner[] }> {
    // The search alone finds nothing: nothing to sum.
    if (isEmptySaleSearch(match)) return { sums: [], owners: [] };
    const consigners = this.consigners.for(principal);
    const storeAccounts = await consigners.find({ select: { id: true }, where: { isStoreAccount: true } });
    const found = await this.filtered(
      lines,
      params,
      storeAccounts.map((one) => one.id),
      match,
    )
      .select('line.consignerId', 'consignerId')
      .addSelect('COUNT(*)', 'itemCount')
      .addSelect('SUM(ROUND(line.payout * 100))', 'itemsCents')
      .groupBy('line.consignerId')
      .getRawMany<{
        consignerId: number | string;
        itemCount: number | string;
        itemsCents: number | string;
      }>();
    const owners = await consigners.findByKeys(
      'id',
      found.map((row) => Number(row.consignerId)),
    );
    const byId = new Map(owners.map((owner) => [owner.id, owner]));
    const sums = found
      .filter((row) => byId.has(Number(row.consignerId)))
      .map((row) => ({
        consignerId: Number(row.consignerId),
        itemCount: Number(row.itemCount),
        itemsCents: Math.round(Number(row.itemsCents)),
      }))
      .sort((a, b) => {
        const byName = consignerNameOf(byId.get(a.consignerId) as Consigner).localeCompare(
          consignerNameOf(byId.get(b.consignerId) as Consigner),
        );
        return byName !== 0 ? byName : a.consignerId - b.consignerId;
      });
    return { sums, owners };
  }

  /**
   * The page's rows: the consigners it spans, each read from where the page starts in their items
   * (the lines and their items' status alone, on the index), then the rows' items, orders and
   * products by key.
   */
  private async page(
    lines: StoreRepository<OrderLine>,
    params: ReadyToPayFilters,
    sums: readonly ConsignerSum[],
    match: SaleSearchMatch | null,
  ) {
    let skip = (params.currentPage - 1) * params.pageSize;
    let wanted = params.pageSize;
    const sales: SaleRef[] = [];
    for (const sum of sums) {
      if (wanted === 0) break;
      if (skip >= sum.itemCount) {
        skip -= sum.itemCount;
        continue;
      }
      const found = await this.filtered(lines, params, [], match)
        .select('line.id', 'lineId')
        .addSelect('line.inventoryId', 'inventoryId')
        .addSelect('line.salePrice', 'salePrice')
        .addSelect('line.payout', 'payout')
        .andWhere('line.consignerId = :pageConsignerId', { pageConsignerId: sum.consignerId })
        .orderBy('line.soldOn', 'ASC')
        .addOrderBy('line.id', 'ASC')
        .limit(wanted)
        .offset(skip)
        .getRawMany<{
          lineId: number | string;
          inventoryId: number | string;
          salePrice: unknown;
          payout: unknown;
        }>();
      for (const row of found) {
        sales.push({
          lineId: Number(row.lineId),
          inventoryId: Number(row.inventoryId),
          consignerId: sum.consignerId,
          salePrice: Number(row.salePrice),
          payout: Number(row.payout),
        });
      }
      wanted -= Math.min(wanted, found.length);
      skip = 0;
    }
    return readSaleRows(lines, sales);
  }

  /**
   * The lines that pass the filters, on the order_lines table alone: a line of a completed sale
   * (soldOn), not returned, that no payout took, is its item's sale while the item is Sold — an
   * item leaves Sold only by a return (returnedAt) or by being paid (the payout's id on its line) —
   * so the items are not joined for their status: the sums and the page are read from
   * IDX_order_lines_store_ready_to_pay alone. Creating the payout checks each item is Sold again.
   */
  private filtered(
    lines: StoreRepository<OrderLine>,
    params: ReadyToPayFilters,
    storeAccountIds: readonly number[],
    match: SaleSearchMatch | null,
  ): SelectQueryBuilder<OrderLine> {
    const query = lines
      .query('line')
      .andWhere('line.payoutId IS NULL')
      .andWhere('line.returnedAt IS NULL')
      .andWhere('line.consignerId IS NOT NULL')
      .andWhere('line.soldOn IS NOT NULL');
    if (storeAccountIds.length > 0)
      query.andWhere('line.consignerId NOT IN (:...storeAccountIds)', { storeAccountIds });
    if (params.consigner !== undefined)
      query.andWhere('line.consignerId = :consignerId', { consignerId: params.consigner });
    // The store's days (its time zone), as the UTC instants they start at.
    const dayStart = (day: string) => utcDatetimeText(zonedDayStart(day, params.timeZone));
    if (params.orderDateStart)
      query.andWhere('line.soldOn >= :dateStart', { dateStart: dayStart(params.orderDateStart) });
    if (params.orderDateEnd)
      query.andWhere('line.soldOn < :dateEnd', { dateEnd: dayStart(dayAfter(params.orderDateEnd)) });
    if (!params.search || !match) return query.useIndex(READY_INDEX);
    whereSaleSearch(lines, query, params.search, match);
    return query;
  }
}

/** 'YYYY-MM-DD' of the next day: the end date is inclusive. */
function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}
