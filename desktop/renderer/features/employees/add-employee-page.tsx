import { Button, Card, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { createEmployeeRequest } from '@shared/contracts/employees';
import { notices } from '@shared/messages';
import { isApiError } from '../../api/api-error';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { showServerFieldErrors, zodRule } from '../../ui/zod-rule';
import { useCreateEmployeeMutation } from './mutations';
import { EMAIL_INPUT_PROPS } from '../../ui/input-props';

interface AddEmployeeValues {
  firstName: string;
  lastName: string;
  email: string;
}

const { shape } = createEmployeeRequest;

/** spec 000 §2.3 Add Employee: First Name, Last Name, Email and an Invite button (the invite mail goes out). */
export function AddEmployeePage() {
  const [form] = Form.useForm<AddEmployeeValues>();
  const create = useCreateEmployeeMutation();
  const navigate = useNavigate();

  const onFinish = (values: AddEmployeeValues) => {
    create.mutate(createEmployeeRequest.parse(values), {
      onSuccess: ({ employee }) => {
        notify.success(notices.employees.added);
        void navigate(`/employees/${employee.id}`, { replace: true });
      },
      onError: (error) => {
        if (isApiError(error)) showServerFieldErrors(form, error.fields);
      },
    });
  };

  return (
    <>
      <PageHeader title="Add Employee" back={{ to: '/employees', label: 'Employees' }} />
      <Card className="form-card">
        <Form form={form} layout="vertical" requiredMark onFinish={onFinish} disabled={create.isPending}>
          <div className="form-card__row">
            <Form.Item label="First Name" name="firstName" required rules={[zodRule(shape.firstName)]}>
              <Input size="large" autoComplete="off" autoFocus />
            </Form.Item>
            <Form.Item label="Last Name" name="lastName" required rules={[zodRule(shape.lastName)]}>
              <Input size="large" autoComplete="off" />
            </Form.Item>
          </div>
          <Form.Item
            label="Email"
            name="email"
            required
            rules={[zodRule(shape.email)]}
            extra="The invitation to set a password goes to this address."
          >
            <Input {...EMAIL_INPUT_PROPS} size="large" autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" loading={create.isPending}>
            Invite
          </Button>
        </Form>
      </Card>
    </>
  );
}
