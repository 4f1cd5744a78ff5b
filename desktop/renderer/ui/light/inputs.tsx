import {
  useEffect,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from './cx';
import { CloseIcon, EyeIcon, EyeOffIcon, SearchIcon } from './icons';

/** What every kit input takes besides the native input's props. */
interface InputLook {
  status?: 'error';
  size?: 'large' | 'middle' | 'small';
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** Fixed text joined to the box's end, outside it (antd's addonAfter): ".consigndesk.app". */
  addonAfter?: ReactNode;
}

export interface TextInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'>, InputLook {
  ref?: Ref<HTMLInputElement>;
}

/** The frame antd draws around an input: border, focus ring, error red, prefix and suffix inside. */
function InputFrame({
  status,
  size,
  disabled,
  prefix,
  suffix,
  addonAfter,
  className,
  children,
}: InputLook & { disabled?: boolean; className?: string; children: ReactNode }) {
  const frame = (
    <span
      className={cx(
        'lt-input',
        size && size !== 'middle' && `lt-input--${size}`,
        status === 'error' && 'lt-input--error',
        disabled && 'lt-input--disabled',
        className,
      )}
    >
      {prefix && <span className="lt-input__prefix">{prefix}</span>}
      {children}
      {suffix && <span className="lt-input__suffix">{suffix}</span>}
    </span>
  );
  if (addonAfter === undefined || addonAfter === null || addonAfter === false) return frame;
  return (
    <span className="lt-input-group">
      {frame}
      <span className={cx('lt-input-group__addon', status === 'error' && 'lt-input-group__addon--error')}>
        {addonAfter}
      </span>
    </span>
  );
}

/** antd's Input: a native `<input>` (type text unless told) in antd's frame. */
export function TextInput({
  status,
  size,
  prefix,
  suffix,
  addonAfter,
  className,
  type = 'text',
  ...props
}: TextInputProps) {
  return (
    <InputFrame
      status={status}
      size={size}
      prefix={prefix}
      suffix={suffix}
      addonAfter={addonAfter}
      disabled={props.disabled}
      className={className}
    >
      <input type={type} className="lt-input__control" {...props} />
    </InputFrame>
  );
}

/** antd's Input.Password: typed blind, with a Show password / Hide password toggle. */
export function PasswordInput({ suffix, ...props }: Omit<TextInputProps, 'type'>) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={isVisible ? 'text' : 'password'}
      suffix={
        <>
          {suffix}
          <button
            type="button"
            className="lt-input__action"
            // Like antd's eye: a click away, not a stop on the way from the password to the submit button.
            tabIndex={-1}
            aria-label={isVisible ? 'Hide password' : 'Show password'}
            aria-pressed={isVisible}
            disabled={props.disabled}
            onClick={() => setIsVisible((visible) => !visible)}
          >
            {isVisible ? <EyeIcon /> : <EyeOffIcon />}
          </button>
        </>
      }
    />
  );
}

export interface SearchInputProps extends Omit<TextInputProps, 'type' | 'onChange'> {
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The text after a change or the Clear button, for callers that want the string only. */
  onValueChange?: (value: string) => void;
  /** Enter pressed (antd's onSearch). */
  onSearch?: (value: string) => void;
}

/**
 * Empties an input the way typing would: the native value setter and an input event, so React calls
 * the input's onChange with a real event (whatever the caller reads from it, form.field included).
 */
function clearInput(input: HTMLInputElement): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** antd's Input with allowClear and a search icon: `type="search"` (a searchbox), a Clear button. */
export function SearchInput({
  onChange,
  onValueChange,
  onSearch,
  value,
  onKeyDown,
  ...props
}: SearchInputProps) {
  // Uncontrolled (no value), the box still knows whether it holds text, for its Clear button.
  const [ownText, setOwnText] = useState(String(props.defaultValue ?? ''));
  const text = value === undefined ? ownText : String(value);
  return (
    <TextInput
      {...props}
      type="search"
      value={value}
      prefix={props.prefix ?? <SearchIcon />}
      onChange={(event) => {
        setOwnText(event.target.value);
        onChange?.(event);
        onValueChange?.(event.target.value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Enter') onSearch?.(event.currentTarget.value);
      }}
      suffix={
        text !== '' && !props.disabled ? (
          <button
            type="button"
            className="lt-input__action"
            aria-label="Clear"
            onClick={(event) => {
              const input = event.currentTarget.closest('.lt-input')?.querySelector('input');
              if (!input) return;
              clearInput(input);
              onSearch?.('');
              input.focus();
            }}
          >
            <CloseIcon />
          </button>
        ) : (
          props.suffix
        )
      }
    />
  );
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  status?: 'error';
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ status, className, ...props }: TextAreaProps) {
  return (
    <textarea
      className={cx('lt-input', 'lt-textarea', status === 'error' && 'lt-input--error', className)}
      {...props}
    />
  );
}

export interface NumberInputProps
  extends
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'size' | 'prefix' | 'value' | 'onChange' | 'min' | 'max' | 'step'
    >,
    InputLook {
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Digits after the point shown once the field is left (antd's precision: 200 → "200.00"). */
  precision?: number;
  ref?: Ref<HTMLInputElement>;
}

/** What a typed number reads as: null for nothing or not a number. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '' || trimmed === '-' || trimmed === '.') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

const formatNumber = (value: number | null, precision: number | undefined) =>
  value === null ? '' : precision === undefined ? String(value) : value.toFixed(precision);

/**
 * antd's InputNumber: a text box with the number keyboard (role spinbutton, like antd's), arrow
 * keys step, the value kept within min and max when the field is left.
 */
export function NumberInput({
  value,
  onChange,
  min,
  max,
  step = 1,
  precision,
  status,
  size,
  prefix,
  suffix,
  className,
  onBlur,
  onKeyDown,
  ...props
}: NumberInputProps) {
  const [draft, setDraft] = useState(() => formatNumber(value, precision));
  // A value set from outside (a reset, another field) replaces what is typed.
  useEffect(() => {
    setDraft((current) => (parseNumber(current) === value ? current : formatNumber(value, precision)));
  }, [value, precision]);
  const clamp = (number: number) => Math.min(max ?? Infinity, Math.max(min ?? -Infinity, number));
  const commit = (number: number | null) => {
    const next = number === null ? null : clamp(number);
    setDraft(formatNumber(next, precision));
    if (next !== value) onChange(next);
  };
  return (
    <InputFrame
      status={status}
      size={size}
      prefix={prefix}
      suffix={suffix}
      disabled={props.disabled}
      className={className}
    >
      <input
        type="text"
        inputMode={
          precision === 0 || (Number.isInteger(step) && precision === undefined) ? 'numeric' : 'decimal'
        }
        role="spinbutton"
        aria-valuenow={value ?? undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        autoComplete="off"
        className="lt-input__control"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          const number = parseNumber(event.target.value);
          if (number !== value) onChange(number);
        }}
        onBlur={(event) => {
          commit(parseNumber(draft));
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
          event.preventDefault();
          commit((value ?? 0) + (event.key === 'ArrowUp' ? step : -step));
        }}
        {...props}
      />
    </InputFrame>
  );
}
