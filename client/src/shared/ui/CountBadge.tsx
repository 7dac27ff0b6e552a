import { formatBadgeCount } from './badge-count';

export { formatBadgeCount };

interface CountBadgeProps {
  count: number;
  /** Accessible description, e.g. "notificaciones sin leer". */
  label: string;
}

/** Small counter pinned to the corner of an icon button; renders nothing for 0. */
export function CountBadge({ count, label }: CountBadgeProps) {
  const text = formatBadgeCount(count);
  if (text === null) {
    return null;
  }
  return (
    <span className="count-badge" data-testid="count-badge" aria-label={`${text} ${label}`}>
      {text}
    </span>
  );
}
