import type { IconName } from '../../ui/icons.js';

export interface ShellLocation {
  name: string;
  tables: readonly { key: string }[];
}

export interface AppLink {
  id: 'check-in' | 'tournament-display' | 'table-manager' | 'studio' | 'vault';
  label: string;
  href: string;
  icon: IconName;
}

/**
 * The sidebar's Apps, exactly as spec §2 lists them: Check In for a location with exactly one table,
 * Tournament Display otherwise; Table Manager; Studio; Vault (on the first table) only for the named
 * locations, which are a build setting (`RAILBIRD_VAULT_LOCATIONS`). Nothing else: pages the spec does not
 * list here (Players, Settings, the Audit Log) are reached from the user menu and from Settings.
 */
export function sidebarApps(location: ShellLocation, vaultLocations: readonly string[]): AppLink[] {
  const apps: AppLink[] = [];
  const [first] = location.tables;
  if (location.tables.length === 1 && first) {
    apps.push({
      id: 'check-in',
      label: 'Check In',
      href: `/signin/${encodeURIComponent(first.key)}`,
      icon: 'checkIn',
    });
  } else {
    apps.push({
      id: 'tournament-display',
      label: 'Tournament Display',
      href: '/tournament-display',
      icon: 'display',
    });
  }
  apps.push({ id: 'table-manager', label: 'Table Manager', href: '/manager', icon: 'manager' });
  apps.push({ id: 'studio', label: 'Studio', href: '/live', icon: 'studio' });
  if (first && vaultLocations.includes(location.name)) {
    apps.push({
      id: 'vault',
      label: 'Vault',
      href: `/vault/${encodeURIComponent(first.key)}`,
      icon: 'vault',
    });
  }
  return apps;
}

export interface NavLinkItem {
  label: string;
  href: string;
  icon: IconName;
}

/** Spec §2: the sidebar's main items. */
export const MAIN_NAV: readonly NavLinkItem[] = [
  { label: 'Home', href: '/', icon: 'home' },
  { label: 'Events', href: '/events', icon: 'events' },
  { label: 'Reports', href: '/reports', icon: 'reports' },
  { label: 'Notifications', href: '/notifications', icon: 'bell' },
];
