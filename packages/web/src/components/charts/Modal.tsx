import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import './member-pages.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The dialog's focusable controls in tab order (those rendered: hidden ones have no client rects). */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

interface ModalProps {
  title: string;
  /** Shown under the title. */
  lead?: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** Narrow dialogs (confirmations). */
  size?: 'narrow' | 'wide';
  testId?: string;
}

/**
 * A modal dialog on the native <dialog> element: the rest of the page is inert while it is open (so focus stays
 * inside), Escape closes it, and focus goes back to where it was when it closes.
 */
export function Modal({ title, lead, onClose, children, size = 'wide', testId }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>(
      '[data-autofocus], input:not([readonly]), select, textarea, button',
    );
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`modal modal-${size}`}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        // Escape: close through the owner, so its state follows.
        event.preventDefault();
        close.current();
      }}
      onKeyDown={(event) => {
        // Keep Tab inside the dialog: Chromium lets it leave a modal <dialog> for the browser's own controls.
        if (event.key !== 'Tab' || !ref.current) return;
        const items = focusables(ref.current);
        const first = items[0];
        const last = items.at(-1);
        if (!first || !last) return;
        const active = document.activeElement;
        if (event.shiftKey && (active === first || !ref.current.contains(active))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && active === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content box) closes it.
        if (event.target === ref.current) close.current();
      }}
    >
      <div className="modal-inner">
        <header className="modal-head">
          <div>
            <h2 id={titleId} className="modal-title">
              {title}
            </h2>
            {lead && <p className="modal-lead">{lead}</p>}
          </div>
          <button type="button" className="icon-button" aria-label="Close" onClick={() => close.current()}>
            <X size={20} aria-hidden="true" />
          </button>
        </header>
        <div className="modal-body">{children}</div>
      </div>
    </dialog>
  );
}
