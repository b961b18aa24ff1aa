import { type CSSProperties, useState } from 'react';
import { initials } from './table-view.js';

/** A player's photo, or their initials when there is none (or it fails to load). */
export function Avatar({
  name,
  url,
  size,
  className = '',
  style,
}: {
  name: string;
  url: string | null | undefined;
  size: number;
  className?: string;
  style?: CSSProperties;
}) {
  const [failed, setFailed] = useState(false);
  const common = {
    className: `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-bold ${className}`,
    style: { width: size, height: size, fontSize: size * 0.38, ...style },
  };
  if (url && !failed) {
    return (
      <span {...common}>
        <img src={url} alt="" className="size-full object-cover" onError={() => setFailed(true)} />
      </span>
    );
  }
  return (
    <span {...common} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
