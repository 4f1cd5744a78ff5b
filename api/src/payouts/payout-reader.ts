import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import {
  type ChequesResponse,
  type PayoutDetailResponse,
  type PayoutFilterOptionsResponse,
  type PayoutsParams,
  type PayoutsResponse,
  type PayoutSummary,
} from '@shared/contracts/payouts';
import { PAYOUT_STATUSES } from '@shared/domain/payouts';
import { type Principal } from '../common/auth/principal';
import { notFound } from '../common/errors/errors';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { type StoreRepositories, type StoreScope } from '../common/tenancy/store-repository';
import { Consigner } from '../consigners/consigner.entity';
import { Cheque } from './cheque.entity';
import { consignerNameOf, toChequeResponse, toPayoutSummary } from './payout.mapper';
import { PayoutConsigner } from './payout-consigner.entity';
import { PayoutItem } from './payout-item.entity';
import { containsPattern } from './like-pattern';
import { readSaleRows, saleRefOf } from './payout-item-rows';
import { Payout } from './payout.entity';

const SORTS: Record<PayoutsParams['sort'], [string, 'ASC' | 'DESC']> = {
  newest: ['payout.createdAt', 'DESC'],
  oldest: ['payout.createdAt', 'ASC'],
  highestTotal: ['payout.total', 'DESC'],
  lowestTotal: ['payout.total', 'ASC'],
};

/** The payout reads: the list (/payouts), one payout (/payouts/{id}), its cheques, the filters. */
@Injectable()
export class PayoutReader {
  constructor(
    @InjectStoreRepositories(Payout) private readonly payouts: StoreRepositories<Payout>,
    @InjectStoreRepositories(PayoutConsigner) private readonly shares: StoreRepositories<PayoutConsigner>,
    @InjectStoreRepositories(PayoutItem) private readonly items: StoreRepositories<PayoutItem>,
    @InjectStoreRepositories(Cheque) private readonly cheques: StoreRepositories<Cheque>,
    @InjectStoreRepositories(Consigner) private readonly consigners: StoreRepositories<Consigner>,
  ) {}

  /** The statuses and the store's consigners that can be paid (store accounts never are). */
  async filterOptions(principal: Principal): Promise<PayoutFilterOptionsResponse> {
    const consigners = await this.consigners.for(principal).find({
      select: { id: true, firstName: true, lastName: true },
      where: { isStoreAccount: false },
      order: { firstName: 'ASC', lastName: 'ASC', id: 'ASC' },
    });
    return {
      statuses: [...PAYOUT_STATUSES],
      consigners: consigners.map((consigner) => ({ id: consigner.id, name: consignerNameOf(consigner) })),
    };
  }

  async list(principal: Principal, params: PayoutsParams): Promise<PayoutsResponse> {
    const query = this.payouts.for(principal).query('payout');
    if (params.status) query.andWhere('payout.status = :status', { status: params.status });
    if (params.consigner !== undefined) {
      const taking = this.shares.for(principal).query('byConsigner').select('byConsigner.payoutId');
      query.andWhere(
        `payout.id IN (${taking.andWhere('byConsigner.consignerId = :consignerId').getQuery()})`,
        {
          ...taking.getParameters(),
          consignerId: params.consigner,
        },
      );
    }
    if (params.search) {
      // Each word of the search in the consigner's first or last name ('Ada Love' finds Ada Lovelace).
      const words = params.search.split(/\s+/).filter(Boolean);
      const named = this.shares
        .for(principal)
        .query('named')
        .select('named.payoutId')
        .innerJoin('named.consigner', 'namedConsigner');
      const wordParameters: Record<string, string> = {};
      words.forEach((word, index) => {
        wordParameters[`word${index}`] = containsPattern(word);
        named.andWhere(
          `(namedConsigner.firstName LIKE :word${index} ESCAPE '!' OR namedConsigner.lastName LIKE :word${index} ESCAPE '!')`,
        );
      });
      query.andWhere(`(payout.name LIKE :pattern ESCAPE '!' OR payout.id IN (${named.getQuery()}))`, {
        ...named.getParameters(),
        ...wordParameters,
        pattern: containsPattern(params.search),
      });
    }
    const [column, direction] = SORTS[params.sort];
    const [found, count] = await query
      .orderBy(column, direction)
      .addOrderBy('payout.id', direction)
      .take(params.pageSize)
      .skip((params.currentPage - 1) * params.pageSize)
      .getManyAndCount();
    return { payouts: await this.summaries(principal, found), count };
  }

  /** One payout and its items (consigner by consigner, then sale date); 404 for none in the store. */
  async detail(principal: Principal, id: number): Promise<PayoutDetailResponse> {
    const payout = await this.payouts.for(principal).findById(id);
    if (!payout) throw notFound();
    const [summary] = await this.summaries(principal, [payout]);
    const items = this.items.for(principal);
    const paid = await items.find({ where: { payoutId: id }, order: { consignerId: 'ASC', id: 'ASC' } });
    const inventories = await readSaleRows(items, paid.map(saleRefOf));
    const order = new Map(summary.consigners.map((share, index) => [share.consigner.id, index]));
    inventories.sort((a, b) => (order.get(a.consignerId) ?? 0) - (order.get(b.consignerId) ?? 0));
    return { payout: { ...summary, currency: principal.store.currency }, inventories };
  }

  /** The payout's cheques, oldest first; 404 for a payout not in the store. */
  async chequesOf(principal: Principal, payoutId: number): Promise<ChequesResponse> {
    if (!(await this.payouts.for(principal).existsBy({ id: payoutId }))) throw notFound();
    const found = await this.cheques.for(principal).find({ where: { payoutId }, order: { id: 'ASC' } });
    return { cheques: found.map(toChequeResponse) };
  }

  /** One payout as the calls that change it answer (read on their transaction, after the change). */
  async summary(scope: StoreScope, id: number, manager?: EntityManager): Promise<PayoutSummary> {
    const payout = await this.payouts.for(scope, manager).findById(id);
    if (!payout) throw notFound();
    const [summary] = await this.summaries(scope, [payout], manager);
    return summary;
  }

  /** The summaries of some payouts: their shares with consigners, and the cheques sent per share. */
  private async summaries(
    scope: StoreScope,
    payouts: readonly Payout[],
    manager?: EntityManager,
  ): Promise<PayoutSummary[]> {
    if (payouts.length === 0) return [];
    const ids = payouts.map((payout) => payout.id);
    const shares = await this.shares
      .for(scope, manager)
      .find({ where: { payoutId: In(ids) }, relations: { consigner: true } });
    const sent = await this.cheques
      .for(scope, manager)
      .query('cheque')
      .select('cheque.payoutConsignerId', 'shareId')
      .addSelect('COUNT(*)', 'sent')
      .andWhere('cheque.payoutId IN (:...ids)', { ids })
      .andWhere('cheque.state = :sentState', { sentState: 'Sent' })
      .groupBy('cheque.payoutConsignerId')
      .getRawMany<{ shareId: number | string; sent: number | string }>();
    const sentByShare = new Map(sent.map((row) => [Number(row.shareId), Number(row.sent)]));
    return payouts.map((payout) =>
      toPayoutSummary(
        payout,
        shares.filter((share) => share.payoutId === payout.id),
        sentByShare,
      ),
    );
  }
}
