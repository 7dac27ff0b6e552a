import { BadgeCheck } from 'lucide-react';

const LABEL = 'Cuenta verificada';

/** The check beside the name of a paid plan's holder (their account is verified). */
export function VerifiedBadge({ size = 16 }: { size?: number }) {
  return (
    <span className="verified-badge" role="img" aria-label={LABEL} title={LABEL}>
      <BadgeCheck size={size} aria-hidden="true" />
    </span>
  );
}
