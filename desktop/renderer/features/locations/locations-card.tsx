import { Button, Card, Form, Input, Switch } from 'antd';
import { createLocationRequest, type Location, updateLocationRequest } from '@shared/contracts/locations';
import { notices } from '@shared/messages';
import { isApiError } from '../../api/api-error';
import { type EditableColumn, EditableTable } from '../../ui/editable-table';
import { notify } from '../../ui/notify';
import { showServerFieldErrors, zodRule } from '../../ui/zod-rule';
import { useCreateLocationMutation, useUpdateLocationMutation } from './mutations';
import { useLocationsQuery } from './queries';

interface LocationValues {
  name: string;
  label: string;
}

/** Name and Label, renamed inline; Enter saves. */
const renamedColumn = (field: keyof LocationValues, title: string): EditableColumn<Location> => ({
  title,
  key: field,
  render: (row) => row[field],
  edit: {
    input: { kind: 'text', shouldSaveOnEnter: true },
    label: `Location ${title}`,
    rules: [zodRule(updateLocationRequest.shape[field])],
  },
});

/** The store's locations: add, rename inline (one row at a time), deactivate. */
export function LocationsCard() {
  const locations = useLocationsQuery();
  const create = useCreateLocationMutation();
  const update = useUpdateLocationMutation();
  const [addForm] = Form.useForm<LocationValues>();

  const add = (values: LocationValues) => {
    create.mutate(createLocationRequest.parse(values), {
      onSuccess: () => {
        notify.success(notices.saved);
        addForm.resetFields();
      },
      onError: (error) => {
        if (isApiError(error)) showServerFieldErrors(addForm, error.fields);
      },
    });
  };

  const columns: EditableColumn<Location>[] = [
    renamedColumn('name', 'Name'),
    renamedColumn('label', 'Label'),
    {
      title: 'Active',
      key: 'isActive',
      width: 100,
      render: (row) => (
        <Switch
          checked={row.isActive}
          aria-label={`${row.name} active`}
          loading={
            update.isPending && update.variables.id === row.id && update.variables.isActive !== undefined
          }
          onChange={(isActive) => update.mutate({ id: row.id, isActive })}
        />
      ),
    },
  ];

  return (
    <Card title="Locations">
      <Form
        form={addForm}
        name="add-location"
        layout="inline"
        onFinish={add}
        disabled={create.isPending}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="name" rules={[zodRule(createLocationRequest.shape.name)]}>
          <Input placeholder="Location name" aria-label="New location name" autoComplete="off" />
        </Form.Item>
        <Form.Item name="label" rules={[zodRule(createLocationRequest.shape.label)]}>
          <Input placeholder="Label" aria-label="New location label" autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Add location
        </Button>
      </Form>
      <EditableTable<Location, LocationValues>
        formName="edit-location"
        columns={columns}
        rows={locations.data ?? []}
        isLoading={locations.isFetching && !locations.isError}
        emptyText="No locations yet."
        rowName={(row) => row.name}
        editText="Rename"
        toValues={(row) => ({ name: row.name, label: row.label })}
        onSave={(row, values, callbacks) =>
          update.mutate({ id: row.id, ...updateLocationRequest.parse(values) }, callbacks)
        }
        isSaving={update.isPending}
      />
    </Card>
  );
}
