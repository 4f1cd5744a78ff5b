import { useRef } from 'react';
import { backspaceOtp, typeIntoOtp } from './otp';

export interface OtpInputProps {
  length?: number;
  value: string;
  onChange: (code: string) => void;
  /** The first box's id (a Field's htmlFor); the others follow it. */
  id?: string;
  /** Names the boxes: "Digit 1 of 6 of <label>". */
  'aria-label'?: string;
  status?: 'error';
  disabled?: boolean;
  autoFocus?: boolean;
  onBlur?: () => void;
}

/** antd's Input.OTP: one box per digit, typing moves on, Backspace moves back, a paste fills them all. */
export function OtpInput({
  length = 6,
  value,
  onChange,
  id,
  'aria-label': label = 'Code',
  status,
  disabled,
  autoFocus,
  onBlur,
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[index]?.focus();
  return (
    <div
      className="lt-otp"
      role="group"
      aria-label={label}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
    >
      {Array.from({ length }, (_, index) => (
        <span
          key={index}
          className={status === 'error' ? 'lt-input lt-input--error lt-otp__box' : 'lt-input lt-otp__box'}
        >
          <input
            ref={(element) => {
              boxes.current[index] = element;
            }}
            id={index === 0 ? id : undefined}
            className="lt-input__control"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${length} of ${label}`}
            value={value[index] ?? ''}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => {
              const next = typeIntoOtp(value, index, event.target.value, length);
              onChange(next.code);
              focusBox(next.focus);
            }}
            onPaste={(event) => {
              event.preventDefault();
              const next = typeIntoOtp(value, index, event.clipboardData.getData('text'), length);
              onChange(next.code);
              focusBox(next.focus);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Backspace') {
                event.preventDefault();
                const next = backspaceOtp(value, index);
                onChange(next.code);
                focusBox(next.focus);
              } else if (event.key === 'ArrowLeft') focusBox(index - 1);
              else if (event.key === 'ArrowRight') focusBox(Math.min(index + 1, value.length));
            }}
          />
        </span>
      ))}
    </div>
  );
}
