import { Injectable } from '@nestjs/common';
import { type EntityManager, In, Not } from 'typeorm';
import { type InventoryResponse } from '@shared/contracts/inventories';
import { isStoreRequestStatus } from '@shared/domain/store-requests';
import { validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { conflict } from '../common/errors/errors';
import { type StoreRepositories, type StoreRepository } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { InventoryEngine, type WriteScope, writeScopeOf } from '../inventories/engine/inventory-engine';
import { formatWhen } from '../inventories/engine/refusals';
import { inventoryAnswer } from '../inventories/inventory-answers';
import { InventoryLog } from '../inventories/inventory-log.entity';
import { priceRangeOf } from '../inventories/inventory.mapper';
import { Inventory } from '../inventories/inventory.entity';

const messages = validation.storeRequests;

/**
 * Taking an offer made against a store request (storeBuyRequestedInventory): two moves of the
 * status machine in one transaction, carried out by the inventory engine.
 */
@Injectable()
export class StoreBuyService {
  constructor(
    private readonly engine: InventoryEngine,
    @InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>,
  ) {}

  /**
   * storeBuyRequestedInventory: the store takes an offer made against one of its requests. The offer
   * moves Requested → Drop off pending (to the request's location when it has none of its own: the
   * seller brings it there), and the request it answered closes (removed) in the same transaction;
   * the offer's log names the closed request. Taking two offers of one request at once: one wins,
   * the other finds the request gone and is refused (409) naming the offer that was taken.
   */
  async storeBuyRequestedInventory(
    principal: Principal,
    body: { inventory: number },
  ): Promise<InventoryResponse> {
    const scope = writeScopeOf(principal);
    await this.engine.run((manager) => this.take(manager, scope, body.inventory));
    return inventoryAnswer(this.items.for(scope), scope.store.currency, body.inventory);
  }

  private async take(manager: EntityManager, scope: WriteScope, offerId: number): Promise<void> {
    const items = this.items.for(scope, manager);
    const [offer] = await this.engine.read(manager, scope, {
      ids: [offerId],
      field: 'inventory',
      isList: false,
    });
    const request =
      offer.buyingId === null
        ? null
        : await items.findOne({ where: { id: offer.buyingId }, relations: { location: true } });
    const openRequest = request && isStoreRequestStatus(request.status) ? request : null;
    if (offer.status === 'Requested' && offer.buyingId !== null && !openRequest) {
      throw conflict(await explainClosedRequest(items, offer));
    }
    const priceRange = openRequest ? priceRangeOf(openRequest) : null;
    await this.engine.move(manager, scope, {
      action: 'storeBuyRequestedInventory',
      ids: [offer.id],
      field: 'inventory',
      isList: false,
      place: openRequest?.location && offer.locationId === null ? { location: openRequest.location } : {},
      factsOf: () => ({ priceRange }),
      changesOf: () =>
        openRequest
          ? {
              log: [
                {
                  variableChanged: 'storeRequest',
                  beforeValue: `${openRequest.code} (${openRequest.status})`,
                  afterValue: 'closed',
                },
              ],
            }
          : {},
    });
    if (!openRequest) return;
    await this.engine.move(manager, scope, {
      action: 'closeStoreRequest',
      ids: [openRequest.id],
      field: 'inventory',
      isList: false,
    });
  }
}

/**
 * Why an offer's request is no longer open: when another offer of it was taken, which one, by whom
 * and when (its log names the closed request); otherwise that the request is closed.
 */
async function explainClosedRequest(items: StoreRepository<Inventory>, offer: Inventory): Promise<string> {
  const siblings = await items.find({
    select: { id: true, code: true },
    where: { buyingId: offer.buyingId ?? undefined, id: Not(offer.id) },
  });
  if (siblings.length === 0) return messages.requestClosed;
  const logs = await items.sibling(InventoryLog).find({
    select: { id: true, inventoryId: true, modifiedFields: true, lastUpdatedByName: true, createdAt: true },
    where: { inventoryId: In(siblings.map((sibling) => sibling.id)) },
    order: { id: 'DESC' },
  });
  const taken = logs.find((entry) =>
    entry.modifiedFields.some((change) => change.variableChanged === 'storeRequest'),
  );
  const code = siblings.find((sibling) => sibling.id === taken?.inventoryId)?.code;
  if (!taken || !code) return messages.requestClosed;
  return messages.requestFilled(code, taken.lastUpdatedByName, formatWhen(taken.createdAt));
}
