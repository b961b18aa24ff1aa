/**
 * The per-table journal: every accepted input, appended and flushed (fdatasync) before the engine
 * acknowledges or broadcasts it, so a crash loses nothing that anyone was told about. Entries are JSON
 * lines in segment files; a snapshot of the table (written atomically: temp file, fsync, rename, fsync
 * of the directory) lets a restart skip the entries it covers, and segments it covers are deleted.
 *
 * Layout of a table's directory:
 *   snapshot.json                  { seq, model } — the table after entry `seq`
 *   journal-<first seq>.jsonl      entries, one JSON object per line, seq ascending
 *
 * Appends made in the same tick share one fdatasync (group commit). A torn last line — the engine
 * killed mid-write — was never acknowledged: recovery drops it and truncates the file there.
 */
import {
  closeSync,
  existsSync,
  fdatasync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { JournalEntry } from '../table/inputs.js';
import type { TableModel } from '../table/model.js';

export interface Recovered {
  snapshot: { seq: number; model: TableModel } | null;
  /** Entries after the snapshot, in order. */
  entries: JournalEntry[];
}

export interface Journal {
  /** What a previous run left: the latest snapshot and every entry after it. */
  recover(): Recovered;
  /** Appends an entry; resolves once it is on disk. Entries are written in the order appended. */
  append(entry: JournalEntry): Promise<void>;
  /** Stores the table as of entry `seq` (durable when it returns) and drops the entries it covers. */
  snapshot(seq: number, model: TableModel): void;
  close(): Promise<void>;
}

/** A journal that keeps nothing: for simulations run only to be measured or checked. */
export class MemoryJournal implements Journal {
  recover(): Recovered {
    return { snapshot: null, entries: [] };
  }
  append(): Promise<void> {
    return Promise.resolve();
  }
  snapshot(): void {}
  close(): Promise<void> {
    return Promise.resolve();
  }
}

const SEGMENT = /^journal-(\d{12})\.jsonl$/;
const segmentName = (firstSeq: number) => `journal-${String(firstSeq).padStart(12, '0')}.jsonl`;

function fsyncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some file systems do not sync directories; the rename is still atomic.
  }
}

/** Writes `text` to `path` atomically and durably. */
export function writeFileDurably(path: string, text: string): void {
  const tmp = `${path}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
  fsyncDir(dirname(path));
}

interface Pending {
  line: string;
  seq: number;
  resolve: () => void;
  reject: (error: Error) => void;
}

export class FileJournal implements Journal {
  readonly #dir: string;
  #fd: number | null = null;
  /** A snapshot was taken: the next write starts a new segment, so the old ones can go. */
  #rotate = false;
  #queue: Pending[] = [];
  #flushing: Promise<void> | null = null;
  #scheduled = false;
  #closed = false;

  constructor(dir: string) {
    this.#dir = dir;
    mkdirSync(dir, { recursive: true });
  }

  #segments(): { name: string; first: number }[] {
    const segments: { name: string; first: number }[] = [];
    for (const name of readdirSync(this.#dir)) {
      const match = SEGMENT.exec(name);
      if (match) segments.push({ name, first: Number(match[1]) });
    }
    return segments.sort((a, b) => a.first - b.first);
  }

  recover(): Recovered {
    const snapshotPath = join(this.#dir, 'snapshot.json');
    let snapshot: Recovered['snapshot'] = null;
    if (existsSync(snapshotPath)) {
      snapshot = JSON.parse(readFileSync(snapshotPath, 'utf8')) as { seq: number; model: TableModel };
    }
    const entries: JournalEntry[] = [];
    let lastSeq = snapshot?.seq ?? 0;
    for (const segment of this.#segments()) {
      const path = join(this.#dir, segment.name);
      const text = readFileSync(path, 'utf8');
      let offset = 0;
      let torn = false;
      while (offset < text.length) {
        const end = text.indexOf('\n', offset);
        if (end < 0) {
          torn = true;
          break;
        }
        let entry: JournalEntry;
        try {
          entry = JSON.parse(text.slice(offset, end)) as JournalEntry;
        } catch {
          torn = true;
          break;
        }
        if (typeof entry?.seq !== 'number' || typeof entry.input !== 'object' || entry.input === null) {
          torn = true;
          break;
        }
        // Entries the snapshot covers are skipped; seqs only grow, so anything else is new.
        if (entry.seq > lastSeq) {
          entries.push(entry);
          lastSeq = entry.seq;
        }
        offset = end + 1;
      }
      if (torn) {
        // The tail was being written when the engine died: nobody was told about it. Cut it off.
        const fd = openSync(path, 'r+');
        try {
          ftruncateSync(fd, Buffer.byteLength(text.slice(0, offset), 'utf8'));
          fsyncSync(fd);
        } finally {
          closeSync(fd);
        }
      }
    }
    return { snapshot, entries };
  }

  #open(firstSeq: number): number {
    if (this.#fd !== null && this.#rotate) {
      closeSync(this.#fd);
      this.#fd = null;
    }
    if (this.#fd === null) {
      const segments = this.#segments();
      const last = segments[segments.length - 1];
      const name = last && !this.#rotate ? last.name : segmentName(firstSeq);
      this.#fd = openSync(join(this.#dir, name), 'a');
      this.#rotate = false;
      if (name !== last?.name) fsyncDir(this.#dir);
    }
    return this.#fd;
  }

  append(entry: JournalEntry): Promise<void> {
    if (this.#closed) return Promise.reject(new Error('the journal is closed'));
    return new Promise((resolve, reject) => {
      this.#queue.push({ line: `${JSON.stringify(entry)}\n`, seq: entry.seq, resolve, reject });
      if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => {
          this.#scheduled = false;
          void this.#flush();
        });
      }
    });
  }

  async #flush(): Promise<void> {
    while (this.#flushing) await this.#flushing;
    const batch = this.#queue.splice(0);
    if (batch.length === 0) return;
    const run = async () => {
      try {
        const fd = this.#open(batch[0]!.seq);
        writeSync(fd, batch.map((p) => p.line).join(''));
        await new Promise<void>((resolve, reject) =>
          fdatasync(fd, (error) => (error ? reject(error) : resolve())),
        );
        for (const p of batch) p.resolve();
      } catch (error) {
        for (const p of batch) p.reject(error as Error);
      }
    };
    this.#flushing = run();
    await this.#flushing;
    this.#flushing = null;
    if (this.#queue.length > 0) await this.#flush();
  }

  snapshot(seq: number, model: TableModel): void {
    writeFileDurably(join(this.#dir, 'snapshot.json'), JSON.stringify({ seq, model }));
    // Later entries go to a new segment; segments wholly covered by a snapshot are deleted.
    this.#rotate = true;
    const segments = this.#segments();
    segments.forEach((segment, k) => {
      const following = segments[k + 1];
      if (following && following.first <= seq + 1) unlinkSync(join(this.#dir, segment.name));
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    while (this.#flushing || this.#queue.length > 0) {
      if (this.#flushing) await this.#flushing;
      else await this.#flush();
    }
    if (this.#fd !== null) closeSync(this.#fd);
    this.#fd = null;
  }
}
