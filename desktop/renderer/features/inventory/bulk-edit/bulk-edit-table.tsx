import { EditOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Modal, Table } from 'antd';
import { useMemo, useState } from 'react';
import { BULK_TABLE_SCROLL } from '@shared/constants';
import { type InventoryListRow } from '@shared/contracts/inventory-lists';
import { storeWording } from '@shared/domain/terminology';
import { validation } from '@shared/messages';
import { useIsMobile } from '@renderer/ui/use-is-mobile';
import { useMeQuery } from '../../session/queries';
import { type BulkEditForm, toBulkEditRequest, toBulkEditValues } from './bulk-edit';
import { useBulkEditColumns } from './bulk-edit-columns';
import { BulkFeesProvider } from './bulk-fees';
import { useBulkEditSave } from './use-bulk-edit-save';
import './bulk-edit.css';

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
 * status a select only where the status machine offers a move. Save sends one bulkEditInventory
 * call with the changed fields and the version read; the API's refusals show under their cells (or
 * on the row), and nothing is changed until every row passes. Scrolls at 1500 × 700.
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
  const words = (text: string) => storeWording(text, store?.isBuyingStore ?? false);
  const [form] = Form.useForm<BulkEditForm>();
  const [hasChanges, setHasChanges] = useState(false);
  const initialValues = useMemo<BulkEditForm>(() => ({ rows: rows.map(toBulkEditValues) }), [rows]);
  const save = useBulkEditSave({ rows, form, words, onDone: onClose });
  const columns = useBulkEditColumns({ rows, form, rowErrors: save.rowErrors, words, isMobile });

  const close = () => {
    if (!hasChanges) return onClose(false);
    modal.confirm({
      title: validation.inlineEdit.confirmCancel,
      okText: 'Yes',
      cancelText: 'No',
      onOk: () => onClose(false),
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
            loading={save.isSaving}
            disabled={!hasChanges}
            onClick={() => void save.submit()}
          >
            Save
          </Button>
        </div>
      }
    >
      {save.refusal && (
        <Alert
          type="error"
          showIcon
          title={save.refusal}
          className="bulk-edit__refusal"
          closable={{ onClose: save.dismissRefusal }}
        />
      )}
      <Form<BulkEditForm>
        form={form}
        name="bulk-edit"
        component={false}
        initialValues={initialValues}
        onValuesChange={() =>
          setHasChanges(toBulkEditRequest(rows, (form.getFieldsValue(true) as BulkEditForm).rows) !== null)
        }
      >
        <BulkFeesProvider rows={rows}>
          <Table<InventoryListRow>
            rowKey="id"
            size="small"
            className="bulk-edit__table"
            columns={columns}
            dataSource={rows}
            pagination={false}
            scroll={BULK_TABLE_SCROLL}
          />
        </BulkFeesProvider>
      </Form>
    </Modal>
  );
}
