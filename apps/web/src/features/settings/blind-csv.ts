/**
 * A blind structure as CSV, for spreadsheets and for moving structures between tables.
 *
 * Header: the first line names the columns, in any order, case-insensitive; `level` and `blinds` are
 * required, and a column left out takes the table's current first level's value. Export writes all:
 *
 *   level,blinds,antes,straddles,splash,small_bet,big_bet,bring_in,stud_ante,bomb_pot,boards,
 *   level_minutes,break_minutes,limits,player_cards,low_end_straight,ranking_types,discard_cards,
 *   target_cards,max_players,smallest_denomination,streets,burn_cards,board_cards,dealer_cards,dealer_hands
 *
 * - `blinds` and `antes` are up to 10 amounts separated by spaces, slot 0 the small blind, slot 1 the
 *   big blind (`100 200`; a big-blind ante is `0 200`); missing slots are 0.
 * - `straddles`, `discard_cards`, `target_cards` are space-separated numbers; `ranking_types` names
 *   separated by spaces (`HIGH_2 LOW_8_2`); `limits` is `STREET:LIMIT` pairs (`PREFLOP:POT_LIMIT FLOP:POT_LIMIT`).
 * - `level_minutes` and `break_minutes` are minutes (decimals allowed when they make whole seconds).
 * - `low_end_straight` is `true` or `false`.
 *
 * Every row is checked with protocol's `blindLevelSchema` (the schema the server checks); a bad row is
 * refused with its row number (the header is row 1) and the column it is in.
 */
import { type BlindLevel, blindLevelSchema } from '@railbird/protocol';
import { plainMessage } from './field-errors.js';

type Kind = 'slots' | 'numbers' | 'names' | 'number' | 'minutes' | 'boolean' | 'limits';

/** The columns in export order: CSV name, blind level field, how the cell is written. */
export const CSV_COLUMNS: readonly { column: string; field: keyof BlindLevel; kind: Kind }[] = [
  { column: 'level', field: 'index', kind: 'number' },
  { column: 'blinds', field: 'blinds', kind: 'slots' },
  { column: 'antes', field: 'antes', kind: 'slots' },
  { column: 'straddles', field: 'straddles', kind: 'numbers' },
  { column: 'splash', field: 'splash', kind: 'number' },
  { column: 'small_bet', field: 'smallBet', kind: 'number' },
  { column: 'big_bet', field: 'bigBet', kind: 'number' },
  { column: 'bring_in', field: 'bringIn', kind: 'number' },
  { column: 'stud_ante', field: 'studAnte', kind: 'number' },
  { column: 'bomb_pot', field: 'bombPotAmount', kind: 'number' },
  { column: 'boards', field: 'numBoards', kind: 'number' },
  { column: 'level_minutes', field: 'levelDuration', kind: 'minutes' },
  { column: 'break_minutes', field: 'breakDuration', kind: 'minutes' },
  { column: 'limits', field: 'limits', kind: 'limits' },
  { column: 'player_cards', field: 'numPlayerCards', kind: 'number' },
  { column: 'low_end_straight', field: 'lowEndStraight', kind: 'boolean' },
  { column: 'ranking_types', field: 'rankingTypes', kind: 'names' },
  { column: 'discard_cards', field: 'discardCards', kind: 'numbers' },
  { column: 'target_cards', field: 'targetCards', kind: 'numbers' },
  { column: 'max_players', field: 'maxPlayers', kind: 'number' },
  { column: 'smallest_denomination', field: 'smallestDenomination', kind: 'number' },
  { column: 'streets', field: 'numStreets', kind: 'number' },
  { column: 'burn_cards', field: 'numBurnCards', kind: 'number' },
  { column: 'board_cards', field: 'numBoardCards', kind: 'number' },
  { column: 'dealer_cards', field: 'numDealerCards', kind: 'number' },
  { column: 'dealer_hands', field: 'numDealerHands', kind: 'number' },
];

export const CSV_HEADER = CSV_COLUMNS.map((c) => c.column).join(',');

const columnOfField = new Map(CSV_COLUMNS.map((c) => [c.field as string, c.column]));

function writeCell(level: BlindLevel, field: keyof BlindLevel, kind: Kind): string {
  const value = level[field];
  switch (kind) {
    case 'slots': {
      // Trailing empty slots are left out: `100 200` reads better than ten numbers.
      const slots = [...(value as number[])];
      while (slots.length > 2 && slots.at(-1) === 0) slots.pop();
      return slots.join(' ');
    }
    case 'numbers':
    case 'names':
      return (value as (number | string)[]).join(' ');
    case 'minutes':
      return String((value as number) / 60);
    case 'limits':
      return Object.entries(value as BlindLevel['limits'])
        .map(([street, limit]) => `${street}:${limit}`)
        .join(' ');
    case 'number':
      return String(field === 'index' ? (value as number) + 1 : value);
    case 'boolean':
      return String(value);
  }
}

