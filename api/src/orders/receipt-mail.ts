import { type Order } from '@shared/contracts/orders';
import { type ReceiptLayout, receiptFileName, receiptText } from '@shared/domain/receipt';
import { receiptMessages } from '@shared/messages';
import { escapeHtml, type MailMessage } from '../mail/mail.service';
import { type Store } from '../stores/store.entity';

/**
 * The receipt as HTML for a mail's body: the same blocks as the PDF and the till slip, in a narrow
 * table a mail client shows as it is (no stylesheet, no images: inline styles only).
 */
export function receiptHtml(layout: ReceiptLayout): string {
  const cell = 'padding:1px 0;font-family:monospace,monospace;font-size:13px';
  const rows = layout.blocks.map((block) => {
    switch (block.kind) {
      case 'rule':
        return '<tr><td colspan="2"><hr style="border:0;border-top:1px dashed #9ca3af;margin:4px 0"></td></tr>';
      case 'feed':
        return '<tr><td colspan="2">&nbsp;</td></tr>';
      case 'row': {
        const weight = block.bold ? ';font-weight:bold' : '';
        return `<tr><td style="${cell}${weight};white-space:pre">${escapeHtml(block.left)}</td><td style="${cell}${weight};text-align:right;white-space:nowrap">${escapeHtml(block.right)}</td></tr>`;
      }
      case 'text': {
        const style = `${cell};white-space:pre;text-align:${block.align}${block.bold ? ';font-weight:bold' : ''}${block.large ? ';font-size:18px' : ''}`;
        return `<tr><td colspan="2" style="${style}">${escapeHtml(block.text)}</td></tr>`;
      }
    }
  });
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="max-width:420px;width:100%;border-collapse:collapse;color:#111827" data-receipt="${escapeHtml(layout.orderName)}">\n${rows.join('\n')}\n</table>`;
}

/** The mail that carries an order's receipt: in its body (text and HTML), and its PDF attached. */
export function receiptMail(
  store: Store,
  to: string,
  order: Pick<Order, 'name'>,
  layout: ReceiptLayout,
  pdf: Buffer,
): MailMessage {
  return {
    to,
    subject: receiptMessages.mailSubject(store.name, order.name),
    paragraphs: [receiptMessages.mailIntro(store.name, order.name)],
    body: { text: receiptText(layout).join('\n'), html: receiptHtml(layout) },
    attachments: [
      {
        filename: receiptFileName(order.name),
        contentType: 'application/pdf',
        contentBase64: pdf.toString('base64'),
      },
    ],
  };
}
