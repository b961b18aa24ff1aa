/**
 * Errors next to the fields they are about. A form parses its input with the schema the server checks
 * (packages/protocol api.ts) and shows each zod issue at its path; the server answers a bad value with
 * BAD_REQUEST whose message is `field.path: what was expected` joined by `; ` (decision 003), and, for
 * input errors, `data.fields` keyed by path. Both become one `FieldErrors` map.
 */

/** A message per field path (`name`, `blindLevels.2.blinds.1`); `form` holds what names no field. */
export type FieldErrors = Record<string, string>;

interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Drops `prefix.` from a path; a path outside the prefix is kept whole. */
function relative(path: string, prefix: string): string {
  if (!prefix) return path;
  if (path === prefix) return 'form';
  return path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : path;
}

/**
 * zod's built-in messages as a room manager reads them ("Too small: expected number to be >=0" →
 * "0 or more"); messages our schemas wrote themselves ("a table name is required") pass unchanged.
 */
const PLAIN: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/^Too small: expected number to be >=(-?[\d.]+)$/, (m) => `${m[1]} or more`],
  [/^Too small: expected number to be >(-?[\d.]+)$/, (m) => `more than ${m[1]}`],
  [/^Too big: expected number to be <=(-?[\d.]+)$/, (m) => `at most ${m[1]}`],
  [/^Too big: expected number to be <(-?[\d.]+)$/, (m) => `less than ${m[1]}`],
  [/^Invalid input: expected number, received NaN$/, () => 'a number is needed'],
  [/^Invalid input: expected int, received number$/, () => 'a whole number is needed'],
  [/^Too small: expected array to have >=(\d+) items?$/, (m) => `at least ${m[1]}`],
  [/^Too big: expected array to have <=(\d+) items?$/, (m) => `at most ${m[1]}`],
  [
    /^Invalid option: expected one of (.+)$/,
    (m) => `one of ${m[1]!.replaceAll('"', '').replaceAll('|', ', ')}`,
  ],
];

export function plainMessage(message: string): string {
  for (const [pattern, say] of PLAIN) {
    const match = pattern.exec(message);
    if (match) return say(match);
  }
  return message;
}

/** The first message of each path of a zod error's issues, relative to `prefix` (e.g. `settings.defaultGameSettings`). */
export function issuesToFields(issues: readonly IssueLike[], prefix = ''): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path = relative(issue.path.map(String).join('.') || 'form', prefix);
    fields[path] ??= plainMessage(issue.message);
  }
  return fields;
}

/**
 * The fields a server error names: `data.fields` when tRPC's formatter added them, else the
 * `path: message` parts of the message; an error naming no field lands in `form` whole.
 */
export function serverFieldErrors(error: unknown, prefix = ''): FieldErrors {
  const data = (error as { data?: { fields?: unknown } } | null)?.data;
  if (data?.fields && typeof data.fields === 'object') {
    return issuesToFields(
      Object.entries(data.fields as Record<string, string>).map(([path, message]) => ({
        path: path.split('.'),
        message,
      })),
      prefix,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  const fields: FieldErrors = {};
  // Split only where the next part starts with a path, so a message may itself contain "; ".
  for (const part of message.split(/; (?=[A-Za-z_]\w*(?:\.\w+)*: )/)) {
    const match = /^([A-Za-z_]\w*(?:\.\w+)*): (.+)$/s.exec(part);
    if (match) fields[relative(match[1]!, prefix)] ??= plainMessage(match[2]!);
    else fields.form = fields.form ? `${fields.form}; ${part}` : part;
  }
  return fields;
}

/** How many fields need attention, as a sentence for beside the Save button. */
export function errorSummary(errors: FieldErrors): string | null {
  const count = Object.keys(errors).length;
  if (count === 0) return null;
  return count === 1
    ? '1 field needs attention: nothing was saved.'
    : `${count} fields need attention: nothing was saved.`;
}
