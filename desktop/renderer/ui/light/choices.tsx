import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cx } from './cx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'size' | 'value' | 'onChange' | 'defaultValue'
> {
  options: readonly SelectOption[];
  value?: string | null;
  onChange?: (value: string) => void;
  /** A first, empty choice shown while nothing is chosen. */
  placeholder?: string;
  status?: 'error';
  size?: 'large' | 'middle' | 'small';
  ref?: Ref<HTMLSelectElement>;
}

/** antd's Select as the native `<select>` (a combobox, the phone's own picker), in antd's frame. */
export function Select({
  options,
  value,
  onChange,
  placeholder,
  status,
  size,
  className,
  ...props
}: SelectProps) {
  const hasValue = value !== undefined && value !== null && value !== '';
  return (
    <span
      className={cx(
        'lt-input',
        'lt-select',
        size && size !== 'middle' && `lt-input--${size}`,
        status === 'error' && 'lt-input--error',
        props.disabled && 'lt-input--disabled',
        !hasValue && 'lt-select--empty',
        className,
      )}
    >
      <select
        className="lt-input__control"
        value={value ?? ''}
        onChange={(event) => onChange?.(event.target.value)}
        {...props}
      >
        {(placeholder !== undefined || !hasValue) && (
          <option value="" disabled={hasValue}>
            {placeholder ?? ''}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <svg className="lt-select__arrow" viewBox="0 0 24 24" aria-hidden focusable="false">
        <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </span>
  );
}

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'checked' | 'value'
> {
  checked?: boolean;
  /** From form.field too: its value is the box's state. */
  value?: boolean;
  onChange?: (checked: boolean) => void;
  children?: ReactNode;
  status?: 'error';
  ref?: Ref<HTMLInputElement>;
}

/** antd's Checkbox: a native checkbox, its label the children. */
export function Checkbox({
  checked,
  value,
  onChange,
  children,
  className,
  status: _status,
  ...props
}: CheckboxProps) {
  return (
    <label className={cx('lt-check', props.disabled && 'lt-check--disabled', className)}>
      <input
        type="checkbox"
        className="lt-check__box"
        checked={checked ?? value ?? false}
        onChange={(event) => onChange?.(event.target.checked)}
        {...props}
      />
      {children !== undefined && <span>{children}</span>}
    </label>
  );
}

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  options: readonly RadioOption[];
  value?: string | null;
  onChange?: (value: string) => void;
  /** The inputs' name; one is made up when not given. */
  name?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  onBlur?: () => void;
  status?: 'error';
  /** antd's optionType="button": the choices as a row of joined buttons. */
  optionType?: 'default' | 'button';
  size?: 'large' | 'middle' | 'small';
  disabled?: boolean;
  /** Choices one under the other (antd: a vertical Space around the radios). */
  vertical?: boolean;
  id?: string;
  className?: string;
}

/** antd's Radio.Group on native radios: a radiogroup, arrow keys move the choice (the browser's own). */
export function RadioGroup({
  options,
  value,
  onChange,
  name,
  optionType = 'default',
  size,
  disabled = false,
  vertical = false,
  id,
  className,
  onBlur,
  status: _status,
  ...aria
}: RadioGroupProps) {
  const ownName = useId();
  return (
    <div
      role="radiogroup"
      id={id}
      className={cx(
        'lt-radios',
        optionType === 'button' && 'lt-radios--button',
        size && size !== 'middle' && `lt-radios--${size}`,
        vertical && 'lt-radios--vertical',
        className,
      )}
      onBlur={(event) => {
        // Left the group, not moved from one radio to the next.
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
      {...aria}
    >
      {options.map((option) => {
        const isDisabled = disabled || option.disabled === true;
        return (
          <label
            key={option.value}
            className={cx(
              'lt-radio',
              value === option.value && 'lt-radio--checked',
              isDisabled && 'lt-radio--disabled',
            )}
          >
            <input
              type="radio"
              className="lt-radio__input"
              name={name ?? ownName}
              value={option.value}
              checked={value === option.value}
              disabled={isDisabled}
              onChange={() => onChange?.(option.value)}
            />
            <span className="lt-radio__label">{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}
