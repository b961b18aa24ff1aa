/**
 * Form fields with their error beside them: a label, the control, then either the error (red, linked
 * with aria-describedby and aria-invalid) or a hint. The form decides what is wrong (with the schema
 * the server checks); these only show it.
 */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  useEffect,
  useId,
  useState,
} from 'react';

const control =
  'h-9 w-full rounded-md border bg-white px-2.5 text-sm text-zinc-900 shadow-xs placeholder:text-zinc-400 focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-500/40 disabled:opacity-60 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500';
const border = (error: string | undefined) =>
  error ? 'border-red-500 dark:border-red-500' : 'border-zinc-300 dark:border-zinc-700';

/** The message under a field, or a line for the whole form. */
export function FormError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
      {children}
    </p>
  );
}

/** Under a field: its error when it has one, else its hint. */
function FieldNote({ id, error, hint }: { id: string; error: string | undefined; hint: ReactNode }) {
  if (error) return <FormError id={`${id}-error`}>{error}</FormError>;
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
      {hint}
    </p>
  );
}

interface FieldFrame {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Hides the label visually (a table cell); screen readers still read it. */
  hideLabel?: boolean;
  className?: string;
}

function Frame({
  label,
  error,
  hint,
  hideLabel,
  className = '',
  children,
}: FieldFrame & { children: (id: string, describedBy: string | undefined) => ReactNode }) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'text-xs font-medium text-zinc-700 dark:text-zinc-300'}
      >
        {label}
      </label>
      {children(id, describedBy)}
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}

export type InputFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
    /** Figures: right-aligned, tabular. */
    numeric?: boolean;
  };

export function InputField({ label, error, hint, hideLabel, className, numeric, ...rest }: InputFieldProps) {
  return (
    <Frame label={label} error={error} hint={hint} hideLabel={hideLabel} className={className}>
      {(id, describedBy) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
          className={`${control} ${numeric ? 'tabular text-right' : ''} ${border(error)}`}
        />
      )}
    </Frame>
  );
}

/**
 * A number typed as text: what the user types stays on screen while they type; the form gets a number,
 * or NaN for something that is not one (the schema then says so next to the field).
 */
export function NumberField({
  label,
  value,
  onValue,
  error,
  hint,
  hideLabel,
  className,
  ...rest
}: FieldFrame & {
  value: number;
  onValue: (value: number) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'>) {
  const [text, setText] = useState(Number.isNaN(value) ? '' : String(value));
  useEffect(() => {
    setText((current) =>
      Number(current) === value || (current === '' && Number.isNaN(value)) ? current : String(value),
    );
  }, [value]);
  return (
    <InputField
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      className={className}
      numeric
      inputMode="decimal"
      {...rest}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onValue(e.target.value.trim() === '' ? Number.NaN : Number(e.target.value));
      }}
    />
  );
}

export function SelectField<T extends string>({
  label,
  value,
  onValue,
  options,
  error,
  hint,
  hideLabel,
  className,
  ...rest
}: FieldFrame & {
  value: T;
  onValue: (value: T) => void;
  options: readonly { value: T; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'className'>) {
  return (
    <Frame label={label} error={error} hint={hint} hideLabel={hideLabel} className={className}>
      {(id, describedBy) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
          value={value}
          onChange={(e) => onValue(e.target.value as T)}
          className={`${control} ${border(error)}`}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Frame>
  );
}

export function CheckboxField({
  label,
  checked,
  onChecked,
  hint,
  error,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  hint?: ReactNode;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChecked(e.target.checked)}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-4 rounded border-zinc-300 accent-accent-700 focus-visible:outline-2 focus-visible:outline-accent-500 dark:border-zinc-600"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm text-zinc-800 dark:text-zinc-200">
          {label}
        </label>
        <FieldNote id={id} error={error} hint={hint} />
      </div>
    </div>
  );
}
