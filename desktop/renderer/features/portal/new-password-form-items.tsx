import { Form, Input } from 'antd';
import { newPassword } from '@shared/contracts/auth';
import { zodFieldErrors } from '../../ui/zod-message';
import { zodRule } from '../../ui/zod-rule';
import { newPasswordForm } from '../auth/new-password-form';

/**
 * NewPasswordFields for a form still built with antd (the consigner portal's sign-up and settings):
 * the same two boxes with the same rules, read from `newPasswordForm`.
 */
export function NewPasswordFormItems({ passwordLabel = 'Password' }: { passwordLabel?: string }) {
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
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              const errors = zodFieldErrors(newPasswordForm, {
                password: getFieldValue('password') ?? '',
                confirmPassword: value ?? '',
              });
              if (errors.confirmPassword) throw new Error(errors.confirmPassword);
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
    </>
  );
}
