import './logo.css';

/** Mixel wordmark with its gradient mark. */
export function Logo({
  inverted = false,
  compact = false,
}: {
  inverted?: boolean;
  compact?: boolean;
}) {
  return (
    <span className={`logo${inverted ? ' logo--inverted' : ''}`}>
      <svg className="logo__mark" viewBox="0 0 64 64" aria-hidden="true">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7c3aed" />
            <stop offset="1" stopColor="#ec4899" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill={inverted ? '#ffffff' : 'url(#logo-gradient)'} />
        <path
          d="M16 46V18h6l10 14 10-14h6v28h-7V30l-9 12-9-12v16z"
          fill={inverted ? '#7c3aed' : '#ffffff'}
        />
      </svg>
      {compact ? null : <span className="logo__word">Mixel</span>}
    </span>
  );
}
