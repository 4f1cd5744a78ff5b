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
import { type Principal } from '../common/auth/principal';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { type StoreRepositories, type StoreRepository } from '../common/tenancy/store-repository';
import { Consigner } from '../consigners/consigner.entity';
import { OrderLine } from '../orders/order-line.entity';
import { consignerRefOf, consignerNameOf } from './payout.mapper';
import { containsPattern } from './like-pattern';
import { readLineRows, selectLineRows } from './payout-item-rows';

/** The index that holds every condition of the list (migration 1764892800000-payouts). */
const READY_INDEX = 'IDX_order_lines_store_ready_to_pay';
const DAY_MS = 24 * 60 * 60 * 1000;

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

  async list(principal: Principal, params: ReadyToPayParams): Promise<ReadyToPayResponse> {
    const lines = this.lines.for(principal);
    const { sums, owners } = await this.sums(principal, lines, params);
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
    const inventories = await this.page(lines, params, sums);
    return { consigners, inventories, count, total: fromCents(totalCents) };
  }

  /** Every matching item's id by consigner (Select All), in the list's order. */
  async ids(principal: Principal, params: ReadyToPayParams): Promise<ReadyToPayIdsResponse> {
    const lines = this.lines.for(principal);
    const { sums } = await this.sums(principal, lines, params);
    const ids: ReadyToPayIdsResponse['ids'] = [];
    for (const sum of sums) {
      const found = await this.filtered(lines, params, [], true)
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
    params: ReadyToPayParams,
  ): Promise<{ sums: ConsignerSum[]; owners: Consigner[] }> {
    const consigners = this.consigners.for(principal);
    const storeAccounts = await consigners.find({ select: { id: true }, where: { isStoreAccount: true } });
    const found = await this.filtered(
      lines,
      params,
      storeAccounts.map((one) => one.id),
      true,
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

  /** The page's rows: the consigners it spans, each read from where the page starts in their items. */
  private async page(
    lines: StoreRepository<OrderLine>,
    params: ReadyToPayParams,
    sums: readonly ConsignerSum[],
  ) {
    let skip = (params.currentPage - 1) * params.pageSize;
    let wanted = params.pageSize;
    const rows: Record<string, unknown>[] = [];
    for (const sum of sums) {
      if (wanted === 0) break;
      if (skip >= sum.itemCount) {
        skip -= sum.itemCount;
        continue;
      }
      const found = await selectLineRows(this.filtered(lines, params, [], false))
        .andWhere('line.consignerId = :pageConsignerId', { pageConsignerId: sum.consignerId })
        .orderBy('line.soldOn', 'ASC')
        .addOrderBy('line.id', 'ASC')
        .limit(wanted)
        .offset(skip)
        .getRawMany<Record<string, unknown>>();
      rows.push(...found);
      wanted -= Math.min(wanted, found.length);
      skip = 0;
    }
    return readLineRows(lines.manager, rows);
  }

  /**
   * The lines that pass the filters. `isJoined`: the query joins the order and the product itself
   * when a search needs them (a page's rows join them for their columns anyway).
   */
  private filtered(
    lines: StoreRepository<OrderLine>,
    params: ReadyToPayParams,
    storeAccountIds: readonly number[],
    isJoined: boolean,
  ): SelectQueryBuilder<OrderLine> {
    const query = lines
      .query('line')
      .innerJoin('line.inventory', 'item')
      .andWhere('line.payoutId IS NULL')
      .andWhere('line.returnedAt IS NULL')
      .andWhere('line.consignerId IS NOT NULL')
      .andWhere('line.soldOn IS NOT NULL')
      .andWhere('item.status = :soldStatus', { soldStatus: 'Sold' })
      .useIndex(READY_INDEX);
    if (storeAccountIds.length > 0)
      query.andWhere('line.consignerId NOT IN (:...storeAccountIds)', { storeAccountIds });
    if (params.consigner !== undefined)
      query.andWhere('line.consignerId = :consignerId', { consignerId: params.consigner });
    // The UTC day's bounds as text: both engines compare a datetime with 'YYYY-MM-DD' as its midnight.
    if (params.orderDateStart)
      query.andWhere('line.soldOn >= :dateStart', { dateStart: params.orderDateStart });
    if (params.orderDateEnd)
      query.andWhere('line.soldOn < :dateEnd', { dateEnd: dayAfter(params.orderDateEnd) });
    if (params.search) {
      if (isJoined) query.innerJoin('line.order', 'order').innerJoin('item.product', 'product');
      query.andWhere(
        "(item.code LIKE :pattern ESCAPE '!' OR product.title LIKE :pattern ESCAPE '!' OR product.sku LIKE :pattern ESCAPE '!' OR order.name LIKE :pattern ESCAPE '!')",
        { pattern: containsPattern(params.search) },
      );
    }
    return query;
  }
}

/** 'YYYY-MM-DD' of the next day: the end date is inclusive. */
function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}
