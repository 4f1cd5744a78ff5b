import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { cx } from './cx';
import { CloseIcon } from './icons';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Buttons at the bottom; null for none. */
  footer?: ReactNode | null;
  width?: number | string;
  closable?: boolean;
  /** Clicking the dimmed page around closes it too (antd's maskClosable). */
  maskClosable?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * antd's Modal on the native `<dialog>` with showModal(): the browser traps focus, dims the page,
 * closes on Esc and gives the role; the title names it. Only mounted content while open.
 */
export function Dialog({
  open,
  title,
  onClose,
  footer,
  width = 520,
  closable = true,
  maskClosable = true,
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={cx('lt-dialog', className)}
      aria-labelledby={titleId}
      style={{ '--lt-dialog-width': typeof width === 'number' ? `${width}px` : width } as CSSProperties}
      onCancel={(event) => {
        // Esc: the parent decides (it sets open), so the element and the state never disagree.
        event.preventDefault();
        if (closable) onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself, not its content, landed on the backdrop.
        if (maskClosable && event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="lt-dialog__content">
          <div className="lt-dialog__header">
            <h2 className="lt-dialog__title" id={titleId}>
              {title}
            </h2>
            {closable && (
              <button type="button" className="lt-dialog__close" aria-label="Close" onClick={onClose}>
                <CloseIcon />
              </button>
            )}
          </div>
          <div className="lt-dialog__body">{children}</div>
          {footer !== null && footer !== undefined && <div className="lt-dialog__footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
