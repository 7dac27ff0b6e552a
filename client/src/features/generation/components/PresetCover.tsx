import { useState } from 'react';

/** A steady hue per preset, so a missing cover still tells the models apart. */
function hueOf(id: string): number {
  let hash = 0;
  for (const char of id) {
    hash = (hash * 31 + char.charCodeAt(0)) % 360;
  }
  return hash;
}

/** The preset's cover image, or a gradient with its initials when the image cannot load. */
export function PresetCover({
  id,
  name,
  image,
  className,
}: {
  id: string;
  name: string;
  image: string;
  className: string;
}) {
  const [broken, setBroken] = useState(false);
  if (broken || !image) {
    const hue = hueOf(id);
    const initials = name
      .split(/[\s.-]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0])
      .join('')
      .toUpperCase();
    return (
      <span
        className={`${className} gen-cover-fallback`}
        style={{
          background: `linear-gradient(135deg, hsl(${hue} 70% 55%), hsl(${(hue + 60) % 360} 75% 45%))`,
        }}
        aria-hidden="true"
      >
        {initials}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={image}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
