import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, InputNumber, Select, Table, type TableColumnsType, Typography } from 'antd';
import { type ProductTemplate } from '@shared/contracts/product-templates';
import { INTAKE_ROW_QUANTITY_MAX } from '@shared/constants';
import { priceRangeProblem, quantityProblem, type VariantRow } from './add-inventory';
import { priceAlertColumn } from './price-alert';
import { RowPayout } from './row-payout';

interface VariantRowGridProps {
  productId: number;
  template: ProductTemplate | undefined;
  rows: VariantRow[];
  /** The store-request variant: a price range per row instead of a price and a payout. */
  isStoreRequest: boolean;
  /** Stock the store owns shows what it cost instead of a payout (spec 000 §6). */
  isStoreOwned: boolean;
  ownerId: number | null;
  currency: string;
  /** The server's refusal of a row's range, by size. */
  rangeErrors: Readonly<Record<string, string>>;
  onChange: (size: string, change: Partial<VariantRow>) => void;
  onRemove: (size: string) => void;
}

/**
 * The Add Inventory dialog's rows (spec 000 §2.3): one per chosen size, with the template's other
 * options, the quantity, and the price with its price alert and the payout it gives (or the cost,
 * for the store's own stock); a store request's rows take a price range instead.
 */
export function VariantRowGrid({
  productId,
  template,
  rows,
  isStoreRequest,
  isStoreOwned,
  ownerId,
  currency,
  rangeErrors,
  onChange,
  onRemove,
}: VariantRowGridProps) {
  const moneyInput = (
    row: VariantRow,
    field: 'price' | 'cost' | 'priceRangeLower' | 'priceRangeUpper',
    label: string,
  ) => (
    <InputNumber
      aria-label={`${label} for ${row.option1Value}`}
      precision={2}
      value={row[field]}
      status={field === 'priceRangeUpper' && rangeMessage(row) ? 'error' : undefined}
      onChange={(value) => onChange(row.option1Value, { [field]: value })}
      style={{ width: '100%' }}
    />
  );
  const rangeMessage = (row: VariantRow) => priceRangeProblem(row) ?? (rangeErrors[row.option1Value] || null);

  const priceColumns: TableColumnsType<VariantRow> = isStoreRequest
    ? [
        {
          title: 'Lower price',
          key: 'priceRangeLower',
          width: 150,
          render: (_, row) => moneyInput(row, 'priceRangeLower', 'Lower price'),
        },
        {
          title: 'Upper price',
          key: 'priceRangeUpper',
          width: 200,
          render: (_, row) => {
            const message = rangeMessage(row);
            return (
              <>
                {moneyInput(row, 'priceRangeUpper', 'Upper price')}
                {message && (
                  <Typography.Text type="danger" role="alert">
                    {message}
                  </Typography.Text>
                )}
              </>
            );
          },
        },
      ]
    : [
        {
          title: 'Price',
          key: 'price',
          width: 150,
          render: (_, row) => moneyInput(row, 'price', 'Price'),
        },
        priceAlertColumn<VariantRow>(productId),
        isStoreOwned
          ? {
              title: 'Cost',
              key: 'cost',
              width: 150,
              render: (_, row) => moneyInput(row, 'cost', 'Cost'),
            }
          : {
              title: 'Payout',
              key: 'payout',
              render: (_, row) => (
                <RowPayout row={row} productId={productId} consignerId={ownerId} currency={currency} />
              ),
            },
      ];

  const columns: TableColumnsType<VariantRow> = [
    { title: template?.option1 ?? 'Size', dataIndex: 'option1Value', key: 'option1Value', width: 90 },
    ...(template?.option2
      ? [
          {
            title: template.option2,
            key: 'option2Value',
            width: 150,
            render: (_: unknown, row: VariantRow) => (
              <Select
                aria-label={`${template.option2} for ${row.option1Value}`}
                value={row.option2Value ?? undefined}
                options={(template.option2Values ?? []).map((value) => ({ value, label: value }))}
                onChange={(value) => onChange(row.option1Value, { option2Value: value })}
                style={{ width: '100%' }}
              />
            ),
          },
        ]
      : []),
    ...(template?.option3
      ? [
          {
            title: template.option3,
            key: 'option3Value',
            width: 150,
            render: (_: unknown, row: VariantRow) => (
              <Select
                aria-label={`${template.option3} for ${row.option1Value}`}
                value={row.option3Value ?? undefined}
                options={(template.option3Values ?? []).map((value) => ({ value, label: value }))}
                onChange={(value) => onChange(row.option1Value, { option3Value: value })}
                style={{ width: '100%' }}
              />
            ),
          },
        ]
      : []),
    {
      title: `Quantity (max ${INTAKE_ROW_QUANTITY_MAX})`,
      key: 'quantity',
      width: 130,
      render: (_, row) => {
        // No max on the input: antd would cap 150 at 100 on blur; the row says what is wrong instead.
        const message = quantityProblem(row);
        return (
          <>
            <InputNumber
              aria-label={`Quantity for ${row.option1Value}`}
              aria-valuemax={INTAKE_ROW_QUANTITY_MAX}
              precision={0}
              value={row.quantity}
              status={message ? 'error' : undefined}
              onChange={(value) => onChange(row.option1Value, { quantity: value })}
              style={{ width: '100%' }}
            />
            {message && (
              <Typography.Text type="danger" role="alert">
                {message}
              </Typography.Text>
            )}
          </>
        );
      },
    },
    ...priceColumns,
    {
      title: <span className="visually-hidden">Remove</span>,
      key: 'remove',
      width: 56,
      render: (_, row) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Remove ${row.option1Value}`}
          onClick={() => onRemove(row.option1Value)}
        />
      ),
    },
  ];

  return rows.length === 0 ? (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={`Choose the ${(template?.option1 ?? 'size').toLowerCase()}s to add.`}
    />
  ) : (
    <Table<VariantRow>
      size="small"
      rowKey="option1Value"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 760 }}
    />
  );
}
