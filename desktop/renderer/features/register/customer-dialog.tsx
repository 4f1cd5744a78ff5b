import { UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Input, Modal, Spin } from 'antd';
import { useState } from 'react';
import { customerInput } from '@shared/contracts/orders';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import { type CartCustomer, customerName } from './cart';
import { MIN_SEARCH_LENGTH, useCustomersQuery } from './queries';

const SEARCH_DEBOUNCE_MS = 250;

interface CustomerDialogProps {
  open: boolean;
  onPick: (customer: CartCustomer) => void;
  onClose: () => void;
  /** Once it has gone: the register gives the focus back to its scan field. */
  onAfterClose: () => void;
}

/** The sale's customer: found by email or phone (GET /api/customers), or a new one added here. */
export function CustomerDialog({ open, onPick, onClose, onAfterClose }: CustomerDialogProps) {
  return (
    <Modal
      open={open}
      title="Customer"
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={520}
      focusTriggerAfterClose={false}
      afterClose={onAfterClose}
    >
      <CustomerPicker onPick={onPick} />
    </Modal>
  );
}

function CustomerPicker({ onPick }: Pick<CustomerDialogProps, 'onPick'>) {
  const [mode, setMode] = useState<'find' | 'new'>('find');
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const customers = useCustomersQuery(term);

  if (mode === 'new')
    return <NewCustomerForm initial={search} onAdd={onPick} onBack={() => setMode('find')} />;

  const hasTerm = term.trim().length >= MIN_SEARCH_LENGTH;
  return (
    <div className="register-customer">
      <Input.Search
        autoFocus
        allowClear
        size="large"
        aria-label="Search customers"
        placeholder="Email or phone"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {customers.isError && <Alert type="error" showIcon title={customers.error.message} />}
      {hasTerm && customers.isFetching && !customers.data && <Spin />}
      {hasTerm && customers.data && customers.data.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No customer matches." />
      )}
      {hasTerm && customers.data && customers.data.length > 0 && (
        <ul className="register-customer__results" aria-label="Customers found">
          {customers.data.map((customer) => (
            <li key={customer.id}>
              <button type="button" className="register-customer__result" onClick={() => onPick(customer)}>
                <strong>{customerName(customer)}</strong>
                <span className="muted">{[customer.email, customer.phone].filter(Boolean).join(' · ')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button icon={<UserAddOutlined />} onClick={() => setMode('new')}>
        New customer
      </Button>
    </div>
  );
}

/** What a new customer needs (customerInput): a first name, and an email or a phone. */
function NewCustomerForm({
  initial,
  onAdd,
  onBack,
}: {
  initial: string;
  onAdd: (customer: CartCustomer) => void;
  onBack: () => void;
}) {
  const looksLikeEmail = initial.includes('@');
  const [fields, setFields] = useState({
    first_name: '',
    last_name: '',
    email: looksLikeEmail ? initial.trim() : '',
    phone: looksLikeEmail ? '' : initial.trim(),
  });
  const [problems, setProblems] = useState<Record<string, string>>({});

  const add = () => {
    const parsed = customerInput.safeParse(fields);
    if (!parsed.success) {
      // customerInput is "an id, or a new customer": the new customer's own messages are the ones to show.
      const issues = parsed.error.issues.flatMap((issue) =>
        issue.code === 'invalid_union' ? issue.errors.flat() : [issue],
      );
      const byField: Record<string, string> = {};
      for (const issue of issues) {
        const field = String(issue.path[0] ?? 'email');
        if (field !== 'id' && !byField[field]) byField[field] = issue.message;
      }
      setProblems(byField);
      return;
    }
    onAdd({
      id: null,
      first_name: fields.first_name.trim(),
      last_name: fields.last_name.trim(),
      email: fields.email.trim() || null,
      phone: fields.phone.trim() || null,
    });
  };

  const field = (
    name: keyof typeof fields,
    label: string,
    props: { autoFocus?: boolean; type?: string } = {},
  ) => (
    <label className="register-customer__field">
      <span>{label}</span>
      <Input
        {...props}
        size="large"
        value={fields[name]}
        status={problems[name] ? 'error' : undefined}
        onChange={(event) => {
          setFields({ ...fields, [name]: event.target.value });
          setProblems({ ...problems, [name]: '' });
        }}
      />
      {problems[name] && (
        <span className="register-customer__problem" role="alert">
          {problems[name]}
        </span>
      )}
    </label>
  );

  return (
    <form
      className="register-customer"
      aria-label="New customer"
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <div className="register-customer__names">
        {field('first_name', 'First name', { autoFocus: true })}
        {field('last_name', 'Last name')}
      </div>
      {field('email', 'Email', { type: 'email' })}
      {field('phone', 'Phone', { type: 'tel' })}
      <div className="register-customer__actions">
        <Button onClick={onBack}>Back to search</Button>
        <Button type="primary" htmlType="submit">
          Add customer
        </Button>
      </div>
    </form>
  );
}
