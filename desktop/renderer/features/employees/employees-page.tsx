import { DeleteOutlined, SearchOutlined, UserAddOutlined } from '@ant-design/icons';
import { App, Button, Input, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type Employee } from '@shared/contracts/employees';
import { notices } from '@shared/messages';
import { ListError } from '../../ui/list-error';
import { LIST_PAGINATION } from '../../ui/list-pagination';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useMeQuery } from '../session/queries';
import { useStoreWording } from '../session/use-store-wording';
import { describeAccess, fullName } from './access';
import { ActiveTag, LoginTag, RoleTag } from './employee-tags';
import { useDeleteEmployeeMutation } from './mutations';
import { useEmployeesQuery } from './queries';
import './employees.css';

/** Our own pause (no spec constant for this list): long enough to finish a word, short enough to feel live. */
const SEARCH_DEBOUNCE_MS = 300;

/** spec 000 §2.3 Employees (/employees, needs Employees): the staff list with search and delete. */
export function EmployeesPage() {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const employees = useEmployeesQuery(debouncedSearch);
  const me = useMeQuery().data;
  const wording = useStoreWording();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const deleteEmployee = useDeleteEmployeeMutation();

  const isSelf = (employee: Employee) => me?.kind === 'employee' && me.id === employee.id;

  const confirmDelete = (employee: Employee) => {
    modal.confirm({
      title: notices.employees.confirmDelete,
      content: (
        <>
          <strong>{fullName(employee)}</strong> ({employee.email}). {notices.cannotBeUndone}
        </>
      ),
      okText: 'Delete',
      okButtonProps: { danger: true },
      // Resolve either way: the failure is already a toast (the API's reason), the dialog has done its job.
      onOk: () =>
        deleteEmployee.mutateAsync(employee.id).then(
          () => notify.success(notices.employees.deleted),
          () => undefined,
        ),
    });
  };

  const columns: TableColumnsType<Employee> = [
    {
      title: 'Name',
      key: 'name',
      render: (_value, employee) => (
        <span className="employees__name">
          <Link to={`/employees/${employee.id}`} onClick={(event) => event.stopPropagation()}>
            {fullName(employee)}
          </Link>
          <RoleTag role={employee.role} />
        </span>
      ),
    },
    { title: 'Email', dataIndex: 'email', key: 'email', ellipsis: true },
    {
      title: 'Access',
      key: 'access',
      responsive: ['lg'],
      render: (_value, employee) => describeAccess(employee.accessControls, wording),
    },
    {
      title: 'Active',
      key: 'isActive',
      width: 110,
      render: (_value, employee) => <ActiveTag isActive={employee.isActive} />,
    },
    {
      title: 'Login',
      key: 'login',
      width: 130,
      render: (_value, employee) => <LoginTag employee={employee} />,
    },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      width: 64,
      align: 'right',
      render: (_value, employee) =>
        isSelf(employee) ? null : (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete ${fullName(employee)}`}
            onClick={(event) => {
              event.stopPropagation();
              confirmDelete(employee);
            }}
          />
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Employees"
        actions={
          <Button
            type="primary"
            size="large"
            icon={<UserAddOutlined />}
            onClick={() => void navigate('/addEmployee')}
          >
            Add Employee
          </Button>
        }
      />
      <div className="list-toolbar">
        <Input
          size="large"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Search by name or email"
          aria-label="Search employees"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="list-toolbar__search"
        />
      </div>
      <ListError query={employees} />
      <Table<Employee>
        className="employees__table clickable-rows"
        size="middle"
        rowKey="id"
        columns={columns}
        dataSource={employees.data ?? []}
        loading={employees.isFetching && !employees.isError}
        onRow={(employee) => ({ onClick: () => void navigate(`/employees/${employee.id}`) })}
        pagination={LIST_PAGINATION}
        locale={{
          emptyText: debouncedSearch ? `No employees match “${debouncedSearch}”.` : 'No employees yet.',
        }}
        scroll={{ x: 640 }}
      />
    </>
  );
}
