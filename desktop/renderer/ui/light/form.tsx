import { type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { Button } from './button';
import { cx } from './cx';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  onSubmit: (event: FormEvent) => void;
  /** The form's submit button: large, primary, the form's width, after the fields. */
  submitLabel: ReactNode;
  /**
   * While the form is sent: every field disabled at once (antd's Form disabled: a disabled
   * fieldset) and the submit button loading (it stays primary, outside the fieldset).
   */
  pending?: boolean;
  children: ReactNode;
}

/** A form with the browser's own checks off: the contract's messages speak (useForm). */
export function Form({ onSubmit, submitLabel, pending = false, className, children, ...props }: FormProps) {
  return (
    <form noValidate className={cx('lt-form', className)} onSubmit={onSubmit} {...props}>
      <fieldset className="lt-form__fields" disabled={pending}>
        {children}
      </fieldset>
      <Button type="primary" htmlType="submit" size="large" block loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
