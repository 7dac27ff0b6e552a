/** Thin gradient bar at the very top, shown while a lazily loaded page chunk arrives. */
export function TopProgressBar() {
  return (
    <div
      className="top-progress"
      role="progressbar"
      aria-label="Cargando página"
      data-testid="top-progress"
    >
      <div className="top-progress__bar" />
    </div>
  );
}
