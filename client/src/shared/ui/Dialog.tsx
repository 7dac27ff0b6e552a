import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Extra class for sizing (e.g. a wide or full-screen-on-phones variant). */
  className?: string;
  /** Shown before the title (e.g. a back button). */
  headerStart?: ReactNode;
}

/**
 * Modal built on the native <dialog>: focus is kept inside, Escape closes it and the page
 * behind stops scrolling while it is open.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  className,
  headerStart,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) {
      return;
    }
    if (open && !dialog.open) {
      dialog.showModal();
      document.body.classList.add('scroll-locked');
    } else if (!open && dialog.open) {
      dialog.close();
    }
    return () => {
      if (open) {
        document.body.classList.remove('scroll-locked');
      }
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop targets the <dialog> element itself.
        if (event.target === ref.current) {
          onClose();
        }
      }}
    >
      {open ? (
        <>
          <header className="dialog__header">
            {headerStart}
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="icon-btn" aria-label="Cerrar" onClick={onClose}>
              <X size={20} aria-hidden="true" />
            </button>
          </header>
          <div className="dialog__body">{children}</div>
          {footer ? <footer className="dialog__footer">{footer}</footer> : null}
        </>
      ) : null}
    </dialog>
  );
}
