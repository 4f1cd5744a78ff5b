import { MailOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { type Order } from '@shared/contracts/orders';
import { receiptFileName, receiptLayout } from '@shared/domain/receipt';
import { receiptMessages, validation } from '@shared/messages';
import { isApiError } from '@renderer/api/api-error';
import { getCounterBridge } from '@renderer/platform/bridge';
import { notify } from '@renderer/ui/notify';
import { zodRule } from '@renderer/ui/zod-rule';
import { usePdfPrintFrame } from '../labels/use-pdf-print-frame';
import { useMeQuery } from '../session/queries';
import { fetchReceiptPdf, useEmailReceiptMutation } from './queries';
import { receiptTargetOf } from './receipt-target';
import './receipts.css';

export interface ReceiptActionsProps {
  order: Order;
  /** The buttons' size, to match the actions beside them (a page header's are large). */
  size?: 'middle' | 'large';
}

/**
 * Print receipt and Email receipt (issue 15), the same on the register's completed sale and on the
 * order page. Print goes straight to this counter PC's receipt printer when it has one (ESC/POS
 * gets the receipt's blocks, a PDF printer the PDF), else the PDF opens in the browser's print
 * dialog and stays offered as a download. Email mails the receipt to the address given, prefilled
 * with the customer's.
 */
export function ReceiptActions({ order, size = 'middle' }: ReceiptActionsProps) {
  const store = useMeQuery().data?.store;
  const [isPrinting, setIsPrinting] = useState(false);
  const [isEmailOpen, setIsEmailOpen] = useState(false);
  const { print: printInFrame, downloadUrl } = usePdfPrintFrame({
    className: 'receipt-print-frame',
    title: 'Receipt to print',
    testId: 'receipt-print-frame',
  });

  const print = async () => {
    setIsPrinting(true);
    try {
      const target = receiptTargetOf(await getCounterBridge().printers.list());
      if (target.kind === 'browser') {
        if (target.notice) notify.info(target.notice);
        await printInFrame(await fetchReceiptPdf(order.id));
        return;
      }
      if (target.language === 'escpos' && !store) throw new Error('The store is still loading: try again.');
      const document =
        target.language === 'escpos' && store
          ? {
              format: 'escpos' as const,
              receipt: receiptLayout(order, store, { columns: target.columns, timeZone: store.timeZone }),
            }
          : { format: 'pdf' as const, data: await fetchReceiptPdf(order.id) };
      const outcome = await getCounterBridge().receipts.print({
        printerId: target.printerId,
        orderId: order.id,
        document,
      });
      if (outcome.ok) notify.success(receiptMessages.printedOn(outcome.printerName));
      else notify.error(`${outcome.printerName}: ${outcome.reason}`);
    } catch (error) {
      notify.error(messageOf(error));
    } finally {
      setIsPrinting(false);
    }
  };

  return (
    <Space wrap className="receipt-actions" data-testid="receipt-actions">
      <Button size={size} icon={<PrinterOutlined />} loading={isPrinting} onClick={() => void print()}>
        Print receipt
      </Button>
      <Button size={size} icon={<MailOutlined />} onClick={() => setIsEmailOpen(true)}>
        Email receipt
      </Button>
      {downloadUrl && (
        <a href={downloadUrl} download={receiptFileName(order.name)} data-testid="receipt-download">
          Download receipt PDF
        </a>
      )}
      {isEmailOpen && <EmailReceiptDialog order={order} onClose={() => setIsEmailOpen(false)} />}
    </Space>
  );
}

const emailField = z.email(validation.orderCustomer.emailInvalid).max(255);

interface EmailReceiptDialogProps {
  order: Order;
  onClose: () => void;
}

/** The address to mail the receipt to: the customer's, or one the cashier types. */
function EmailReceiptDialog({ order, onClose }: EmailReceiptDialogProps) {
  const [form] = Form.useForm<{ email: string }>();
  const send = useEmailReceiptMutation(order.id);
  const submit = (values: { email: string }) => {
    send.mutate(values.email.trim(), {
      onSuccess: (answer) => {
        notify.success(receiptMessages.emailQueued(answer.email));
        onClose();
      },
      onError: (error) => form.setFields([{ name: 'email', errors: [messageOf(error)] }]),
    });
  };
  return (
    <Modal
      open
      title={`Email the receipt of order ${order.name}`}
      okText="Send receipt"
      confirmLoading={send.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        name="email-receipt"
        initialValues={{ email: order.customer?.email ?? '' }}
        onFinish={submit}
      >
        <Form.Item label="Email" name="email" required rules={[zodRule(emailField)]}>
          <Input type="email" autoFocus autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function messageOf(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error ? error.message : String(error);
}
