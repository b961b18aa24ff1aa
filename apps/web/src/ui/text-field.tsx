import { type InputHTMLAttributes, useId } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A line under the field saying what it expects. */
  hint?: string | undefined;
}

export function TextField({ label, hint, className = '', ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...rest}
        className="h-10 rounded-md border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-xs placeholder:text-zinc-400 focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-500/40 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500"
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A search box under a small label, narrowing a list as one types (players by name or @handle…). */
export function SearchField({
  label,
  value,
  onValue,
  placeholder,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <label className="flex flex-col gap-1">
      <span className="text-xs font-medium text-zinc-700 dark:text-zinc-300">{label}</span>
      <input
        type="search"
        value={value}
        onChange={(e) => onValue(e.target.value)}
        placeholder={placeholder}
        className="h-9 rounded-md border border-zinc-300 bg-white px-2.5 text-sm focus-visible:outline-2 focus-visible:outline-accent-500/40 dark:border-zinc-700 dark:bg-zinc-950"
      />
    </label>
  );
}
