interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  circle?: boolean;
  className?: string;
}

export function Skeleton({
  width,
  height = '1rem',
  circle = false,
  className = '',
}: SkeletonProps) {
  return (
    <span
      className={`skeleton${circle ? ' skeleton--circle' : ''} ${className}`.trim()}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}
