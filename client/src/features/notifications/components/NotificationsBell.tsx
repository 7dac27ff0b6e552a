import { Bell } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { formatBadgeCount } from '../../../shared/ui/badge-count';
import { CountBadge } from '../../../shared/ui/CountBadge';
import { useIsDesktop } from '../../../shared/hooks/useMediaQuery';
import { useUnreadNotifications } from '../hooks/useUnreadNotifications';
import { notificationsStrings as s } from '../strings';
import { NotificationsPanel } from './NotificationsPanel';
import './notifications.css';

const PANEL_GAP_PX = 8;
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Anchor {
  top: number;
  right: number;
}

function anchorOf(button: HTMLElement | null): Anchor {
  const rect = button?.getBoundingClientRect();
  if (!rect) {
    return { top: 72, right: 12 };
  }
  return {
    top: Math.round(rect.bottom + PANEL_GAP_PX),
    right: Math.max(12, Math.round(window.innerWidth - rect.right)),
  };
}

/**
 * Bell with the live unread badge ('9+' from 10). It opens the list: a panel under the bell on
 * wide screens, a full-screen sheet on phones. Escape, the close button or a click outside close it.
 */
export function NotificationsBell() {
  const isDesktop = useIsDesktop();
  const unreadCount = useUnreadNotifications();
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<Anchor>({ top: 72, right: 12 });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const sheet = !isDesktop;

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) {
      buttonRef.current?.focus();
    }
  }, []);

  // Place the panel under the bell, and keep it there when the window changes size.
  useLayoutEffect(() => {
    if (!open || sheet) {
      return;
    }
    const place = () => setAnchor(anchorOf(buttonRef.current));
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open, sheet]);

  useEffect(() => {
    if (!open) {
      return;
    }
    panelRef.current?.querySelector<HTMLElement>('h2')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        close(false);
      }
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onEscape);
    if (sheet) {
      document.body.classList.add('scroll-locked');
    }
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onEscape);
      if (sheet) {
        document.body.classList.remove('scroll-locked');
      }
    };
  }, [open, sheet, close]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    // The phone sheet covers the page: keep Tab inside it.
    if (event.key === 'Tab' && sheet && panelRef.current) {
      const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) {
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const badgeText = formatBadgeCount(unreadCount);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn"
        aria-label={badgeText ? s.bellWithCount(badgeText) : s.bellLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="notifications-bell"
        onClick={() => setOpen((value) => !value)}
      >
        <Bell size={20} aria-hidden="true" />
        <CountBadge count={unreadCount} label={s.unread} />
      </button>
      {open
        ? createPortal(
            <div
              ref={panelRef}
              id={panelId}
              role="dialog"
              aria-modal={sheet ? true : undefined}
              aria-labelledby={titleId}
              className={`notifications-panel${sheet ? ' notifications-panel--sheet' : ''}`}
              style={sheet ? undefined : { top: anchor.top, right: anchor.right }}
              data-testid="notifications-panel"
              onKeyDown={onKeyDown}
            >
              <NotificationsPanel titleId={titleId} unreadCount={unreadCount} onClose={close} />
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
