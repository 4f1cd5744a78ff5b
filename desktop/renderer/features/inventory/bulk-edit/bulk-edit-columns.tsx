import {
  Form,
  InputNumber,
  Select,
  Typography,
  type FormInstance,
  type FormRule,
  type TableColumnsType,
} from 'antd';
import { type ReactNode, useMemo } from 'react';
import { SKU_CUT_TABLE } from '@shared/constants';
import { type FilterOptionsResponse, type InventoryListRow } from '@shared/contracts/inventory-lists';
import { type ProductTemplate } from '@shared/contracts/product-templates';
import {
  canChangeOwner,
  canChangeStatus,
  inventoryStatusLabel,
  isEditable,
  statusEditTargets,
} from '@shared/domain/inventory-status';
import { sortSizes } from '@shared/domain/size-sort';
import { validation } from '@shared/messages';
import { useProductTemplatesQuery } from '../../product-templates/queries';
import { ProductImage } from '@renderer/ui/product-image';
import { useMeQuery } from '../../session/queries';
import { InventoryStatusTag } from '../shared/inventory-status-tag';
import { useInventoryFilterOptionsQuery } from '../shared/list-queries';
import {
  type BulkEditField,
  type BulkEditForm,
  type BulkEditTitles,
  type BulkEditValues,
  optionTitles,
  requiredCellErrors,
} from './bulk-edit';
import { BulkRowPayout } from './bulk-row-payout';
import './bulk-edit.css';

interface BulkEditColumnsInput {
  rows: InventoryListRow[];
  form: FormInstance<BulkEditForm>;
  /** Item id → why the API refused its row, shown under its product. */
  rowErrors: ReadonlyMap<number, string>;
  words: (text: string) => string;
  isMobile: boolean;
}

/**
 * The bulk table's columns (spec 000 §2.3; 001 §5, §9): the product (and why a row is read-only or
 * was refused), code, the options the rows' templates have, price, cost (a store account's item),
 * payout, owner, location, sub-location and status, each editable cell with its required check.
 * The owner and status controls open only where the status machine allows (canChangeOwner,
 * statusEditTargets).
 */
