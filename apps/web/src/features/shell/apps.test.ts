import { describe, expect, it } from 'vitest';
import { sidebarApps } from './apps.js';

const vault = ['Railbird Demo Room', 'The Bicycle'];
const labels = (name: string, keys: string[]) =>
  sidebarApps({ name, tables: keys.map((key) => ({ key })) }, vault).map((a) => `${a.label} ${a.href}`);

describe('sidebar apps (spec §2)', () => {
  it('[APPS-1] a location with exactly one table gets Check In on that table', () => {
    expect(labels('Corner Club', ['t-1'])).toEqual([
      'Check In /signin/t-1',
      'Table Manager /manager',
      'Studio /live',
    ]);
  });

  it('[APPS-2] none or several tables: Tournament Display instead', () => {
    expect(labels('Corner Club', ['t-1', 't-2'])[0]).toBe('Tournament Display /tournament-display');
    expect(labels('Corner Club', [])[0]).toBe('Tournament Display /tournament-display');
  });

  it('[APPS-3] Vault on the first table only for the named locations', () => {
    expect(labels('The Bicycle', ['b-1', 'b-2']).at(-1)).toBe('Vault /vault/b-1');
    expect(labels('Railbird Demo Room', ['demo-1']).at(-1)).toBe('Vault /vault/demo-1');
    expect(labels('The Bicycle Annex', ['b-1']).some((l) => l.startsWith('Vault'))).toBe(false);
    expect(labels('The Bicycle', []).some((l) => l.startsWith('Vault'))).toBe(false);
  });

  it('[APPS-4] nothing beyond the spec list, whoever signs in (the Audit Log is reached from Settings)', () => {
    const apps = sidebarApps({ name: 'The Bicycle', tables: [{ key: 'b-1' }, { key: 'b-2' }] }, vault);
    expect(apps.map((a) => a.id)).toEqual(['tournament-display', 'table-manager', 'studio', 'vault']);
  });
});
