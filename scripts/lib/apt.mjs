import { existsSync } from 'node:fs';
import { mustRun } from './run.mjs';

/**
 * Installs a Debian package when we may (root on Debian), saying why first; resolves whether it tried.
 * The test command uses it for the programs the suites drive (Chromium, espeak-ng).
 */
export async function aptInstall(pkg, why) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/etc/debian_version')) return false;
  console.log(`railbird: installing Debian’s ${pkg} for ${why} (apt-get install ${pkg})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await mustRun('apt-get', ['update', '-qq'], { env });
  await mustRun('apt-get', ['install', '-y', '-qq', pkg], { env });
  return true;
}