export function useBulkEditColumns({
  rows,
  form,
  rowErrors,
  words,
  isMobile,
}: BulkEditColumnsInput): TableColumnsType<InventoryListRow> {
  const store = useMeQuery().data?.store;
  const currency = store?.currency ?? 'USD';
  const isSafeMode = store?.safeInventoryStatusMode ?? false;
  const options = useInventoryFilterOptionsQuery().data;
  // GET /api/productTemplates needs Settings: without it, the store's values stand in for the template's.
  const templates = useProductTemplatesQuery().data;
  const indexOf = useMemo(() => new Map(rows.map((row, index) => [row.id, index])), [rows]);

  const templateOf = (row: InventoryListRow): ProductTemplate | undefined =>
    templates?.find((template) => template.id === row.productTemplateId);
  const titles: BulkEditTitles = optionTitles(rows.map(templateOf));
  const ownerTitle = words('Consigner');
  /** Without the template, a row has the options it already holds a value for. */
  const hasOption = (row: InventoryListRow, option: 'option2' | 'option3') => {
    const template = templateOf(row);
    return template ? !!template[option] : !!row[`${option}Value`];
  };
  const hasAnyOption2 = rows.some((row) => hasOption(row, 'option2'));
  const hasAnyOption3 = rows.some((row) => hasOption(row, 'option3'));
  const isStoreAccount = (consignerId: number | null | undefined) =>
    options?.consigners.find((option) => option.value.id === consignerId)?.value.isStoreAccount ?? false;

  const fieldName = (row: InventoryListRow, field: BulkEditField): ['rows', number, BulkEditField] => [
    'rows',
    indexOf.get(row.id) ?? 0,
    field,
  ];
  const requiredRule = (row: InventoryListRow, field: BulkEditField): FormRule => ({
    validator: async () => {
      const values = form.getFieldValue(['rows', indexOf.get(row.id) ?? 0]) as BulkEditValues;
      const message = requiredCellErrors(values, {
        titles,
        hasOption2: hasOption(row, 'option2'),
        hasOption3: hasOption(row, 'option3'),
        hasOwner: row.consignerId !== null,
      })[field];
      if (message) throw new Error(words(message));
    },
  });
  /** One editable cell: its control, the required check, and the messages under it. */
  const cell = (
    row: InventoryListRow,
    field: BulkEditField,
    control: ReactNode,
    dependencies: BulkEditField[] = [],
  ) => (
    <Form.Item
      name={fieldName(row, field)}
      rules={[requiredRule(row, field)]}
      dependencies={dependencies.map((dependency) => fieldName(row, dependency))}
      className="bulk-edit__cell"
    >
      {control}
    </Form.Item>
  );

  const optionCell = (row: InventoryListRow, option: 'option1' | 'option2' | 'option3', title: string) => {
    const field = `${option}Value` as const;
    if (option !== 'option1' && !hasOption(row, option)) return <span className="muted">—</span>;
    const template = templateOf(row);
    const storeValues: Record<typeof option, keyof FilterOptionsResponse> = {
      option1: 'option1Values',
      option2: 'option2Values',
      option3: 'option3Values',
    };
    const values = template
      ? (template[`${option}Values`] ?? [])
      : ((options?.[storeValues[option]] as string[] | undefined) ?? []);
    const choices = option === 'option1' ? sortSizes(values) : values;
    const current = row[field];
    return cell(
      row,
      field,
      <Select
        aria-label={`${title} for ${row.code}`}
        allowClear
        showSearch
        disabled={!isEditable(row.status)}
        style={{ width: '100%' }}
        options={[...(current && !choices.includes(current) ? [current] : []), ...choices].map((value) => ({
          value,
          label: value,
        }))}
      />,
    );
  };

  const ownerOptions = (row: InventoryListRow) => {
    const known = (options?.consigners ?? []).map((option) => ({
      value: option.value.id,
      label: option.value.isStoreAccount ? `${option.label} (store)` : option.label,
    }));
    const { consigner } = row;
    const isMissing = consigner && !known.some((option) => option.value === consigner.id);
    return isMissing
      ? [{ value: consigner.id, label: `${consigner.firstName} ${consigner.lastName}`.trim() }, ...known]
      : known;
  };

  const columns: TableColumnsType<InventoryListRow> = [
    {
      title: 'Product',
      key: 'product',
      width: 220,
      fixed: isMobile ? undefined : 'left',
      render: (_, row) => (
        <div className="bulk-edit__product">
          <ProductImage src={row.product.image} alt="" className="product-thumb" />
          <div className="bulk-edit__product-text">
            <span className="bulk-edit__title">{row.product.title}</span>
            <span className="product-card__sku muted" title={row.product.sku}>
              {row.product.sku.slice(0, SKU_CUT_TABLE)}
            </span>
            {!isEditable(row.status) && (
              <Typography.Text type="secondary">
                {validation.inventoryStatus.notEditable(inventoryStatusLabel(row.status))}
              </Typography.Text>
            )}
            {rowErrors.has(row.id) && (
              <Typography.Text type="danger">{rowErrors.get(row.id)}</Typography.Text>
            )}
          </div>
        </div>
      ),
    },
    { title: 'Code', dataIndex: 'code', key: 'code', width: 100, className: 'product-card__sku' },
    {
      title: titles.option1Value,
      key: 'option1Value',
      width: 120,
      render: (_, row) => optionCell(row, 'option1', titles.option1Value),
    },
    ...(hasAnyOption2
      ? [
          {
            title: titles.option2Value,
            key: 'option2Value',
            width: 130,
            render: (_: unknown, row: InventoryListRow) => optionCell(row, 'option2', titles.option2Value),
          },
        ]
      : []),
    ...(hasAnyOption3
      ? [
          {
            title: titles.option3Value,
            key: 'option3Value',
            width: 130,
            render: (_: unknown, row: InventoryListRow) => optionCell(row, 'option3', titles.option3Value),
          },
        ]
      : []),
    {
      title: titles.price,
      key: 'price',
      width: 130,
      render: (_, row) =>
        cell(
          row,
          'price',
          <InputNumber
            aria-label={`Price for ${row.code}`}
            min={0}
            precision={2}
            disabled={!isEditable(row.status)}
            style={{ width: '100%' }}
          />,
        ),
    },
    {
      title: 'Cost',
      key: 'cost',
      width: 120,
      // spec 000 §6: what a store account's item cost; consigned items have a payout instead.
      render: (_, row) => (
        <Form.Item noStyle dependencies={[fieldName(row, 'consignerId')]}>
          {({ getFieldValue }) =>
            isStoreAccount(getFieldValue(fieldName(row, 'consignerId')) as number | null) ? (
              cell(
                row,
                'cost',
                <InputNumber
                  aria-label={`Cost for ${row.code}`}
                  min={0}
                  precision={2}
                  disabled={!isEditable(row.status)}
                  style={{ width: '100%' }}
                />,
              )
            ) : (
              <span className="muted">—</span>
            )
          }
        </Form.Item>
      ),
    },
    {
      title: 'Payout',
      key: 'payout',
      width: 140,
      align: 'right',
      render: (_, row) => <BulkRowPayout row={row} currency={currency} isStoreAccount={isStoreAccount} />,
    },
    {
      title: ownerTitle,
      key: 'consignerId',
      width: 210,
      render: (_, row) =>
        cell(
          row,
          'consignerId',
          <Select
            aria-label={`${ownerTitle} for ${row.code}`}
            showSearch
            optionFilterProp="label"
            placeholder={words(validation.consigner.selectConsigner)}
            disabled={!canChangeOwner(row.status, isSafeMode)}
            style={{ width: '100%' }}
            options={ownerOptions(row)}
          />,
        ),
    },
    {
      title: 'Location',
      key: 'location',
      width: 160,
      render: (_, row) =>
        cell(
          row,
          'location',
          <Select
            aria-label={`Location for ${row.code}`}
            allowClear
            placeholder="None"
            disabled={!isEditable(row.status)}
            style={{ width: '100%' }}
            options={options?.locations ?? []}
            onChange={() => form.setFieldValue(fieldName(row, 'subLocation'), null)}
          />,
          ['status'],
        ),
    },
    {
      title: 'Sublocation',
      key: 'subLocation',
      width: 160,
      render: (_, row) => (
        <Form.Item noStyle dependencies={[fieldName(row, 'location')]}>
          {({ getFieldValue }) => {
            const locationId = getFieldValue(fieldName(row, 'location')) as number | null;
            const choices = (options?.subLocations ?? []).filter(
              (option) => option.locationId === locationId,
            );
            return cell(
              row,
              'subLocation',
              <Select
                aria-label={`Sublocation for ${row.code}`}
                allowClear
                placeholder="None"
                disabled={!isEditable(row.status) || choices.length === 0}
                style={{ width: '100%' }}
                options={choices.map(({ label, value }) => ({ label, value }))}
              />,
            );
          }}
        </Form.Item>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      width: 190,
      render: (_, row) =>
        canChangeStatus(row.status) ? (
          cell(
            row,
            'status',
            <Select
              aria-label={`Status for ${row.code}`}
              style={{ width: '100%' }}
              options={statusEditTargets(row.status).map((status) => ({
                value: status,
                label: inventoryStatusLabel(status),
              }))}
            />,
          )
        ) : (
          <InventoryStatusTag status={row.status} />
        ),
    },
  ];

  return columns;
}
