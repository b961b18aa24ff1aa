import { spawn } from 'node:child_process';
import { createLocalSlots, type ReleaseSlot, type SpeechSlots } from './slots.js';

/** Text to speech: WAV bytes for a short text. */
export interface TextToSpeech {
  speak(text: string): Promise<Buffer>;
}

/** espeak-ng is not installed (or not where ESPEAK_NG_PATH says). */
export class TtsUnavailableError extends Error {
  override name = 'TtsUnavailableError';
}

/** Too many texts are being read out at once. */
export class TtsBusyError extends Error {
  override name = 'TtsBusyError';
}

export interface EspeakOptions {
  /** The espeak-ng command (ESPEAK_NG_PATH). */
  command: string;
  voice?: string;
  /** Words per minute. */
  speed?: number;
  /** Syntheses running at once in this process (the machine has few cores), when `slots` is not given. */
  maxRunning?: number;
  /**
   * Where syntheses run: this process's own slots (maxRunning), or slots shared by every server on
   * Redis (slots.ts). A request that finds none free waits in a short queue of this server's.
   */
  slots?: SpeechSlots;
  /** Requests waiting for a slot on this server; one more is refused with TtsBusyError. */
  maxQueued?: number;
  /** How long a queued request waits for a slot before it is refused (default: timeoutMs). */
  maxWaitMs?: number;
  /** How often a queued request looks for a slot freed on another server. */
  pollMs?: number;
  timeoutMs?: number;
}

const MAX_WAV_BYTES = 32 * 1024 * 1024;

/**
 * espeak-ng writes its WAV to a pipe it cannot seek back in, so the RIFF and data sizes in its header
 * are placeholders (0x7ffff000…). Browsers' decoders differ in how they take that; set the real sizes.
 */
export function fixWavSizes(wav: Buffer): Buffer {
  if (wav.length < 44 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    return wav;
  wav.writeUInt32LE(wav.length - 8, 4);
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    if (id === 'data') {
      wav.writeUInt32LE(wav.length - offset - 8, offset + 4);
      break;
    }
    offset += 8 + wav.readUInt32LE(offset + 4);
  }
  return wav;
}

/**
 * espeak-ng (the Debian package) as a child process: the text goes in on stdin (never on the command
 * line), the WAV comes back on stdout. Nothing runs through a shell.
 */
export function createEspeak(options: EspeakOptions): TextToSpeech {
  const {
    command,
    voice = 'en-us',
    speed = 165,
    maxRunning = 2,
    maxQueued = 8,
    timeoutMs = 15_000,
    pollMs = 100,
  } = options;
  const slots = options.slots ?? createLocalSlots(maxRunning);
  const maxWaitMs = options.maxWaitMs ?? timeoutMs;
  const busy = () => new TtsBusyError('Text to speech is busy; try again in a moment.');
  let queued = 0;
  // Queued requests wake when a slot of this server's is given back, or every pollMs for one freed on
  // another server.
  const sleepers = new Set<() => void>();
  const nextChance = () =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, pollMs);
      sleepers.add(wake);
    });

  const acquire = async (): Promise<ReleaseSlot> => {
    const slot = await slots.tryAcquire();
    if (slot) return slot;
    if (queued >= maxQueued) throw busy();
    queued++;
    try {
      const deadline = Date.now() + maxWaitMs;
      for (;;) {
        await nextChance();
        const next = await slots.tryAcquire();
        if (next) return next;
        if (Date.now() >= deadline) throw busy();
      }
    } finally {
      queued--;
    }
  };
  const release = async (slot: ReleaseSlot) => {
    await slot();
    for (const wake of [...sleepers]) wake();
  };

  const synthesize = (text: string) =>
    new Promise<Buffer>((resolve, reject) => {
      const child = spawn(command, ['--stdin', '--stdout', '-v', voice, '-s', String(speed)], {
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      const chunks: Buffer[] = [];
      let size = 0;
      let stderr = '';
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`espeak-ng took longer than ${timeoutMs} ms`));
      }, timeoutMs);
      child.on('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        if (error.code === 'ENOENT' || error.code === 'EACCES')
          reject(
            new TtsUnavailableError(
              `Text to speech is not available: ${command} is not installed on the server (Debian: apt-get install espeak-ng, or set ESPEAK_NG_PATH).`,
            ),
          );
        else reject(error);
      });
      child.stdout.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_WAV_BYTES) child.kill('SIGKILL');
        else chunks.push(chunk);
      });
      child.stderr.on('data', (chunk: Buffer) => {
        if (stderr.length < 2000) stderr += chunk.toString('utf8');
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        if (code !== 0) {
          reject(new Error(`espeak-ng exited with ${code}: ${stderr.trim().slice(0, 300)}`));
          return;
        }
        resolve(fixWavSizes(Buffer.concat(chunks)));
      });
      child.stdin.on('error', () => {});
      child.stdin.end(`${text}\n`, 'utf8');
    });

  return {
    async speak(text) {
      const slot = await acquire();
      try {
        return await synthesize(text);
      } finally {
        await release(slot);
      }
    },
  };
}
