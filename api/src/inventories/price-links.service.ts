import { Injectable, Logger } from '@nestjs/common';
import { type EntityManager, IsNull, MoreThan } from 'typeorm';
import { type PriceLinkAction, type PriceLinkResponse } from '@shared/contracts/buy-and-sell';
import { toCents } from '@shared/domain/money';
import { formatMoney } from '@shared/domain/money-format';
import { notices } from '@shared/messages';
import { hashToken, newSecretToken } from '../auth/secrets';
import { gone, notFound } from '../common/errors/errors';
import { storeInMaintenance } from '../common/public-forms/public-store';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { CrossStore } from '../database/cross-store';
import { mailTemplates } from '../mail/mail-templates';
import { MailService } from '../mail/mail.service';
import { Product } from '../products/product.entity';
import { type Store } from '../stores/store.entity';
import { toShopperStore } from '../storefront/catalogue.service';
import { StoreUrls } from '../stores/store-urls.service';
import { InventoryEngine, type WriteScope } from './engine/inventory-engine';
import { type Actor } from './engine/item-changes';
import { Inventory } from './inventory.entity';
import { PriceChangeLink, type PriceLinkOutcome } from './price-change-link.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What an offer reads of its item (read with its consigner). */
export type OfferedItem = Pick<
  Inventory,
  'id' | 'code' | 'productId' | 'category' | 'option1Value' | 'price' | 'requestedPrice' | 'consigner'
>;

/** What the link page's actions do to the item (shared/domain/inventory-status.ts). */
const MOVES = {
  acceptPrice: { action: 'acceptRequestedInventoryPriceChange', outcome: 'accepted' },
  rejectPrice: { action: 'rejectRequestedInventoryPriceChange', outcome: 'rejected' },
} as const satisfies Record<PriceLinkAction, { action: string; outcome: PriceLinkOutcome }>;

/** The link page's one refusal: used, expired, replaced, unknown, or its item moved meanwhile. */
const expiredLink = () => gone(notices.priceLink.expired);

/**
 * The emailed price-change links (issue 17; docs/buy-and-sell.md). The store's
 * storeRequestPriceChange makes one (`offer`, in the move's transaction): the item's open links are
 * replaced, a new code is drawn (only its hash is kept) and the consigner is mailed the accept and
 * reject links. The link page's call (`answer`) takes the link with a guarded update and moves the
 * item in the same transaction, logged as the consigner: a second click, a replaced, expired or
 * unknown code, or an item that moved meanwhile, answers 410 and changes nothing else.
 */
@Injectable()
export class PriceLinksService {
  private readonly logger = new Logger('PriceLinks');

  constructor(
    private readonly engine: InventoryEngine,
    private readonly crossStore: CrossStore,
    private readonly mail: MailService,
    private readonly urls: StoreUrls,
    @InjectStoreRepositories(PriceChangeLink) private readonly links: StoreRepositories<PriceChangeLink>,
    @InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>,
  ) {}

  /**
   * In the caller's transaction, for an item just moved to StoreRequestPriceChange (its
   * requestedPrice is the offer): replaces the item's open links, makes a new one and queues the
   * consigner's mail. A consigner without an email gets no mail (logged; the store sees the offer
   * waiting in the item's status). `expiresAt` is the store's priceLinkDays from now unless given.
   * Answers the link's code.
   */
  async offer(
    manager: EntityManager,
    scope: WriteScope,
    item: OfferedItem,
    expiresAt: Date = new Date(Date.now() + scope.store.priceLinkDays * DAY_MS),
  ): Promise<string> {
    if (item.requestedPrice === null) throw new Error(`Inventory ${item.id} has no offered price`);
    const links = this.links.for(scope, manager);
    const now = new Date();
    await links.update({ inventoryId: item.id, usedAt: IsNull(), replacedAt: IsNull() }, { replacedAt: now });
    const code = newSecretToken();
    await links.save(
      links.create({
        inventoryId: item.id,
        tokenHash: hashToken(code),
        offeredPrice: item.requestedPrice,
        previousPrice: item.price,
        expiresAt,
        usedAt: null,
        outcome: null,
        replacedAt: null,
      }),
    );
    const consigner = item.consigner;
    if (!consigner?.email) {
      this.logger.warn(
        `Price change offer on item ${item.code} of store ${scope.store.handle}: its consigner has no email, no mail sent`,
      );
      return code;
    }
    const product = await this.items.for(scope, manager).sibling(Product).findOneBy({ id: item.productId });
    const { store } = scope;
    const money = (amount: number | null) => formatMoney(amount ?? 0, store.currency);
    const url = (action: PriceLinkAction) => this.urls.storePage(store, `/buyandsell/${action}/${code}`);
    await this.mail.queue(
      manager,
      store,
      [
        mailTemplates.priceChangeOffer(
          store,
          consigner.email,
          consigner.firstName,
          itemName(product?.title ?? item.category, item.option1Value),
          money(item.price),
          money(item.requestedPrice),
          Math.max(1, Math.round((expiresAt.getTime() - now.getTime()) / DAY_MS)),
          { accept: url('acceptPrice'), reject: url('rejectPrice') },
        ),
      ],
      scope.actor.id,
    );
    return code;
  }

