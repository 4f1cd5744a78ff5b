import { Button, Card, Flex, Form, Input, Popconfirm, Switch, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { createLocationRequest, type Location, updateLocationRequest } from '@shared/contracts/locations';
import { notices, validation } from '@shared/messages';
import { isApiError } from '../../api/api-error';
import { notify } from '../../ui/notify';
import { showServerFieldErrors, zodRule } from '../../ui/zod-rule';
import { useCreateLocationMutation, useUpdateLocationMutation } from './mutations';
import { useLocationsQuery } from './queries';

interface LocationValues {
  name: string;
  label: string;
}

/** The store's locations: add, rename inline (one row at a time), deactivate. */
export function LocationsCard() {
  const locations = useLocationsQuery();
  const create = useCreateLocationMutation();
  const update = useUpdateLocationMutation();
  const [addForm] = Form.useForm<LocationValues>();
  const [editForm] = Form.useForm<LocationValues>();
  const [editingId, setEditingId] = useState<number | null>(null);

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
  const save = async (row: Location) => {
    const values = await editForm.validateFields().catch(() => null);
    if (!values) return;
    update.mutate(
      { id: row.id, ...updateLocationRequest.parse(values) },
      {
        onSuccess: () => {
          notify.success(notices.saved);
          setEditingId(null);
        },
        onError: (error) => {
          if (isApiError(error)) showServerFieldErrors(editForm, error.fields);
        },
      },
    );
  };

  const editable = (field: keyof LocationValues, title: string) => (_value: unknown, row: Location) =>
    row.id === editingId ? (
      <Form.Item name={field} style={{ margin: 0 }} rules={[zodRule(updateLocationRequest.shape[field])]}>
        <Input aria-label={`Location ${title}`} onPressEnter={() => void save(row)} />
      </Form.Item>
    ) : (
      row[field]
    );

  const columns: TableColumnsType<Location> = [
    { title: 'Name', key: 'name', render: editable('name', 'Name') },
    { title: 'Label', key: 'label', render: editable('label', 'Label') },
    {
      title: 'Active',
      key: 'isActive',
      width: 100,
      render: (_value, row) => (
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
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      width: 180,
      align: 'right',
      render: (_value, row) =>
        row.id === editingId ? (
          <Flex gap={8} justify="flex-end">
            <Button type="link" loading={update.isPending} onClick={() => void save(row)}>
              Save
            </Button>
            <Popconfirm title={validation.inlineEdit.confirmCancel} onConfirm={() => setEditingId(null)}>
              <Button type="link">Cancel</Button>
            </Popconfirm>
          </Flex>
        ) : (
          <Button
            type="link"
            disabled={editingId !== null}
            aria-label={`Rename ${row.name}`}
            onClick={() => {
              editForm.setFieldsValue({ name: row.name, label: row.label });
              setEditingId(row.id);
            }}
          >
            Rename
          </Button>
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
      <Form form={editForm} name="edit-location" component={false}>
        <Table<Location>
          size="middle"
          rowKey="id"
          columns={columns}
          dataSource={locations.data ?? []}
          loading={locations.isFetching && !locations.isError}
          pagination={{ hideOnSinglePage: true, defaultPageSize: 20 }}
          locale={{ emptyText: 'No locations yet.' }}
        />
      </Form>
    </Card>
  );
}
