import type { HandFilter } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  exportHref,
  filterFromForm,
  filterFromSearch,
  formFromFilter,
  withFilter,
} from './filter-url.js';

const full: HandFilter = {
  from: new Date('2026-11-25T18:00:00.000Z'),
  to: new Date('2026-11-26T02:30:00.000Z'),
  player: 'Ava',
  variation: 'PLO',
  minPot: 100,
  maxPot: 2500.5,
  showdown: true,
  allIn: false,
};

describe('the vault filter in the URL', () => {
  it('[VAULT-URL-1] a filter survives the URL both ways, and the hand in the URL is kept', () => {
    const params = withFilter(new URLSearchParams('hand=h1'), full);
    expect(params.get('hand')).toBe('h1');
    expect(params.get('from')).toBe('2026-11-25T18:00:00.000Z');
    expect(filterFromSearch(params)).toEqual({ ok: true, filter: full });
    const showdownOnly = withFilter(params, { showdown: true });
    expect(showdownOnly.toString()).toBe('hand=h1&showdown=true');
    expect(filterFromSearch(showdownOnly)).toEqual({ ok: true, filter: { showdown: true } });
    expect(filterFromSearch(new URLSearchParams())).toEqual({ ok: true, filter: {} });
  });

  it('[VAULT-URL-2] the form round-trips through the filter (dates in local time to the minute)', () => {
    const form = formFromFilter(full);
    expect(form.showdown).toBe('true');
    expect(form.allIn).toBe('false');
    expect(filterFromForm(form)).toEqual({ ok: true, filter: full });
    expect(filterFromForm(EMPTY_FORM)).toEqual({ ok: true, filter: {} });
  });

  it('[VAULT-URL-3] wrong fields are named with the schema’s message, next to the right field', () => {
    const result = filterFromForm({
      ...EMPTY_FORM,
      from: '2026-11-26T10:00',
      to: '2026-11-25T10:00',
      minPot: '500',
      maxPot: '20',
    });
    expect(result).toEqual({
      ok: false,
      errors: { to: 'from must be before to', maxPot: 'the smallest pot cannot be above the largest' },
    });
    const typed = filterFromForm({ ...EMPTY_FORM, minPot: 'lots', maxPot: '-3' });
    expect(typed.ok).toBe(false);
    if (!typed.ok) {
      expect(typed.errors.minPot).toBe('a pot is a number of chips');
      expect(typed.errors.maxPot).toBe('a pot cannot be negative');
    }
  });

  it('[VAULT-URL-4] a hand-edited URL with a wrong value is reported, not silently dropped', () => {
    const result = filterFromSearch(new URLSearchParams('showdown=maybe&from=yesterday'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['from', 'showdown']);
  });

  it('[VAULT-URL-5] an export link carries the filter in the export’s query format', () => {
    expect(exportHref('demo-1', 'phhs', {})).toBe('/api/hands/demo-1.phhs');
    expect(exportHref('demo 1', 'ohh.json', { showdown: true, minPot: 50 })).toBe(
      '/api/hands/demo%201.ohh.json?minPot=50&showdown=true',
    );
    expect(exportHref('demo-1', 'txt', { from: full.from, player: 'Ava M' })).toBe(
      '/api/hands/demo-1.txt?from=2026-11-25T18%3A00%3A00.000Z&player=Ava+M',
    );
  });
});
