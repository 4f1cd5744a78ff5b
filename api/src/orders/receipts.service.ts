import { Injectable } from '@nestjs/common';
import { type Order } from '@shared/contracts/orders';
import { receiptFileName, type ReceiptLayout, receiptLayout } from '@shared/domain/receipt';
import { validation } from '@shared/messages';
import { invalid } from '../common/errors/errors';
import { type Principal } from '../common/auth/principal';
import { StoreDirectory } from '../common/tenancy/store-directory.service';
import { type LabelLogo, LabelLogoService } from '../labels/label-logo.service';
import { TransactionRunner } from '../database/transaction-runner';
import { MailService } from '../mail/mail.service';
import { type Store } from '../stores/store.entity';
import { OrderReader } from './order-reader';
import { receiptMail } from './receipt-mail';
import { renderReceiptPdf } from './receipt-pdf';

export interface ReceiptDocument {
  bytes: Buffer;
  fileName: string;
}

/**
 * An order's receipt (issue 15; docs/orders.md "Receipts"): laid out once by shared/domain/receipt.ts
 * from the order as OrderReader reads it, drawn as the 80 mm PDF, or mailed (its HTML in the body,
 * the PDF attached) through the mail jobs. Another store's order is not found (OrderReader).
 */
@Injectable()
export class ReceiptsService {
  constructor(
    private readonly reader: OrderReader,
    private readonly stores: StoreDirectory,
    private readonly transactions: TransactionRunner,
    private readonly mail: MailService,
    private readonly logos: LabelLogoService,
  ) {}

  /** GET /api/orders/{id}/receipt. */
  async pdf(p: Principal, orderId: number): Promise<ReceiptDocument> {
    const { order, layout, store } = await this.layoutOf(p, orderId);
    const logo = await this.logoOf(store);
    return { bytes: await renderReceiptPdf(layout, { logo }), fileName: receiptFileName(order.name) };
  }

  /**
   * POST /api/orders/{id}/emailReceipt: to `email`, or else the order's customer's; queued as a mail
   * job (sent once this call's transaction commits, retried by the job runner). Answers the address.
   */
  async email(p: Principal, orderId: number, email: string | undefined): Promise<string> {
    const { order, layout, store } = await this.layoutOf(p, orderId);
    const to = email ?? order.customer?.email ?? null;
    if (!to) throw invalid('email', validation.orders.noCustomerEmail);
    const pdf = await renderReceiptPdf(layout, { logo: await this.logoOf(store) });
    await this.transactions.run((manager) =>
      this.mail.queue(manager, store, [receiptMail(store, to, order, layout, pdf)], p.accountId),
    );
    return to;
  }

  /**
   * The store's uploaded logo, as its labels draw it; none when it has none we keep or it cannot be
   * read: a sale's receipt is never refused for a logo (labels are, to be re-printed once mended).
   */
  private async logoOf(store: Store): Promise<LabelLogo | null> {
    try {
      return await this.logos.of(store);
    } catch {
      return null;
    }
  }

  private async layoutOf(
    p: Principal,
    orderId: number,
  ): Promise<{ order: Order; layout: ReceiptLayout; store: Store }> {
    const [order, store] = await Promise.all([this.reader.read(p, orderId), this.stores.own(p)]);
    const layout = receiptLayout(
      order,
      { name: store.name, currency: store.currency, supportEmail: store.supportEmail },
      { timeZone: store.timeZone },
    );
    return { order, layout, store };
  }
}
