/**
 * The vault's filter in three shapes: the URL's search params (so a filtered view can be shared and
 * reloaded), the form's text fields, and the checked {@link HandFilter} the server takes. Every path
 * into a filter goes through `handFilterSchema`, the schema the server checks (STYLE.md).
 */
import { type HandExportFormat, type HandFilter, handFilterSchema, type Variation } from '@railbird/protocol';

/** The filter as the form edits it: text, with `''` for a field left empty. */
export interface FilterForm {
  /** `datetime-local` values, in the browser's time zone. */
  from: string;
  to: string;
  player: string;
  variation: Variation | '';
  minPot: string;
  maxPot: string;
  showdown: '' | 'true' | 'false';
  allIn: '' | 'true' | 'false';
}

export type FilterField = keyof FilterForm;
export type FilterErrors = Partial<Record<FilterField, string>>;
export type FilterResult = { ok: true; filter: HandFilter } | { ok: false; errors: FilterErrors };

export const EMPTY_FORM: FilterForm = {
  from: '',
  to: '',
  player: '',
  variation: '',
  minPot: '',
  maxPot: '',
  showdown: '',
  allIn: '',
};

/** The search params the filter owns; everything else in the URL (`hand`) is left alone. */
export const FILTER_PARAMS = [
  'from',
  'to',
  'player',
  'variation',
  'minPot',
  'maxPot',
  'showdown',
  'allIn',
] as const satisfies readonly FilterField[];

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as a `datetime-local` value (local time, to the minute). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const number = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
const flag = (text: string) => (text === 'true' ? true : text === 'false' ? false : undefined);
/** An unparsable date stays an Invalid Date, which the schema refuses with its own message. */
const date = (text: string) => (text.trim() === '' ? undefined : new Date(text.trim()));

function check(raw: Record<string, unknown>): FilterResult {
  const defined = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = handFilterSchema.safeParse(defined);
  if (parsed.success) return { ok: true, filter: parsed.data };
  const errors: FilterErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FilterField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The form's fields checked into a filter, or what is wrong with each field. */
export function filterFromForm(form: FilterForm): FilterResult {
  return check({
    from: date(form.from),
    to: date(form.to),
    player: form.player.trim() === '' ? undefined : form.player,
    variation: form.variation || undefined,
    minPot: number(form.minPot),
    maxPot: number(form.maxPot),
    showdown: flag(form.showdown),
    allIn: flag(form.allIn),
  });
}

/** A checked filter back in the form's fields. */
export function formFromFilter(filter: HandFilter): FilterForm {
  const bool = (b: boolean | undefined) => (b === undefined ? '' : b ? 'true' : 'false');
  return {
    from: filter.from ? toLocalInput(filter.from) : '',
    to: filter.to ? toLocalInput(filter.to) : '',
    player: filter.player ?? '',
    variation: filter.variation ?? '',
    minPot: filter.minPot === undefined ? '' : String(filter.minPot),
    maxPot: filter.maxPot === undefined ? '' : String(filter.maxPot),
    showdown: bool(filter.showdown),
    allIn: bool(filter.allIn),
  };
}

/** The filter a URL carries (dates as ISO 8601, as the export takes them); a hand-edited wrong value is reported. */
export function filterFromSearch(params: URLSearchParams): FilterResult {
  const text = (name: string) => params.get(name) ?? '';
  return check({
    from: date(text('from')),
    to: date(text('to')),
    player: text('player').trim() === '' ? undefined : text('player'),
    variation: text('variation') || undefined,
    minPot: number(text('minPot')),
    maxPot: number(text('maxPot')),
    showdown: text('showdown') === '' ? undefined : (flag(text('showdown')) ?? text('showdown')),
    allIn: text('allIn') === '' ? undefined : (flag(text('allIn')) ?? text('allIn')),
  });
}

/** The filter's query-string pairs, in the export's format: ISO dates, `true`/`false`, plain numbers. */
export function filterEntries(filter: HandFilter): [string, string][] {
  const entries: [string, string][] = [];
  if (filter.from) entries.push(['from', filter.from.toISOString()]);
  if (filter.to) entries.push(['to', filter.to.toISOString()]);
  if (filter.player !== undefined) entries.push(['player', filter.player]);
  if (filter.variation !== undefined) entries.push(['variation', filter.variation]);
  if (filter.minPot !== undefined) entries.push(['minPot', String(filter.minPot)]);
  if (filter.maxPot !== undefined) entries.push(['maxPot', String(filter.maxPot)]);
  if (filter.showdown !== undefined) entries.push(['showdown', String(filter.showdown)]);
  if (filter.allIn !== undefined) entries.push(['allIn', String(filter.allIn)]);
  return entries;
}

/** `params` with the filter's fields replaced by `filter`'s (the other params, such as `hand`, kept). */
export function withFilter(params: URLSearchParams, filter: HandFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(name);
  for (const [name, value] of filterEntries(filter)) next.set(name, value);
  return next;
}

/** Whether the filter narrows anything. */
export const isFiltered = (filter: HandFilter) => filterEntries(filter).length > 0;

/** `GET /api/hands/{tableKey}.{format}?…`: the server's export of the hands the filter selects. */
export function exportHref(tableKey: string, format: HandExportFormat, filter: HandFilter): string {
  const query = new URLSearchParams(filterEntries(filter)).toString();
  return `/api/hands/${encodeURIComponent(tableKey)}.${format}${query ? `?${query}` : ''}`;
}