  /**
   * The consigner answers the offer signed in (the portal, issue 18), as the link would: the item
   * (theirs, else 404) moves in one transaction logged as them, and its open link is spent with the
   * same outcome, so the mailed link answers 410 afterwards. An item not waiting on an offer meets
   * the status machine's refusal (409). Answers the link page's message.
   */
  async answerSignedIn(
    scope: WriteScope,
    consignerId: number,
    itemId: number,
    action: PriceLinkAction,
  ): Promise<string> {
    const move = MOVES[action];
    await this.engine.run(async (manager) => {
      const own = await this.items.for(scope, manager).existsBy({ id: itemId, consignerId });
      if (!own) throw notFound();
      await this.engine.move(manager, scope, {
        action: move.action,
        ids: [itemId],
        field: 'inventory',
        isList: false,
        ownerId: consignerId,
      });
      await this.links
        .for(scope, manager)
        .update(
          { inventoryId: itemId, usedAt: IsNull(), replacedAt: IsNull() },
          { usedAt: new Date(), outcome: move.outcome },
        );
    });
    return move.outcome === 'accepted' ? notices.priceLink.accepted : notices.priceLink.rejected;
  }

  /**
   * POST /open/stores/acceptRequestedInventoryPriceChange/{code} and reject…: the code names its
   * link and so its store. The link is taken (`usedAt`) by an update guarded on its being unused,
   * not replaced and not expired, and the item moves in the same transaction, logged as its
   * consigner. An item no longer waiting on this offer spends the link and answers 410.
   */
  async answer(code: string, action: PriceLinkAction): Promise<PriceLinkResponse> {
    // A mailed link's hash names its own store (cross-store by design; see cross-store.ts).
    const link = await this.crossStore
      .repository(PriceChangeLink)
      .findOne({ where: { tokenHash: hashToken(code) }, relations: { store: true } });
    const store = link?.store;
    if (!link || !store) throw expiredLink();
    if (store.maintenanceMode) throw storeInMaintenance();
    const move = MOVES[action];
    const answered = await this.engine.run(async (manager) => {
      const links = this.links.for(link, manager);
      const now = new Date();
      const taken = await links.update(
        { id: link.id, usedAt: IsNull(), replacedAt: IsNull(), expiresAt: MoreThan(now) },
        { usedAt: now },
      );
      if (taken !== 1) throw expiredLink();
      const item = await this.items
        .for(link, manager)
        .findOne({ where: { id: link.inventoryId }, relations: { consigner: true } });
      if (!item || !isWaitingOn(item, link)) return false;
      await this.engine.move(manager, consignerScope(store, item), {
        action: move.action,
        ids: [item.id],
        field: 'code',
        isList: false,
      });
      await links.update({ id: link.id }, { outcome: move.outcome });
      return true;
    });
    if (!answered) throw expiredLink();
    const item = await this.items
      .for(link)
      .findOne({ where: { id: link.inventoryId }, relations: { product: true } });
    if (!item) throw expiredLink();
    return {
      message: move.outcome === 'accepted' ? notices.priceLink.accepted : notices.priceLink.rejected,
      store: toShopperStore(store),
      item: {
        title: itemName(item.product?.title ?? item.category, null),
        option1Value: item.option1Value ?? '',
        price: item.price ?? 0,
      },
    };
  }
}

/** The item still waits on this link's offer: nobody moved it, and the store asked nothing since. */
function isWaitingOn(item: Inventory, link: PriceChangeLink): boolean {
  return (
    item.status === 'StoreRequestPriceChange' &&
    item.requestedPrice !== null &&
    toCents(item.requestedPrice) === toCents(link.offeredPrice)
  );
}

/** The answer is the consigner's, as when they answer in person (the item's timeline names them). */
function consignerScope(store: Store, item: Inventory): WriteScope {
  const consigner = item.consigner;
  const actor: Actor = {
    id: consigner?.accountId ?? null,
    name: consigner ? `${consigner.firstName} ${consigner.lastName}`.trim() : store.name,
  };
  return { storeId: store.id, store, actor };
}

function itemName(title: string, size: string | null): string {
  return size ? `${title} (size ${size})` : title;
}
