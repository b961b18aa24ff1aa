import { tableCreateSchema } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import { errorSummary, issuesToFields, plainMessage, serverFieldErrors } from './field-errors.js';

describe('errors next to fields', () => {
  it('[SET-1] a zod failure of the shared schema becomes one message per field', () => {
    const parsed = tableCreateSchema.safeParse({ key: 'no spaces', name: '', ip: '300.1', capacity: 12 });
    expect(parsed.success).toBe(false);
    const fields = issuesToFields(parsed.error!.issues);
    expect(Object.keys(fields).sort()).toEqual(['capacity', 'key', 'name']);
    expect(fields.key).toBe('a table key is letters, digits, ".", "_" or "-"');
    expect(fields.name).toBe('a table name is required');
  });

  it('[SET-2] paths are read relative to the form, so a blind level field keeps its row and slot', () => {
    const fields = issuesToFields(
      [
        { path: ['settings', 'defaultGameSettings', 'blindLevels', 2, 'blinds', 1], message: 'too small' },
        { path: ['settings', 'defaultGameSettings', 'blindLevels', 2, 'blinds', 1], message: 'second' },
        { path: ['settings', 'defaultGameSettings'], message: 'whole' },
      ],
      'settings.defaultGameSettings',
    );
    expect(fields).toEqual({ 'blindLevels.2.blinds.1': 'too small', form: 'whole' });
  });

  it('[SET-3] a server BAD_REQUEST message `field: message; …` maps to fields; the rest to the form', () => {
    const error = new Error(
      'settings.defaultGameSettings.shotClockDuration: Too small: expected number to be >=0; settings.defaultGameSettings.minStraddle: expected number',
    );
    expect(serverFieldErrors(error, 'settings.defaultGameSettings')).toEqual({
      shotClockDuration: '0 or more',
      minStraddle: 'expected number',
    });
    expect(
      serverFieldErrors(new Error('key: a table with the key "x" already exists; choose another key.')),
    ).toEqual({
      key: 'a table with the key "x" already exists; choose another key.',
    });
    expect(
      serverFieldErrors(new Error('This needs a MANAGER of the location or above; you are STAFF.')),
    ).toEqual({
      form: 'This needs a MANAGER of the location or above; you are STAFF.',
    });
  });

  it('[SET-4] data.fields, when the server sends them, win over the message', () => {
    const error = Object.assign(new Error('ip: an IPv4 address'), { data: { fields: { ip: 'from data' } } });
    expect(serverFieldErrors(error)).toEqual({ ip: 'from data' });
    expect(errorSummary({})).toBeNull();
    expect(errorSummary({ a: 'x', b: 'y' })).toBe('2 fields need attention: nothing was saved.');
  });

  it('[SET-12] zod’s own messages are said plainly; our schemas’ messages pass unchanged', () => {
    expect(plainMessage('Too small: expected number to be >=0')).toBe('0 or more');
    expect(plainMessage('Too big: expected number to be <=3')).toBe('at most 3');
    expect(plainMessage('Invalid input: expected number, received NaN')).toBe('a number is needed');
    expect(plainMessage('Invalid input: expected int, received number')).toBe('a whole number is needed');
    expect(plainMessage('Invalid option: expected one of "HIGH"|"LOW_8"')).toBe('one of HIGH, LOW_8');
    expect(plainMessage('a table name is required')).toBe('a table name is required');
  });
});
