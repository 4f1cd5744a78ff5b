import { Form, Input } from 'antd';
import { newPassword } from '@shared/contracts/auth';
import { zodRule } from '../../ui/zod-rule';
import { accountCopy } from './copy';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** A new password and the same again: typed blind, a slip of the finger would lock the clerk out. */
export function NewPasswordFields({ passwordLabel = 'Password' }: { passwordLabel?: string }) {
  return (
    <>
      <Form.Item label={passwordLabel} name="password" rules={[zodRule(newPassword)]} hasFeedback>
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item
        label="Confirm Password"
        name="confirmPassword"
        dependencies={['password']}
        hasFeedback
        rules={[
          { required: true, message: accountCopy.confirmPasswordRequired },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (value && value !== getFieldValue('password')) throw new Error(accountCopy.passwordsDiffer);
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
    </>
  );
}
