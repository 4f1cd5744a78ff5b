import { EyeOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { notices } from '@shared/messages';
import { useBankDetailsQuery } from './queries';

interface BankDetailsDialogProps {
  payoutId: number;
  consigner: { id: number; name: string };
  onClose: () => void;
}

/** bankData's keys as a clerk reads them. */
const BANK_LABELS: Record<string, string> = {
  accountName: 'Account name',
  accountNumber: 'Account number',
  routingNumber: 'Routing number',
  routingType: 'Routing type',
  swiftCode: 'SWIFT code',
  ibanNumber: 'IBAN',
  bank: 'Bank',
  bankType: 'Account type',
  branchCode: 'Branch code',
  email: 'Email',
};

/**
 * The Bank Details button's dialog (Payouts list, users with the Consigners access control): the
 * consigner's payout details, numbers masked to the last four digits; Reveal asks the API for them
 * in full, which it logs (who, when, which payout).
 */
export function BankDetailsDialog({ payoutId, consigner, onClose }: BankDetailsDialogProps) {
  const [isRevealed, setRevealed] = useState(false);
  const details = useBankDetailsQuery(payoutId, consigner.id, isRevealed);
  const data = details.data;
  return (
    <Modal
      open
      title={`Bank Details · ${consigner.name}`}
      onCancel={onClose}
      footer={[
        !isRevealed && (
          <Button
            key="reveal"
            icon={<EyeOutlined />}
            disabled={!data || (!data.bankData && !data.payoutData)}
            onClick={() => setRevealed(true)}
          >
            Reveal
          </Button>
        ),
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      {details.isError ? (
        <Alert type="error" showIcon title={details.error.message} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            className="bank-details__list"
            data-testid="bank-details"
          >
            <Descriptions.Item label="Payout method">{data.payoutType ?? 'None set'}</Descriptions.Item>
            {data.payoutData && (
              <Descriptions.Item label="Account email">{data.payoutData}</Descriptions.Item>
            )}
            {Object.entries(data.bankData ?? {}).map(([key, value]) => (
              <Descriptions.Item key={key} label={BANK_LABELS[key] ?? key}>
                <span className="payouts__amount">{value}</span>
              </Descriptions.Item>
            ))}
          </Descriptions>
          <p className="muted">
            {data.revealed ? 'Shown in full: this reveal was logged.' : notices.payoutScreens.revealLogged}
          </p>
        </>
      )}
    </Modal>
  );
}