/** The levels as CSV text: the header, then one line per level (levels numbered from 1). */
export function blindLevelsToCsv(levels: readonly BlindLevel[]): string {
  const lines = levels.map((level) => CSV_COLUMNS.map((c) => writeCell(level, c.field, c.kind)).join(','));
  return `${[CSV_HEADER, ...lines].join('\n')}\n`;
}

/** Splits CSV text into rows of cells: commas, double-quoted cells with `""` inside, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

export type CsvImport = { ok: true; levels: BlindLevel[] } | { ok: false; errors: string[] };

class CellError extends Error {}

function readCell(raw: string, kind: Kind, field: keyof BlindLevel): unknown {
  const text = raw.trim();
  const number = (word: string) => {
    const n = Number(word);
    if (word === '' || !Number.isFinite(n)) throw new CellError(`"${word}" is not a number`);
    return n;
  };
  const words = text === '' ? [] : text.split(/\s+/);
  switch (kind) {
    case 'slots': {
      if (words.length > 10) throw new CellError('at most 10 amounts, one per slot');
      const slots = words.map(number);
      return [...slots, ...new Array<number>(10 - slots.length).fill(0)];
    }
    case 'numbers':
      return words.map(number);
    case 'names':
      return words;
    case 'number':
      return field === 'index' ? number(text) - 1 : number(text);
    case 'minutes': {
      const seconds = number(text) * 60;
      if (Math.abs(seconds - Math.round(seconds)) > 1e-9)
        throw new CellError('minutes must make whole seconds');
      return Math.round(seconds);
    }
    case 'boolean':
      if (text !== 'true' && text !== 'false') throw new CellError('true or false');
      return text === 'true';
    case 'limits':
      return Object.fromEntries(
        words.map((pair) => {
          const [street, limit] = pair.split(':');
          if (!street || !limit) throw new CellError(`"${pair}" is not STREET:LIMIT, e.g. PREFLOP:NO_LIMIT`);
          return [street, limit];
        }),
      );
  }
}

/**
 * The levels of a CSV file: columns by their header names, the fields the file leaves out from `base`
 * (the table's current first level), each row checked with `blindLevelSchema`. Any bad row refuses the
 * whole file, listing every problem as `row N, column C: what is wrong`.
 */
export function blindLevelsFromCsv(text: string, base: BlindLevel): CsvImport {
  const rows = parseCsv(text.replace(/^\uFEFF/, '')).filter((r) => r.some((c) => c.trim() !== ''));
  const header = rows[0]?.map((h) => h.trim().toLowerCase());
  if (!header)
    return {
      ok: false,
      errors: ['the file is empty: expected a header line, e.g. level,blinds,antes,level_minutes'],
    };
  const errors: string[] = [];
  const columns = header.map((name) => CSV_COLUMNS.find((c) => c.column === name));
  header.forEach((name, i) => {
    if (!columns[i]) errors.push(`row 1, column ${name || i + 1}: not a known column (known: ${CSV_HEADER})`);
  });
  for (const required of ['level', 'blinds'])
    if (!header.includes(required)) errors.push(`row 1: the header needs a "${required}" column`);
  if (errors.length > 0) return { ok: false, errors };
  if (rows.length < 2) return { ok: false, errors: ['the file has a header but no levels'] };

  const levels: BlindLevel[] = [];
  rows.slice(1).forEach((cells, r) => {
    const rowNumber = r + 2;
    if (cells.length !== header.length) {
      errors.push(`row ${rowNumber}: ${cells.length} cells for ${header.length} columns`);
      return;
    }
    const candidate: Record<string, unknown> = { ...base };
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      try {
        candidate[column.field] = readCell(cell, column.kind, column.field);
      } catch (error) {
        if (!(error instanceof CellError)) throw error;
        errors.push(`row ${rowNumber}, column ${column.column}: ${error.message}`);
      }
    });
    const parsed = blindLevelSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        const column = columnOfField.get(field) ?? field;
        const slot = issue.path.length > 1 ? ` (item ${Number(issue.path[1]) + 1})` : '';
        errors.push(`row ${rowNumber}, column ${column}${slot}: ${plainMessage(issue.message)}`);
      }
    } else levels.push(parsed.data);
  });
  if (errors.length > 0) return { ok: false, errors };
  // Levels play in the order of their numbers; the index is their place.
  return {
    ok: true,
    levels: levels.sort((a, b) => a.index - b.index).map((level, index) => ({ ...level, index })),
  };
}
