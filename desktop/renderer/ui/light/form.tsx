import { type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  onSubmit: (event: FormEvent) => void;
  /** Every field at once while the form is sent (antd's Form disabled): a disabled fieldset. */
  disabled?: boolean;
  /** The buttons, after the fields and not disabled with them (a loading submit button stays primary). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A form with the browser's own checks off: the contract's messages speak (useForm). */
export function Form({ onSubmit, disabled = false, actions, className, children, ...props }: FormProps) {
  return (
    <form noValidate className={cx('lt-form', className)} onSubmit={onSubmit} {...props}>
      <fieldset className="lt-form__fields" disabled={disabled}>
        {children}
      </fieldset>
      {actions}
    </form>
  );
}
