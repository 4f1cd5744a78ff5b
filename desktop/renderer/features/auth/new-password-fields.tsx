import { CheckCircleFilledIcon, Field, PasswordInput, type FormApi } from '../../ui/light';
import { type NewPasswordValues } from './new-password-form';

/** The two boxes of `newPasswordForm` (new-password-form.ts), each ticked once it passes (antd's hasFeedback). */
export function NewPasswordFields({
  form,
  passwordLabel = 'Password',
}: {
  form: FormApi<NewPasswordValues>;
  passwordLabel?: string;
}) {
  const fieldOf = (name: keyof NewPasswordValues, label: string) => (
    <Field label={label} htmlFor={form.idOf(name)} error={form.error(name)}>
      <PasswordInput
        {...form.field(name)}
        autoComplete="new-password"
        size="large"
        suffix={form.isValid(name) ? <CheckCircleFilledIcon className="lt-feedback-ok" /> : undefined}
      />
    </Field>
  );
  return (
    <>
      {fieldOf('password', passwordLabel)}
      {fieldOf('confirmPassword', 'Confirm Password')}
    </>
  );
}
