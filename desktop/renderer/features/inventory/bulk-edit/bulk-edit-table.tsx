import { EditOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Form,
  InputNumber,
  Modal,
  Select,
  Spin,
  Table,
  Typography,
  type FormRule,
  type TableColumnsType,
} from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { BULK_TABLE_SCROLL, SKU_CUT_TABLE } from '@shared/constants';
import { type FilterOptionsResponse, type InventoryListRow } from '@shared/contracts/inventory-lists';
import { type ProductTemplate } from '@shared/contracts/product-templates';
import {
  canChangeOwner,
  canChangeStatus,
  inventoryStatusLabel,
  statusEditTargets,
  isEditable,
} from '@shared/domain/inventory-status';
import { formatMoney, formatMoneyOrDash } from '@shared/domain/money-format';
import { sortSizes } from '@shared/domain/size-sort';
import { storeWording } from '@shared/domain/terminology';
import { notices, validation } from '@shared/messages';
import { isApiError } from '@renderer/api/api-error';
import { notify } from '@renderer/ui/notify';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import { useIsMobile } from '@renderer/ui/use-is-mobile';
import { useProductTemplatesQuery } from '../../product-templates/queries';
import { ProductImage } from '../../products/product-image';
import { useMeQuery } from '../../session/queries';
import {
  type BulkEditField,
  type BulkEditTitles,
  type BulkEditValues,
  optionTitles,
  placeServerErrors,
  requiredCellErrors,
  toBulkEditRequest,
  toBulkEditValues,
} from './bulk-edit';
import { InventoryStatusTag } from '../shared/inventory-status-tag';
import { useInventoryFilterOptionsQuery } from '../shared/list-queries';
import { useBulkEditInventoryMutation } from '../shared/mutations';
import { useFeesQuery } from '../shared/queries';

interface FormValues {
  rows: BulkEditValues[];
}

const PRICE_DEBOUNCE_MS = 300;
/**
 * The lists' EDIT action (spec 000 §2.3): enabled when rows are selected, it opens the bulk table on
 * them. The rows are taken as they were when it opened; the list reloads after a save.
 */
export function BulkEditButton({ rows, onSaved }: { rows: InventoryListRow[]; onSaved: () => void }) {
  const [editing, setEditing] = useState<InventoryListRow[] | null>(null);
  return (
    <>
      <Button
        size="large"
        icon={<EditOutlined />}
        disabled={rows.length === 0}
        onClick={() => setEditing(rows)}
      >
        EDIT
      </Button>
      {editing && (
        <BulkEditTable
          rows={editing}
          onClose={(isSaved) => {
            setEditing(null);
            if (isSaved) onSaved();
          }}
        />
      )}
    </>
  );
}

/**
 * The editable bulk inventory table (spec 000 §2.3; 001 §5, §9): one row per selected item, its
 * required cells checked inline ('{column title} is required.', 'Please select a consigner'), the
 * status a select only where isBulkStatusEditable allows it. Save sends one bulkEditInventory call
 * with the changed fields and the version read; the API's refusals show under their cells (or on
 * the row), and nothing is changed until every row passes. Scrolls at 1500 × 700.
 */
