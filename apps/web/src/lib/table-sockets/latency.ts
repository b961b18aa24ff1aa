/** Spec §9: past this packet age the latency indicator shows a spinner. */
export const LATENCY_WARNING_MS = 1500;

/** Spec §9: the latency colour's hue, 120 (green) at 1 s or less down to 0 (red) at 2 s or more. */
export function latencyHue(packetAgeMs: number): number {
  if (packetAgeMs <= 1000) return 120;
  if (packetAgeMs >= 2000) return 0;
  return Math.round((120 * (2000 - packetAgeMs)) / 1000);
}

export function isLatencyWarning(packetAgeMs: number | null): boolean {
  return packetAgeMs === null || packetAgeMs > LATENCY_WARNING_MS;
}

/** "0.4 s", "12 s", "3 min": how old a table's data is. */
export function formatAge(ms: number): string {
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)} s`;
  if (ms < 120_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 7_200_000) return `${Math.round(ms / 60_000)} min`;
  return `${Math.round(ms / 3_600_000)} h`;
}
