interface AvatarProps {
  name: string;
  src?: string | null;
  size?: number;
}

/** Round user picture, falling back to the initial on the brand gradient. */
export function Avatar({ name, src, size = 36 }: AvatarProps) {
  const dimension = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  return (
    <span className="avatar" style={dimension} aria-hidden="true">
      {src ? <img src={src} alt="" /> : (name.trim()[0] ?? '?')}
    </span>
  );
}
