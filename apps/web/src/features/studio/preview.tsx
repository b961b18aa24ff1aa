import { useEffect, useRef, useState } from 'react';

export type Backdrop = 'checker' | 'dark' | 'light';

const BACKDROPS: Record<Backdrop, string> = {
  // The transparent parts of an overlay show as the classic checkerboard.
  checker: 'repeating-conic-gradient(#d4d4d8 0% 25%, #f4f4f5 0% 50%) 0 0 / 24px 24px',
  dark: '#18181b',
  light: '#e4e4e7',
};

/**
 * Exactly what OBS loads: the link's page in a frame of the browser source's size (1920×1080, or
 * 1080×1920 for a vertical feed), scaled down to fit, its transparent background over a backdrop.
 */
export function FeedPreview({
  src,
  width,
  height,
  title,
  backdrop,
  maxHeight = 520,
}: {
  src: string;
  width: number;
  height: number;
  title: string;
  backdrop: Backdrop;
  maxHeight?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setRoom(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const scale = room > 0 ? Math.min(room / width, maxHeight / height) : 0;
  return (
    <div ref={box} className="w-full">
      <div
        data-testid="feed-preview"
        className="relative mx-auto overflow-hidden rounded-md ring-1 ring-zinc-300 dark:ring-zinc-700"
        style={{ width: width * scale, height: height * scale, background: BACKDROPS[backdrop] }}
      >
        {scale > 0 ? (
          <iframe
            key={src}
            src={src}
            title={title}
            width={width}
            height={height}
            style={{
              width,
              height,
              border: 0,
              transform: `scale(${scale})`,
              transformOrigin: '0 0',
              background: 'transparent',
            }}
          />
        ) : null}
      </div>
    </div>
  );
}

export function BackdropPicker({ value, onChange }: { value: Backdrop; onChange: (b: Backdrop) => void }) {
  const options: { value: Backdrop; label: string }[] = [
    { value: 'checker', label: 'Checkerboard' },
    { value: 'dark', label: 'Dark' },
    { value: 'light', label: 'Light' },
  ];
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">Preview backdrop</legend>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={`h-7 rounded px-2 text-xs font-medium focus-visible:outline-2 focus-visible:outline-accent-500 ${
            o.value === value
              ? 'bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900'
              : 'text-zinc-600 hover:bg-zinc-100 dark:text-zinc-400 dark:hover:bg-zinc-800'
          }`}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}
