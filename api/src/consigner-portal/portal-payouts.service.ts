import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import {
  type PortalPayout,
  type PortalPayoutsParams,
  type PortalPayoutsResponse,
} from '@shared/contracts/consigner-portal';
import { type PayoutItem as PayoutItemContract } from '@shared/contracts/payouts';
import { type Principal } from '../common/auth/principal';
import { notFound } from '../common/errors/errors';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { Consigner } from '../consigners/consigner.entity';
import { Cheque } from '../payouts/cheque.entity';
import { PayoutConsigner } from '../payouts/payout-consigner.entity';
import { PayoutItem } from '../payouts/payout-item.entity';
import { readSaleRows, saleRefOf } from '../payouts/payout-item-rows';
import { ReadyToPayService } from '../payouts/ready-to-pay.service';
import { consignerIdOf } from './consigner-portal.service';

/**
 * The consigner's payouts in the portal (GET /api/portal/payouts): their share of each payout,
 * newest first, with its items, amounts, method and cheques; and what is owed to them now, as Ready
 * to Pay counts it for them (ReadyToPayService, the one definition of a payable sale).
 */
@Injectable()
export class PortalPayoutsService {
  constructor(
    private readonly readyToPay: ReadyToPayService,
    @InjectStoreRepositories(PayoutConsigner) private readonly shares: StoreRepositories<PayoutConsigner>,
    @InjectStoreRepositories(PayoutItem) private readonly paidItems: StoreRepositories<PayoutItem>,
    @InjectStoreRepositories(Cheque) private readonly cheques: StoreRepositories<Cheque>,
    @InjectStoreRepositories(Consigner) private readonly consigners: StoreRepositories<Consigner>,
  ) {}

  async list(principal: Principal, params: PortalPayoutsParams): Promise<PortalPayoutsResponse> {
    const consignerId = consignerIdOf(principal);
    const consigner = await this.consigners.for(principal).findById(consignerId);
    if (!consigner) throw notFound();
    const [shares, count] = await this.shares
      .for(principal)
      .query('share')
      .innerJoinAndSelect('share.payout', 'payout')
      .andWhere('share.consignerId = :consignerId', { consignerId })
      .orderBy('payout.createdAt', 'DESC')
      .addOrderBy('payout.id', 'DESC')
      .take(params.pageSize)
      .skip((params.currentPage - 1) * params.pageSize)
      .getManyAndCount();
    const payoutIds = shares.map((share) => share.payoutId);
    const paid =
      payoutIds.length === 0
        ? []
        : await this.paidItems
            .for(principal)
            .find({ where: { payoutId: In(payoutIds), consignerId }, order: { id: 'ASC' } });
    const cheques =
      payoutIds.length === 0
        ? []
        : await this.cheques
            .for(principal)
            .find({ where: { payoutId: In(payoutIds), consignerId }, order: { id: 'ASC' } });
    // Each payout's items, read as the payout screens read them (in payout-item order).
    const rowsByPayout = new Map<number, PayoutItemContract[]>();
    for (const payoutId of payoutIds) {
      const ofPayout = paid.filter((item) => item.payoutId === payoutId).map(saleRefOf);
      rowsByPayout.set(payoutId, await readSaleRows(this.paidItems.for(principal), ofPayout));
    }
    const payouts: PortalPayout[] = shares.map((share) => {
      const payout = share.payout;
      if (!payout) throw new Error(`Payout share ${share.id} was read without its payout`);
      const items = (rowsByPayout.get(share.payoutId) ?? []).map((row) => ({
        inventoryId: row.inventoryId,
        code: row.code,
        title: row.title,
        size: row.size,
        soldOn: row.soldOn,
        salePrice: row.salePrice,
        payout: row.payout,
      }));
      return {
        id: payout.id,
        name: payout.name,
        createdAt: payout.createdAt.toISOString(),
        payoutStatus: payout.status,
        status: share.status,
        method: payout.automated ? 'Cheque' : consigner.payoutType,
        itemCount: share.itemCount,
        itemsTotal: Number(share.itemsTotal),
        balanceApplied: Number(share.balanceApplied),
        amount: Number(share.amount),
        paidAt: share.paidAt ? share.paidAt.toISOString() : null,
        items,
        cheques: cheques
          .filter((cheque) => cheque.payoutId === share.payoutId)
          .map((cheque) => ({
            number: cheque.number,
            amount: Number(cheque.amount),
            state: cheque.state,
            createdAt: cheque.createdAt.toISOString(),
          })),
      };
    });
    const ready = await this.readyToPay.list(principal, {
      consigner: consignerId,
      pageSize: 10,
      currentPage: 1,
      idsOnly: false,
    });
    const mine = ready.consigners.find((entry) => entry.consigner.id === consignerId);
    return {
      payouts,
      count,
      pending: {
        itemCount: mine?.itemCount ?? 0,
        itemsTotal: mine?.itemsTotal ?? 0,
        negativeBalance: Number(consigner.negativeBalance),
        owed: mine?.owed ?? 0,
      },
      currency: principal.store.currency,
    };
  }
}
