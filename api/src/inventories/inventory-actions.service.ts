import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { type PaymentType } from '@shared/constants';
import {
  type InventoriesResponse,
  type RemovedInventoriesResponse,
  type WithdrawInventoryResponse,
} from '@shared/contracts/inventory-actions';
import { type InventoryResponse } from '@shared/contracts/inventories';
import { fromCents, toCents } from '@shared/domain/money';
import { formatMoney } from '@shared/domain/money-format';
import { validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { forbidden, invalid, notFound } from '../common/errors/errors';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { runNumbered } from '../orders/order-numbers';
import { BuyingPayoutsService } from '../payouts/buying-payouts.service';
import { type Consigner } from '../consigners/consigner.entity';
import { ConsignerNotices } from './consigner-notices';
import { InventoryEngine, type MoveSpec, writeScopeOf } from './engine/inventory-engine';
import { type Place } from './engine/item-changes';
import { inventoriesAnswer, inventoryAnswer } from './inventory-answers';
import { Inventory } from './inventory.entity';
import { PriceLinksService } from './price-links.service';
import { StoreRecords } from './store-records';

const actions = validation.inventoryActions;

/** A place as a call sends it: ids, null for nothing chosen. */
interface SentPlace {
  location?: number | null;
  subLocation?: number | null;
}

/**
 * The inventory status actions of spec 001 §7: each is one move of the status machine on a list
 * of items, carried out by the engine (engine/inventory-engine.ts) in one transaction with its
 * logs, retried on a lost race. What an action adds is its payload: the place, a requested price,
 * a location option, a payment type, a withdrawal fee asked for. A new action goes here: a method
 * that builds a MoveSpec, and a route in inventory-actions.controller.ts.
 */
@Injectable()
export class InventoryActionsService {
  constructor(
    private readonly engine: InventoryEngine,
    private readonly buyingPayouts: BuyingPayoutsService,
    private readonly priceLinks: PriceLinksService,
    private readonly notices: ConsignerNotices,
    @InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>,
  ) {}

  /** acceptInventory / bulkAcceptInventory: Drop off pending → Active, at a location, acceptedOn now. */
  async accept(
    principal: Principal,
    action: 'acceptInventory' | 'bulkAcceptInventory',
    body: SentPlace & { items: number[]; paymentType?: PaymentType | null },
  ): Promise<InventoriesResponse> {
    return this.moveAndList(
      principal,
      body,
      (place) => ({
        action,
        ids: body.items,
        field: 'items',
        isList: true,
        place,
        // spec 000 §4: a payment type is kept for items that belong to a buying.
        changesOf: (item) =>
          body.paymentType && item.buyingId !== null ? { set: { paymentType: body.paymentType } } : {},
        // With a payment type, the store bought them: Buying payouts in this transaction (docs/payouts.md).
        afterMove: (manager, moved) =>
          this.buyingPayouts.recordBought(manager, writeScopeOf(principal), moved, body.paymentType),
      }),
      // A payout number taken meanwhile by another payout: the whole accept runs again.
      (work) => runNumbered(this.engine, work),
    );
  }

  /**
   * The moves that take a list and nothing else: declineInventory, bulkDeclineRequestToSell, and
   * bulkAcceptRequestToSell / acceptTransfer with an optional place.
   */
  async moveList(
    principal: Principal,
    action: 'declineInventory' | 'bulkDeclineRequestToSell' | 'bulkAcceptRequestToSell' | 'acceptTransfer',
    field: 'items' | 'inventories',
    body: SentPlace & { ids: number[] },
  ): Promise<InventoriesResponse> {
    return this.moveAndList(principal, body, (place) => {
      // acceptTransfer without a location: each item arrives where its transfer was going.
      const placeOf =
        action === 'acceptTransfer' && !place.location
          ? (item: Inventory): Place =>
              item.transferLocation
                ? { location: item.transferLocation, subLocation: item.transferSubLocation ?? null }
                : place
          : undefined;
      return {
        action,
        ids: body.ids,
        field,
        isList: true,
        place,
        placeOf,
        // Transfer moves: hasLocation is the destination chosen (the status machine's rule).
        factsOf:
          action === 'acceptTransfer'
            ? (item) => ({ hasLocation: !!(placeOf?.(item) ?? place).location })
            : undefined,
      };
    });
  }

  /** deleteInventory / cancelDropoff: Drop off pending items removed (with their logs). */
  async remove(
    principal: Principal,
    action: 'deleteInventory' | 'cancelDropoff',
    body: { ids: number[]; ownerId?: number | null },
  ): Promise<RemovedInventoriesResponse> {
    const scope = writeScopeOf(principal);
    const ownerId = principal.kind === 'consigner' ? await this.ownItems(principal, body) : body.ownerId;
    const { ids } = await this.engine.run((manager) =>
      this.engine.move(manager, scope, {
        action,
        ids: body.ids,
        field: 'ids',
        isList: true,
        ownerId: ownerId ?? null,
        ownerField: action === 'deleteInventory' ? 'consignerId' : 'consigner',
      }),
    );
    return { ids };
  }

  /** acceptRequestToSell: Requested → Drop off pending, at the location chosen. */
  async acceptRequestToSell(
    principal: Principal,
    body: SentPlace & { item: number },
  ): Promise<InventoryResponse> {
    return this.moveOne(principal, body, (place) => ({
      action: 'acceptRequestToSell',
      ids: [body.item],
      field: 'item',
      isList: false,
      place,
    }));
  }

  /**
   * storeRequestPriceChange: Active → StoreRequestPriceChange with the price the store asks for. In
   * the same transaction the consigner's price link is made (an older open one replaced) and its
   * mail queued (PriceLinksService.offer).
   */
  async storeRequestPriceChange(
    principal: Principal,
    body: { inventory: number; requestedPrice?: number | null },
  ): Promise<InventoryResponse> {
    const requestedPrice = body.requestedPrice ?? null;
    return this.moveOne(principal, {}, () => ({
      action: 'storeRequestPriceChange',
      ids: [body.inventory],
      field: 'inventory',
      isList: false,
      factsOf: () => ({ requestedPrice }),
      changesOf: () => ({ set: { requestedPrice } }),
      afterMove: async (manager, moved) => {
        for (const item of moved) await this.priceLinks.offer(manager, writeScopeOf(principal), item);
      },
    }));
  }

  /**
   * The store's answer to a consigner's request: acceptInventoryPrice / declineInventoryPrice
   * (RequestPriceChange → Active), acceptInventoryWithdrawal (RequestWithdrawal → Withdrawn) and
   * declineInventoryWithdrawal (→ Active). A withdrawal decision records when and by whom (the
   * transition's recordWithdrawalDecision effect).
   */
  async decide(
    principal: Principal,
    action:
      | 'acceptInventoryPrice'
      | 'declineInventoryPrice'
      | 'acceptInventoryWithdrawal'
      | 'declineInventoryWithdrawal',
    body: { inventory: number },
  ): Promise<InventoryResponse> {
    return this.moveOne(principal, {}, () => ({
      action,
      ids: [body.inventory],
      field: 'inventory',
      isList: false,
    }));
  }

  /**
   * The consigner's own requests on an Active item of theirs (ours: spec 000 §1 says consigners
   * "can request price changes or withdrawals"; the spec names no call): requestPriceChange
   * (→ RequestPriceChange with the price asked for) and requestWithdrawal (→ RequestWithdrawal).
   * The store answers them from its Price Change and Withdrawal Request lists. Another consigner's
   * item, or one of another store, is not found.
   */
  async consignerRequest(
    principal: Principal,
    action: 'requestPriceChange' | 'requestWithdrawal',
    body: { inventory: number; requestedPrice?: number },
  ): Promise<InventoryResponse> {
    const consignerId = principal.consigner?.id;
    if (principal.kind !== 'consigner' || consignerId === undefined) {
      throw forbidden(actions.consignersOnly);
    }
    const own = await this.items.for(principal).findOne({ where: { id: body.inventory, consignerId } });
    if (!own) throw notFound();
    const requestedPrice = body.requestedPrice ?? null;
    const consigner = principal.consigner as Consigner;
    return this.moveOne(principal, {}, () => ({
      action,
      ids: [body.inventory],
      field: 'inventory',
      isList: false,
      ownerId: consignerId,
      ...(action === 'requestPriceChange'
        ? { factsOf: () => ({ requestedPrice }), changesOf: () => ({ set: { requestedPrice } }) }
        : {
            // The store is mailed in the move's transaction (issue 18).
            afterMove: (manager: EntityManager) =>
              this.notices.withdrawalRequested(manager, writeScopeOf(principal), consigner, body.inventory),
          }),
    }));
  }

  /**
   * A consigner's cancelDropoff (issue 18): every item named must be theirs, else 404 as for any
   * item they cannot see; `consigner`, when sent, must be themself. Answers the owner to check.
   */
  private async ownItems(
    principal: Principal,
    body: { ids: number[]; ownerId?: number | null },
  ): Promise<number> {
    const consignerId = principal.consigner?.id;
    if (consignerId === undefined) throw forbidden(actions.consignersOnly);
    if (body.ownerId != null && body.ownerId !== consignerId) throw notFound();
    const ids = [...new Set(body.ids)];
    const own = await this.items.for(principal).countBy({ id: In(ids), consignerId });
    if (own !== ids.length) throw notFound();
    return consignerId;
  }

  /**
   * withdrawInventory: Active or RequestPriceChange → Withdrawn. Within the store's early-withdrawal
   * days of acceptedOn the engine adds the withdrawal fee to the consigner's negativeBalance in the
   * same transaction (the transition's earlyWithdrawalFee effect): the store's fee, or the one sent
   * (0 waives it; more than the store's is refused here). Store accounts are never charged.
   */
  async withdraw(
    principal: Principal,
    body: { inventory: number; withdrawalFee?: number | null },
  ): Promise<WithdrawInventoryResponse> {
    const scope = writeScopeOf(principal);
    const storeFeeCents = toCents(Number(scope.store.withdrawalFee));
    if (body.withdrawalFee != null && toCents(body.withdrawalFee) > storeFeeCents) {
      const amount = formatMoney(fromCents(storeFeeCents), scope.store.currency);
      throw invalid('withdrawalFee', actions.withdrawalFeeAboveStore(amount));
    }
    const { withdrawalFees } = await this.engine.run((manager) =>
      this.engine.move(manager, scope, {
        action: 'withdrawInventory',
        ids: [body.inventory],
        field: 'inventory',
        isList: false,
        withdrawalFee: body.withdrawalFee ?? null,
      }),
    );
    const { inventory } = await inventoryAnswer(this.items.for(scope), scope.store.currency, body.inventory);
    return { inventory, withdrawalFee: fromCents(withdrawalFees.get(body.inventory) ?? 0) };
  }

  /**
   * transfer: Active → InTransit towards a location (spec 000 §4). With shouldOverrideLocationOption
   * the option named by locationOption takes the destination's label (option3Value is the location
   * label, spec 000 §3), and the fees follow the new option. The destination (and sub-location,
   * ours) stays on the item until the transfer is accepted.
   */
  async transfer(
    principal: Principal,
    body: {
      inventories: number[];
      location?: number | null;
      subLocation?: number | null;
      shouldOverrideLocationOption: boolean;
      locationOption: 'option1Value' | 'option2Value' | 'option3Value';
    },
  ): Promise<InventoriesResponse> {
    const sent = { location: body.location, subLocation: body.subLocation };
    return this.moveAndList(principal, sent, ({ location, subLocation }) => ({
      action: 'transfer',
      ids: body.inventories,
      field: 'inventories',
      isList: true,
      factsOf: () => ({ hasLocation: !!location }),
      changesOf: (item) => ({
        set: {
          transferLocationId: location?.id ?? null,
          transferSubLocationId: subLocation?.id ?? null,
          ...(body.shouldOverrideLocationOption && location
            ? { [body.locationOption]: location.label || location.name }
            : {}),
        },
        log: [
          {
            variableChanged: 'transferLocation',
            beforeValue: item.transferLocation?.name ?? null,
            afterValue: location?.name ?? null,
          },
        ],
      }),
    }));
  }

  /** bulkPrintInventory: the labels are printed (printed = true, logged); any status. */
  async bulkPrint(principal: Principal, ids: readonly number[]): Promise<InventoriesResponse> {
    const scope = writeScopeOf(principal);
    const found = await this.engine.run(async (manager) => {
      const items = await this.engine.read(manager, scope, { ids, field: 'inventories', isList: true });
      const unprinted = items.filter((item) => !item.printed);
      await this.engine.edit(
        manager,
        scope,
        unprinted.map((item) => ({ item, set: { printed: true } })),
      );
      return items.map((item) => item.id);
    });
    return inventoriesAnswer(this.items.for(scope), scope.store.currency, found);
  }

  /** One move on a list, the place sent resolved in its transaction; answers the items. */
  private async moveAndList(
    principal: Principal,
    sent: SentPlace,
    specOf: (place: Place) => MoveSpec,
    run: <T>(work: (manager: EntityManager) => Promise<T>) => Promise<T> = (work) => this.engine.run(work),
  ): Promise<InventoriesResponse> {
    const scope = writeScopeOf(principal);
    const { ids } = await run(async (manager) => {
      const place = await new StoreRecords(this.items.for(scope, manager)).movePlace(sent);
      return this.engine.move(manager, scope, specOf(place));
    });
    return inventoriesAnswer(this.items.for(scope), scope.store.currency, ids);
  }

  /** One move on one item; answers the item. */
  private async moveOne(
    principal: Principal,
    sent: SentPlace,
    specOf: (place: Place) => MoveSpec,
  ): Promise<InventoryResponse> {
    const scope = writeScopeOf(principal);
    const [id] = await this.engine.run(async (manager) => {
      const place = await new StoreRecords(this.items.for(scope, manager)).movePlace(sent);
      return (await this.engine.move(manager, scope, specOf(place))).ids;
    });
    return inventoryAnswer(this.items.for(scope), scope.store.currency, id);
  }
}
