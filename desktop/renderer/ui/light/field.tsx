import { type ReactNode } from 'react';
import { cx } from './cx';
import { errorIdOf } from './use-form';

export interface FieldProps {
  label: ReactNode;
  /** The control's id: the label names it (getByLabel finds the control). */
  htmlFor?: string;
  /** Only marks the label, like antd's requiredMark; the schema decides. */
  required?: boolean;
  error?: string;
  /** The control is wrong without a message of its own here: the help line turns red (antd's validateStatus). */
  status?: 'error';
  help?: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** antd's vertical Form.Item: the label, the control, its error in red (or help), then the extra line. */
export function Field({
  label,
  htmlFor,
  required = false,
  error,
  status,
  help,
  extra,
  className,
  children,
}: FieldProps) {
  return (
    <div className={cx('lt-field', Boolean(error || help) && 'lt-field--with-help', className)}>
      <label
        className={required ? 'lt-field__label lt-field__label--required' : 'lt-field__label'}
        htmlFor={htmlFor}
      >
        {label}
      </label>
      {children}
      {error ? (
        <div className="lt-field__error" role="alert" id={htmlFor ? errorIdOf(htmlFor) : undefined}>
          {error}
        </div>
      ) : (
        help && (
          <div className={cx('lt-field__help', status === 'error' && 'lt-field__help--error')}>{help}</div>
        )
      )}
      {extra && <div className="lt-field__extra">{extra}</div>}
    </div>
  );
}
