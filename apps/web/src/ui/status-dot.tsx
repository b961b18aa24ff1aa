/** Spec §4: green and pulsing when connected, red otherwise (amber while a first connection is made). */
export function StatusDot({
  status,
  label,
  className = '',
}: {
  status: 'live' | 'connecting' | 'down';
  label: string;
  className?: string;
}) {
  const colour =
    status === 'live' ? 'bg-emerald-500' : status === 'connecting' ? 'bg-amber-500' : 'bg-red-500';
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-status={status}
      className={`relative inline-flex size-2.5 shrink-0 ${className}`}
    >
      {status === 'live' ? (
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60" />
      ) : null}
      <span className={`relative inline-flex size-2.5 rounded-full ${colour}`} />
    </span>
  );
}