export function BulkEditTable({
  rows,
  onClose,
}: {
  rows: InventoryListRow[];
  onClose: (isSaved: boolean) => void;
}) {
  const isMobile = useIsMobile();
  const { modal } = App.useApp();
  const store = useMeQuery().data?.store;
  const currency = store?.currency ?? 'USD';
  const isSafeMode = store?.safeInventoryStatusMode ?? false;
  const words = (text: string) => storeWording(text, store?.isBuyingStore ?? false);
  const options = useInventoryFilterOptionsQuery().data;
  // GET /api/productTemplates needs Settings: without it, the store's values stand in for the template's.
  const templates = useProductTemplatesQuery().data;
  const save = useBulkEditInventoryMutation();
  const [form] = Form.useForm<FormValues>();
  const [hasChanges, setHasChanges] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const initialValues = useMemo<FormValues>(() => ({ rows: rows.map(toBulkEditValues) }), [rows]);
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
      render: (_, row) => (
        <BulkRowPayout
          row={row}
          index={indexOf.get(row.id) ?? 0}
          currency={currency}
          isStoreAccount={isStoreAccount}
        />
      ),
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

  const close = () => {
    if (!hasChanges) return onClose(false);
    modal.confirm({
      title: validation.inlineEdit.confirmCancel,
      okText: 'Yes',
      cancelText: 'No',
      onOk: () => onClose(false),
    });
  };

  const submit = async () => {
    setRefusal(null);
    setRowErrors(new Map());
    const isValid = await form.validateFields().then(
      () => true,
      (error: { errorFields?: { name: (string | number)[] }[] }) => {
        const first = error.errorFields?.[0];
        if (first) form.scrollToField(first.name, { block: 'nearest', inline: 'nearest' });
        return false;
      },
    );
    if (!isValid) return; // the messages are under the cells
    const built = toBulkEditRequest(rows, (form.getFieldsValue(true) as FormValues).rows);
    if (!built) return onClose(false);
    notify.loading(notices.longOperations.updating);
    save.mutate(built.request, {
      onSuccess: () => {
        notify.success(notices.saved);
        onClose(true);
      },
      onError: (error) => {
        notify.error(error.message);
        setRefusal(error.message);
        if (!isApiError(error)) return;
        const placed = placeServerErrors(error.fields, built.ids);
        form.setFields(
          placed.cells.map(({ id, field, message }) => ({
            name: ['rows', indexOf.get(id) ?? 0, field],
            errors: [words(message)],
          })),
        );
        setRowErrors(placed.rows);
      },
    });
  };

  return (
    <Modal
      open
      title={`Edit ${rows.length} item${rows.length === 1 ? '' : 's'}`}
      width={isMobile ? '100%' : 'min(1600px, 96vw)'}
      className={isMobile ? 'full-screen-modal' : 'bulk-edit-modal'}
      onCancel={close}
      maskClosable={false}
      destroyOnHidden
      footer={
        <div className="bulk-edit__footer">
          <Button size="large" onClick={close}>
            Cancel
          </Button>
          <Button
            size="large"
            type="primary"
            loading={save.isPending}
            disabled={!hasChanges}
            onClick={() => void submit()}
          >
            Save
          </Button>
        </div>
      }
    >
      {refusal && (
        <Alert
          type="error"
          showIcon
          title={refusal}
          className="bulk-edit__refusal"
          closable={{ onClose: () => setRefusal(null) }}
        />
      )}
      <Form<FormValues>
        form={form}
        name="bulk-edit"
        component={false}
        initialValues={initialValues}
        onValuesChange={() =>
          setHasChanges(toBulkEditRequest(rows, (form.getFieldsValue(true) as FormValues).rows) !== null)
        }
      >
        <Table<InventoryListRow>
          rowKey="id"
          size="small"
          className="bulk-edit__table"
          columns={columns}
          dataSource={rows}
          pagination={false}
          scroll={BULK_TABLE_SCROLL}
        />
      </Form>
    </Modal>
  );
}

/**
 * The row's payout, read-only (a store account's item shows its Cost, spec 000 §6). While the
 * row's price, owner, options or cost are changed, it is the payout those would give
 * (POST /api/inventories/fees for the item); the API recalculates it on save.
 */
function BulkRowPayout({
  row,
  index,
  currency,
  isStoreAccount,
}: {
  row: InventoryListRow;
  index: number;
  currency: string;
  isStoreAccount: (consignerId: number | null | undefined) => boolean;
}) {
  const form = Form.useFormInstance<FormValues>();
  const values = Form.useWatch(['rows', index], form) as BulkEditValues | undefined;
  const price = useDebouncedValue(values?.price ?? null, PRICE_DEBOUNCE_MS);
  const isChanged =
    !!values &&
    (price !== row.price ||
      values.consignerId !== row.consignerId ||
      values.option1Value !== row.option1Value ||
      values.option2Value !== row.option2Value ||
      values.option3Value !== row.option3Value ||
      (values.cost ?? null) !== row.cost);
  const fees = useFeesQuery(
    isChanged && price !== null && price > 0
      ? {
          id: row.id,
          price,
          consigner: values.consignerId,
          option1Value: values.option1Value,
          option2Value: values.option2Value,
          option3Value: values.option3Value,
          cost: values.cost,
        }
      : null,
  );
  if (!isChanged) {
    const isStoreOwned = row.consigner?.isStoreAccount ?? false;
    const amount = isStoreOwned ? row.cost : row.payout;
    return (
      <span>
        <span className="muted">{isStoreOwned ? 'Cost' : 'Payout'}</span>{' '}
        {formatMoneyOrDash(amount, currency)}
      </span>
    );
  }
  if (price === null || price <= 0) return <span className="muted">—</span>;
  if (!fees.data) {
    return fees.isFetching ? <Spin size="small" aria-label={validation.scan.waitForFees} /> : <span>—</span>;
  }
  const label = isStoreAccount(values?.consignerId) ? 'Cost' : fees.data.payoutLabel;
  return (
    <span
      className={fees.data.zeroPayoutWarning ? 'fee-warning' : undefined}
      title={fees.data.zeroPayoutWarning ?? undefined}
    >
      <span className="muted">{label}</span> {formatMoney(fees.data.payout, currency)}
      {fees.isFetching && <Spin size="small" style={{ marginInlineStart: 6 }} />}
    </span>
  );
}
