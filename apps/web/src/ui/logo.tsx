/**
 * The Railbird mark: a chip seen from above with a bird on the rail. It is drawn in currentColor
 * (the accent) with the page's surface colour cut out, so it switches with the theme by itself.
 */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <circle cx="16" cy="16" r="15" fill="currentColor" />
      <circle
        cx="16"
        cy="16"
        r="10.5"
        fill="none"
        className="stroke-zinc-50 dark:stroke-zinc-950"
        strokeWidth="2"
        strokeDasharray="4.1 4.1"
      />
      <path
        d="M11 20.5c2.8-.4 4.7-1.9 5.6-4.6l.9-2.8c.3-.9 1.1-1.5 2-1.5h1.7l-1.6 1.6v.9c0 3.6-2.9 6.4-6.5 6.4H11z"
        className="fill-zinc-50 dark:fill-zinc-950"
      />
    </svg>
  );
}

export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 text-accent-700 dark:text-accent-400 ${className}`}>
      <LogoMark />
      <span className="text-xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">Railbird</span>
    </span>
  );
}
