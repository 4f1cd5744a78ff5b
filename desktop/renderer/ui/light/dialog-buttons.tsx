import { type ReactNode } from 'react';
import { Button } from './button';

export interface DialogButtonsProps {
  okText: ReactNode;
  onOk?: () => void;
  onCancel: () => void;
  cancelText?: ReactNode;
  okDisabled?: boolean;
  okLoading?: boolean;
  /** The id of a form in the dialog: OK submits it (Enter in a field does too). */
  okForm?: string;
}

/** A Dialog's usual footer, antd's Modal okText/onOk: Cancel, then the primary action. */
export function DialogButtons({
  okText,
  onOk,
  onCancel,
  cancelText = 'Cancel',
  okDisabled = false,
  okLoading = false,
  okForm,
}: DialogButtonsProps) {
  return (
    <>
      <Button onClick={onCancel}>{cancelText}</Button>
      <Button
        type="primary"
        htmlType={okForm === undefined ? 'button' : 'submit'}
        form={okForm}
        disabled={okDisabled}
        loading={okLoading}
        onClick={onOk}
      >
        {okText}
      </Button>
    </>
  );
}
