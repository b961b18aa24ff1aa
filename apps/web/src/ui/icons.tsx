import type { ReactNode } from 'react';

/** The few line icons the console uses (24×24, drawn in currentColor). */
const paths = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  events:
    'M7 3v3M17 3v3M4 8h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM8 12h3v3H8z',
  reports: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  checkIn: 'M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H3',
  display: 'M3 5h18v11H3zM8 20h8M12 16v4',
  manager: 'M4 6h16M4 12h16M4 18h10',
  studio: 'M4 7h11v10H4zM15 10l5-3v10l-5-3',
  vault: 'M4 4h16v16H4zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 4v2M12 18v2M4 12h2M18 12h2',
  book: 'M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2zM4 19V5M8 7h8',
  sparkle: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  chevron: 'M8 10l4 4 4-4',
  audit: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  chat: 'M4 5h16v11H9l-5 4z',
  table: 'M3 8a9 4 0 0 1 18 0v8a9 4 0 0 1-18 0zM3 8a9 4 0 0 0 18 0',
  players: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 21a6 6 0 0 0-4-5.7',
  mic: 'M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12a7 7 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-2-1.2L14 3h-4l-.5 2.6a7 7 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7 7 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 2 1.2L10 21h4l.5-2.6a7 7 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2z',
} as const;

export type IconName = keyof typeof paths;

/**
 * The frame of every line drawing of the console: a 24×24 box drawn in currentColor, hidden from
 * assistive technology (the control around it carries the name).
 */
export function LineSvg({
  className,
  strokeWidth = '1.8',
  round = false,
  children,
}: {
  className: string;
  strokeWidth?: string;
  /** Round caps and joins for every path. */
  round?: boolean;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      {...(round ? { strokeLinecap: 'round', strokeLinejoin: 'round' } : {})}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export function Icon({ name, className = 'size-4' }: { name: IconName; className?: string }) {
  return (
    <LineSvg className={className} round>
      <path d={paths[name]} />
    </LineSvg>
  );
}
