import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { aptInstall } from './apt.mjs';

/**
 * The engine's OBS link is tested against a real OBS Studio, headless (apps/engine/test/obs-harness.ts):
 * Debian's obs-studio (obs-websocket 5 built in) on Xvfb, streaming to ffmpeg as an RTMP receiver.
 */
const PROGRAMS = [
  { program: 'obs', pkg: 'obs-studio' },
  { program: 'Xvfb', pkg: 'xvfb' },
  { program: 'ffmpeg', pkg: 'ffmpeg' },
];

function onPath(program) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, program)));
}

/**
 * Missing programs are installed with apt when we are root on Debian, otherwise one line says what to
 * install (the OBS tests then fail and say the same).
 */
export async function ensureObs() {
  for (const { program, pkg } of PROGRAMS) {
    if (onPath(program)) continue;
    if ((await aptInstall(pkg, 'the OBS tests')) && onPath(program)) continue;
    console.error(
      `railbird: ${program} is missing, so the OBS tests will fail: install it (Debian: sudo apt-get install ${pkg}).`,
    );
  }
}
