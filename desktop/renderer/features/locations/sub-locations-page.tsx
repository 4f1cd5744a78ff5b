import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import {
  createSubLocationRequest,
  type SubLocation,
  updateSubLocationRequest,
} from '@shared/contracts/locations';
import { notices } from '@shared/messages';
import { isApiError } from '../../api/api-error';
import { type EditableColumn, EditableTable } from '../../ui/editable-table';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { showServerFieldErrors, zodRule } from '../../ui/zod-rule';
import { LocationsCard } from './locations-card';
import { useCreateSubLocationMutation, useUpdateSubLocationMutation } from './mutations';
import { useLocationsQuery, useSubLocationsQuery } from './queries';
import { ListError } from '../../ui/list-error';

/**
 * spec 000 §2.3 Settings → Sublocations (/subLocations, needs Settings): a location filter, an
 * inline-editable table (one row at a time) and an Add sublocation modal; below, the store's locations.
 */
export function SubLocationsPage() {
  const [location, setLocation] = useState('');
  const [isAdding, setIsAdding] = useState(false);
  const locations = useLocationsQuery();
  const subLocations = useSubLocationsQuery(location);

  return (
    <>
      <PageHeader
        title="Sublocations"
        actions={
          <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => setIsAdding(true)}>
            Add sublocation
          </Button>
        }
      />
      <Flex vertical gap={20}>
        <Card title="Sublocations">
          <div className="list-toolbar">
            <Select
              size="large"
              allowClear
              showSearch
              placeholder="Filter by location"
              aria-label="Filter by location"
              style={{ minWidth: 260 }}
              value={location || undefined}
              onChange={(value?: string) => setLocation(value ?? '')}
              options={(locations.data ?? []).map((row) => ({
                value: row.name,
                label: row.isActive ? row.name : `${row.name} (inactive)`,
              }))}
            />
          </div>
          <ListError query={subLocations} />
          <SubLocationsTable
            rows={subLocations.data ?? []}
            isLoading={subLocations.isFetching && !subLocations.isError}
            emptyText={location ? `No sublocations in ${location} yet.` : 'No sublocations yet.'}
          />
        </Card>
        <LocationsCard />
      </Flex>
      <AddSubLocationModal open={isAdding} defaultLocation={location} onClose={() => setIsAdding(false)} />
    </>
  );
}

const SUB_LOCATION_COLUMNS: EditableColumn<SubLocation>[] = [
  {
    title: 'Name',
    key: 'name',
    render: (row) => row.name,
    edit: {
      input: { kind: 'text', autoFocus: true, shouldSaveOnEnter: true },
      rules: [zodRule(updateSubLocationRequest.shape.name)],
    },
  },
  { title: 'Location', key: 'locationName', render: (row) => row.locationName },
];

function SubLocationsTable({
  rows,
  isLoading,
  emptyText,
}: {
  rows: SubLocation[];
  isLoading: boolean;
  emptyText: string;
}) {
  const update = useUpdateSubLocationMutation();
  return (
    <EditableTable<SubLocation, { name: string }>
      formName="edit-sub-location"
      columns={SUB_LOCATION_COLUMNS}
      rows={rows}
      isLoading={isLoading}
      emptyText={emptyText}
      rowName={(row) => row.name}
      toValues={(row) => ({ name: row.name })}
      onSave={(row, values, callbacks) =>
        update.mutate({ id: row.id, ...updateSubLocationRequest.parse(values) }, callbacks)
      }
      isSaving={update.isPending}
    />
  );
}

interface AddValues {
  locationName?: string;
  name?: string;
}

function AddSubLocationModal({
  open,
  defaultLocation,
  onClose,
}: {
  open: boolean;
  defaultLocation: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<AddValues>();
  const create = useCreateSubLocationMutation();
  const locations = useLocationsQuery();
  const activeLocations = (locations.data ?? []).filter((row) => row.isActive);
  const { shape } = createSubLocationRequest;

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    create.mutate(createSubLocationRequest.parse(values), {
      onSuccess: () => {
        notify.success(notices.saved);
        form.resetFields();
        onClose();
      },
      onError: (error) => {
        if (isApiError(error)) showServerFieldErrors(form, error.fields);
      },
    });
  };

  return (
    <Modal
      title="Add sublocation"
      open={open}
      okText="Add"
      onOk={() => void submit()}
      confirmLoading={create.isPending}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      afterOpenChange={(isOpen) => {
        if (isOpen && defaultLocation && activeLocations.some((row) => row.name === defaultLocation)) {
          form.setFieldsValue({ locationName: defaultLocation });
        }
      }}
      destroyOnHidden
    >
      {/* Named so its field ids do not clash with the inline-edit and Locations forms on the same page. */}
      <Form form={form} name="add-sub-location" layout="vertical" requiredMark preserve={false}>
        <Form.Item label="Location" name="locationName" required rules={[zodRule(shape.locationName)]}>
          <Select
            size="large"
            showSearch
            placeholder="Select a location"
            options={activeLocations.map((row) => ({ value: row.name, label: row.name }))}
          />
        </Form.Item>
        <Form.Item label="Sublocation" name="name" required rules={[zodRule(shape.name)]}>
          <Input size="large" autoComplete="off" onPressEnter={() => void submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
