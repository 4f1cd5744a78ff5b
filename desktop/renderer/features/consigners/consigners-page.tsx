import { DeleteOutlined, DownloadOutlined, SearchOutlined, UserAddOutlined } from '@ant-design/icons';
import { App, Button, Input, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type ConsignerListItem } from '@shared/contracts/consigners';
import { notices } from '@shared/messages';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useStoreWording } from '../session/use-store-wording';
import { CONSIGNERS_CSV_FILENAME, consignersCsv, downloadText } from './csv';
import { useDeleteConsignerMutation } from './mutations';
import { useConsignersQuery } from './queries';
import { ListError } from '../../ui/list-error';
import { LIST_PAGINATION } from '../../ui/list-pagination';

const SEARCH_DEBOUNCE_MS = 300;
const fullName = (consigner: ConsignerListItem) => `${consigner.firstName} ${consigner.lastName}`;

/** spec 000 §2.3 Consigners list (/consigners, needs Consigners): search, export to consigners.csv, delete. */
export function ConsignersPage() {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const consigners = useConsignersQuery(debouncedSearch);
  const wording = useStoreWording();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const deleteConsigner = useDeleteConsignerMutation();

  const exportCsv = () => {
    downloadText(CONSIGNERS_CSV_FILENAME, consignersCsv(consigners.data ?? []));
    notify.success(wording(notices.consigners.exported));
  };

  const confirmDelete = (consigner: ConsignerListItem) => {
    modal.confirm({
      title: wording(notices.consigners.confirmDelete),
      content: (
        <>
          <strong>{fullName(consigner)}</strong> ({consigner.email}). {notices.cannotBeUndone}
        </>
      ),
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        deleteConsigner.mutateAsync(consigner.id).then(
          () => notify.success(wording(notices.consigners.deleted)),
          () => undefined,
        ),
    });
  };

  const columns: TableColumnsType<ConsignerListItem> = [
    {
      title: 'Name',
      key: 'name',
      render: (_value, consigner) => (
        <span>
          <Link to={`/consigners/${consigner.id}`} onClick={(event) => event.stopPropagation()}>
            {fullName(consigner)}
          </Link>{' '}
          {consigner.isStoreAccount && <Tag>Store account</Tag>}
        </span>
      ),
    },
    { title: 'Email', dataIndex: 'email', key: 'email', ellipsis: true },
    { title: 'Phone', dataIndex: 'phone', key: 'phone', responsive: ['md'] },
    { title: 'Account Type', dataIndex: 'accountType', key: 'accountType', responsive: ['lg'] },
    {
      title: 'Active',
      key: 'isActive',
      width: 110,
      render: (_value, consigner) =>
        consigner.isActive ? <Tag color="green">Active</Tag> : <Tag color="red">Disabled</Tag>,
    },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      width: 64,
      align: 'right',
      render: (_value, consigner) =>
        consigner.isStoreAccount ? null : (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete ${fullName(consigner)}`}
            onClick={(event) => {
              event.stopPropagation();
              confirmDelete(consigner);
            }}
          />
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={wording('Consigners')}
        actions={
          <>
            <Button size="large" icon={<DownloadOutlined />} onClick={exportCsv} disabled={!consigners.data}>
              Export
            </Button>
            <Button
              type="primary"
              size="large"
              icon={<UserAddOutlined />}
              onClick={() => void navigate('/addConsigner')}
            >
              {wording('Add Consigner')}
            </Button>
          </>
        }
      />
      <div className="list-toolbar">
        <Input
          size="large"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Search by name, email or phone"
          aria-label={wording('Search consigners')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="list-toolbar__search"
        />
      </div>
      <ListError query={consigners} />
      <Table<ConsignerListItem>
        className="clickable-rows"
        size="middle"
        rowKey="id"
        columns={columns}
        dataSource={consigners.data ?? []}
        loading={consigners.isFetching && !consigners.isError}
        onRow={(consigner) => ({ onClick: () => void navigate(`/consigners/${consigner.id}`) })}
        pagination={LIST_PAGINATION}
        locale={{
          emptyText: debouncedSearch
            ? wording(`No consigners match “${debouncedSearch}”.`)
            : wording('No consigners yet.'),
        }}
        scroll={{ x: 640 }}
      />
    </>
  );
}
