import { useEffect, useRef } from 'react';
import { commonMessages } from '../i18n/common';
import { useT } from '../i18n/messages';
import { CloseIcon } from './icons';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Heading of the dialog (also its accessible name). */
  title: string;
  /** Hide the heading visually (it still names the dialog). */
  hideTitle?: boolean;
  children: React.ReactNode;
  className?: string;
}

/**
 * An accessible modal dialog on the native <dialog>: the page behind is inert (focus
 * stays inside), Escape, the close button and a click on the overlay close it, and focus
 * returns to the control that opened it.
 */
export function Modal({ open, onClose, title, hideTitle, children, className }: ModalProps) {
  // Named only while open, when the heading exists. Not `useId`: server and browser
  // render with different libraries whose generated ids differ (docs/decisions/0005).
  const titleId = open ? 'modal-title' : undefined;
  const t = useT(commonMessages);
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      document.documentElement.classList.add('has-modal');
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) {
      document.documentElement.classList.remove('has-modal');
      if (opener.current instanceof HTMLElement) opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  useEffect(() => () => document.documentElement.classList.remove('has-modal'), []);

  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // The dialog box fills the viewport as an overlay; a click that lands on it and
      // not on the panel inside is a click on the overlay.
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="modal-panel">
          <div className="modal-header">
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal-title'}>
              {title}
            </h2>
            <button
              type="button"
              className="icon-button modal-close"
              onClick={onClose}
              aria-label={t('close')}
            >
              <CloseIcon />
            </button>
          </div>
          <div className="modal-body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
