import { type FormInstance } from 'antd';
import { useState } from 'react';
import { notices } from '@shared/messages';
import { isApiError } from '@renderer/api/api-error';
import { notify } from '@renderer/ui/notify';
import { useBulkEditInventoryMutation } from '../shared/mutations';
import { type BulkEditForm, type BulkEditItem, placeServerErrors, toBulkEditRequest } from './bulk-edit';

interface BulkEditSaveInput {
  rows: readonly BulkEditItem[];
  form: FormInstance<BulkEditForm>;
  /** The store's words for a message (a buying store says Seller for Consigner). */
  words: (text: string) => string;
  /** After a save, or when Save finds nothing changed. */
  onDone: (isSaved: boolean) => void;
}

/**
 * Save of the bulk table: the cells are checked first (the messages stay under them), then one
 * bulkEditInventory call sends the changed fields. A refusal shows above the table, under the cells
 * it names, and on the rows whose reason names no cell; nothing is changed until every row passes.
 */
export function useBulkEditSave({ rows, form, words, onDone }: BulkEditSaveInput) {
  const save = useBulkEditInventoryMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<ReadonlyMap<number, string>>(new Map());

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
    const built = toBulkEditRequest(rows, (form.getFieldsValue(true) as BulkEditForm).rows);
    if (!built) return onDone(false);
    notify.loading(notices.longOperations.updating);
    save.mutate(built.request, {
      onSuccess: () => {
        notify.success(notices.saved);
        onDone(true);
      },
      onError: (error) => {
        notify.error(error.message);
        setRefusal(error.message);
        if (!isApiError(error)) return;
        const placed = placeServerErrors(error.fields, built.ids);
        const indexOf = new Map(rows.map((row, index) => [row.id, index]));
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

  return {
    submit,
    isSaving: save.isPending,
    /** The API's refusal, shown above the table until dismissed or saved again. */
    refusal,
    dismissRefusal: () => setRefusal(null),
    /** Item id → why its row was refused (no cell of its own to show it under). */
    rowErrors,
  };
}
