import { Injectable, Logger } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { formatMoney } from '@shared/domain/money-format';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { type Consigner } from '../consigners/consigner.entity';
import { mailTemplates } from '../mail/mail-templates';
import { MailService } from '../mail/mail.service';
import { StoreUrls } from '../stores/store-urls.service';
import { type WriteScope } from './engine/inventory-engine';
import { Inventory } from './inventory.entity';

/**
 * The store's mail about a consigner's portal activity (issue 18): items listed for drop-off and a
 * withdrawal asked for, to the store's support address. Queued in the caller's transaction (a job
 * row), so a refused or rolled-back call mails nothing and a retried one mails once.
 */
@Injectable()
export class ConsignerNotices {
  private readonly logger = new Logger('ConsignerNotices');

  constructor(
    private readonly mail: MailService,
    private readonly urls: StoreUrls,
    @InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>,
  ) {}

  /** The consigner listed these (new, Drop off pending) items. */
  async dropOffListed(
    manager: EntityManager,
    scope: WriteScope,
    consigner: Consigner,
    ids: readonly number[],
  ): Promise<void> {
    const to = this.storeAddress(scope);
    if (!to || ids.length === 0) return;
    const listed = await this.items.for(scope, manager).find({
      where: { id: In([...ids]) },
      relations: { product: true, location: true },
      order: { id: 'ASC' },
    });
    const lines = listed.map((item) => {
      const where = item.location
        ? `drop off at ${item.location.name}`
        : `shipped${item.trackingCode ? `, tracking ${item.trackingCode}` : ''}`;
      return `${this.itemLine(scope, item)} (${where})`;
    });
    await this.mail.queue(
      manager,
      scope.store,
      [
        mailTemplates.consignerDropOffNotice(
          scope.store,
          to,
          nameOf(consigner),
          consigner.email,
          listed.length,
          lines,
          this.urls.storePage(scope.store, '/incomingInventory'),
        ),
      ],
      scope.actor.id,
    );
  }

  /** The consigner asked for this item back (now in RequestWithdrawal). */
  async withdrawalRequested(
    manager: EntityManager,
    scope: WriteScope,
    consigner: Consigner,
    itemId: number,
  ): Promise<void> {
    const to = this.storeAddress(scope);
    if (!to) return;
    const item = await this.items
      .for(scope, manager)
      .findOne({ where: { id: itemId }, relations: { product: true } });
    if (!item) return;
    await this.mail.queue(
      manager,
      scope.store,
      [
        mailTemplates.consignerWithdrawalNotice(
          scope.store,
          to,
          nameOf(consigner),
          consigner.email,
          this.itemLine(scope, item),
          this.urls.storePage(scope.store, '/pendingWithdrawalInventory'),
        ),
      ],
      scope.actor.id,
    );
  }

  private storeAddress(scope: WriteScope): string | null {
    const to = scope.store.supportEmail?.trim();
    if (!to) this.logger.warn(`Store ${scope.store.handle} has no support email: portal notice not sent`);
    return to || null;
  }

  private itemLine(scope: WriteScope, item: Inventory): string {
    const title = item.product?.title ?? item.category;
    const size = item.option1Value ? ` size ${item.option1Value}` : '';
    const price = item.price === null ? '' : `, ${formatMoney(Number(item.price), scope.store.currency)}`;
    return `${title}${size}, code ${item.code}${price}`;
  }
}

function nameOf(consigner: Consigner): string {
  return `${consigner.firstName} ${consigner.lastName}`.trim();
}
