import {
  Button,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Space,
  Switch,
  Table,
  Tooltip,
  type FormRule,
  type InputNumberProps,
  type InputProps,
  type SwitchProps,
  type TableColumnsType,
  type TableProps,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { notices, validation } from '@shared/messages';
import { isApiError } from '../api/api-error';
import { notify } from './notify';
import { showServerFieldErrors } from './zod-rule';

/** The kind of control an editable field shows, and what it allows. */
export type EditableInput =
  | { kind: 'text'; maxLength?: number; autoFocus?: boolean; shouldSaveOnEnter?: boolean }
  | { kind: 'number'; min?: number; max?: number; precision?: number; suffix?: ReactNode }
  | { kind: 'switch'; disabledTooltip?: string };

/**
 * The control for one editable field, in a table cell or in a form. Form.Item hands it value (checked
 * for a switch) and onChange, passed straight on.
 */
export function EditableInputControl({
  input,
  label,
  disabled,
  onPressEnter,
  ...control
}: {
  input: EditableInput;
  /** The accessible name. */
  label: string;
  disabled?: boolean;
  onPressEnter?: () => void;
  value?: unknown;
  checked?: boolean;
  onChange?: (value: unknown) => void;
}) {
  switch (input.kind) {
    case 'number':
      return (
        <InputNumber
          {...(control as InputNumberProps<number>)}
          aria-label={label}
          disabled={disabled}
          // The range goes to assistive tech only: antd's min/max would clamp a typed 250 to 100 on
          // blur and save it; the field's rules refuse it with a message instead.
          aria-valuemin={input.min}
          aria-valuemax={input.max}
          precision={input.precision}
          suffix={input.suffix}
          style={{ width: '100%' }}
        />
      );
    case 'switch': {
      const toggle = <Switch {...(control as SwitchProps)} aria-label={label} disabled={disabled} />;
      return disabled && input.disabledTooltip ? (
        <Tooltip title={input.disabledTooltip}>{toggle}</Tooltip>
      ) : (
        toggle
      );
    }
    default:
      return (
        <Input
          {...(control as InputProps)}
          aria-label={label}
          disabled={disabled}
          // Counted, not cut: a pasted text past the limit stays whole and the rule says what is wrong.
          count={input.maxLength === undefined ? undefined : { show: true, max: input.maxLength }}
          autoFocus={input.autoFocus}
          onPressEnter={onPressEnter}
        />
      );
  }
}

export interface EditableColumn<Row> {
  /** The column's key, and the edit form's field name when the column is editable. */
  key: string;
  title: string;
  width?: number;
  /** The cell when its row is not being edited. */
  render: (row: Row) => ReactNode;
  /** Set on editable columns: the control the edited row shows, and its rules. */
  edit?: {
    input: EditableInput;
    /** The control's accessible name; the column's title when not given. */
    label?: string;
    rules?: FormRule[];
    isDisabled?: (row: Row) => boolean;
  };
}

/** The edit's outcome; pass them as the update mutation's callbacks. */
export interface SaveCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

export interface EditableTableProps<Row extends { id: number }, Values> {
  /** The edit form's name: antd builds the inputs' ids from it, so each screen needs its own. */
  formName: string;
  columns: EditableColumn<Row>[];
  rows: Row[];
  isLoading: boolean;
  emptyText: string;
  /** What the row's edit link names it: its accessible name is `{editText} {rowName}`. */
  rowName: (row: Row) => string;
  /** The edit link's text. */
  editText?: string;
  /** The edit form's values when a row goes into edit mode. */
  toValues: (row: Row) => Values;
  /** Sends the validated values; calls back through `callbacks` (or not at all when it sends nothing). */
  onSave: (row: Row, values: Values, callbacks: SaveCallbacks) => void;
  isSaving: boolean;
  savedMessage?: string;
  /** Cancel asks 'Sure to cancel?' first. */
  shouldConfirmCancel?: boolean;
  actionsWidth?: number;
  /** The actions column stays in view while the table scrolls sideways. */
  isActionsFixed?: boolean;
  className?: string;
  pagination?: TableProps<Row>['pagination'];
  scroll?: TableProps<Row>['scroll'];
}

const PAGINATION: TableProps['pagination'] = { hideOnSinglePage: true, defaultPageSize: 20 };

/**
 * A table whose rows are edited inline, one at a time: Edit turns the row's editable cells into
 * controls, Save checks them (messages under the inputs, the API's too) and sends them, Cancel leaves.
 */
export function EditableTable<Row extends { id: number }, Values>({
  formName,
  columns,
  rows,
  isLoading,
  emptyText,
  rowName,
  editText = 'Edit',
  toValues,
  onSave,
  isSaving,
  savedMessage = notices.saved,
  shouldConfirmCancel = true,
  actionsWidth = 180,
  isActionsFixed = false,
  className,
  pagination = PAGINATION,
  scroll,
}: EditableTableProps<Row, Values>) {
  const [form] = Form.useForm<Values>();
  const [editingId, setEditingId] = useState<number | null>(null);

  const startEdit = (row: Row) => {
    form.setFieldsValue(toValues(row));
    setEditingId(row.id);
  };
  const cancelEdit = () => setEditingId(null);
  const save = async (row: Row) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return; // the messages are under the inputs
    onSave(row, values, {
      onSuccess: () => {
        notify.success(savedMessage);
        setEditingId(null);
      },
      onError: (error) => {
        if (isApiError(error)) showServerFieldErrors(form, error.fields);
      },
    });
  };

  const cell = (column: EditableColumn<Row>, row: Row): ReactNode => {
    const { edit } = column;
    if (!edit || row.id !== editingId) return column.render(row);
    const { input } = edit;
    return (
      <Form.Item
        name={column.key}
        rules={edit.rules}
        valuePropName={input.kind === 'switch' ? 'checked' : 'value'}
        style={{ margin: 0 }}
      >
        <EditableInputControl
          input={input}
          label={edit.label ?? column.title}
          disabled={edit.isDisabled?.(row)}
          onPressEnter={input.kind === 'text' && input.shouldSaveOnEnter ? () => void save(row) : undefined}
        />
      </Form.Item>
    );
  };

  const tableColumns: TableColumnsType<Row> = [
    ...columns.map((column) => ({
      title: column.title,
      key: column.key,
      width: column.width,
      render: (_value: unknown, row: Row) => cell(column, row),
    })),
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      width: actionsWidth,
      align: 'right',
      fixed: isActionsFixed ? 'right' : undefined,
      render: (_value, row) =>
        row.id === editingId ? (
          <Space size="small">
            <Button type="link" loading={isSaving} onClick={() => void save(row)}>
              Save
            </Button>
            {shouldConfirmCancel ? (
              <Popconfirm title={validation.inlineEdit.confirmCancel} onConfirm={cancelEdit}>
                <Button type="link">Cancel</Button>
              </Popconfirm>
            ) : (
              <Button type="link" onClick={cancelEdit}>
                Cancel
              </Button>
            )}
          </Space>
        ) : (
          <Button
            type="link"
            disabled={editingId !== null}
            aria-label={`${editText} ${rowName(row)}`}
            onClick={() => startEdit(row)}
          >
            {editText}
          </Button>
        ),
    },
  ];

  return (
    <Form form={form} name={formName} component={false}>
      <Table<Row>
        className={className}
        size="middle"
        rowKey="id"
        columns={tableColumns}
        dataSource={rows}
        loading={isLoading}
        pagination={pagination}
        locale={{ emptyText }}
        scroll={scroll}
      />
    </Form>
  );
}
