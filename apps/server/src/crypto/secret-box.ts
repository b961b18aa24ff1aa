import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

/**
 * Secrets the database keeps for us (a table's engine secret) are sealed with AES-256-GCM before they
 * are written and opened when read (docs/decisions/016). A sealed value is
 * `<version>:<iv>:<ciphertext>:<tag>`, each part base64url: a random 12-byte IV per value, the GCM tag
 * authenticates it, the version names the key, so a new key can come in beside the old one.
 *
 * The key is RAILBIRD_SECRET_KEY (32 bytes, base64) or, when that is unset, derived from the server's
 * AUTH secret with HKDF-SHA256; either way it never lives in the database.
 */

/** The key version new values are sealed under. */
export const SEALED_VERSION = 'v1';
const SEALED = /^(v\d+):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]*):([A-Za-z0-9_-]{22})$/;
const IV_BYTES = 12;
const HKDF_SALT = 'railbird/secret-box';
const HKDF_INFO = 'table-engine-secrets/v1';

/** The keys a process seals and opens with: the first of each version seals, all of them open. */
export interface Keyring {
  version: string;
  keys: Map<string, Buffer[]>;
}

export interface KeySource {
  /** RAILBIRD_SECRET_KEY: 32 bytes, base64 (or base64url). */
  secretKey?: string | undefined;
  /** The server's AUTH secret, used (through HKDF) when secretKey is unset. */
  authSecret?: string | undefined;
}

/** The 32-byte key of a key source; throws naming what is wrong, never echoing the value. */
export function keyFrom(source: KeySource): Buffer {
  if (source.secretKey) {
    const key = Buffer.from(source.secretKey.trim(), 'base64');
    if (key.length !== 32) {
      throw new Error('RAILBIRD_SECRET_KEY: expected 32 bytes in base64 (openssl rand -base64 32)');
    }
    return key;
  }
  if (!source.authSecret)
    throw new Error('secret box: no RAILBIRD_SECRET_KEY and no AUTH secret to derive a key from');
  return Buffer.from(hkdfSync('sha256', source.authSecret, HKDF_SALT, HKDF_INFO, 32));
}

export function keyringOf(...sources: KeySource[]): Keyring {
  return { version: SEALED_VERSION, keys: new Map([[SEALED_VERSION, sources.map(keyFrom)]]) };
}

/** Is this a sealed value (rather than a secret stored in plain before decision 016)? */
export function isSealed(value: string): boolean {
  return SEALED.test(value);
}

export function seal(keyring: Keyring, plain: string): string {
  const key = keyring.keys.get(keyring.version)?.[0];
  if (!key) throw new Error(`secret box: no key for ${keyring.version}`);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [
    keyring.version,
    iv.toString('base64url'),
    body.toString('base64url'),
    tag.toString('base64url'),
  ].join(':');
}

/** Opens a sealed value; throws (without the value) when no key of its version authenticates it. */
export function open(keyring: Keyring, sealed: string): string {
  const parts = SEALED.exec(sealed);
  if (!parts) throw new Error('secret box: not a sealed value');
  const [, version, iv, body, tag] = parts;
  for (const key of keyring.keys.get(version!) ?? []) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body!, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      // Another key of the same version may have sealed it.
    }
  }
  throw new Error(
    `secret box: a ${version} value that no key of this server opens (was RAILBIRD_SECRET_KEY or AUTH_SECRET changed?)`,
  );
}

/**
 * Compares two secrets in constant time: both are hashed first, so neither their contents nor their
 * lengths show in the time taken.
 */
export function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

// The process's keyring. The database column codec (db/domain-schema.ts) seals and opens through it,
// so every read and write of a table secret goes through the same key, whoever makes it.
let installed: Keyring | undefined;

/**
 * Sets the key this process seals with (the server calls it once at start, with RAILBIRD_SECRET_KEY
 * and its AUTH secret). Keys installed before stay able to open what they sealed, so servers that a
 * test runs one after another in one process keep reading their rows.
 */
export function useTableSecretKey(source: KeySource): void {
  const key = keyFrom(source);
  const previous = installed?.keys.get(SEALED_VERSION) ?? [];
  installed = {
    version: SEALED_VERSION,
    keys: new Map([[SEALED_VERSION, [key, ...previous.filter((k) => !k.equals(key))]]]),
  };
}

/**
 * The key source a server started from this environment has: RAILBIRD_SECRET_KEY, else AUTH_SECRET,
 * else the AUTH secret the server keeps in its data directory (`<dataDir>/auth-secret`, read here,
 * never created: auth/secret.ts creates it before the first table is written). The data directory is
 * the one given, else RAILBIRD_DATA_DIR as the server's config reads it.
 */
export function keySourceOf(
  env: Record<string, string | undefined>,
  dataDir?: string,
): KeySource | undefined {
  const dir = dataDir ?? (env.RAILBIRD_DATA_DIR?.trim() || '.railbird');
  const file = join(isAbsolute(dir) ? dir : resolve(process.cwd(), dir), 'auth-secret');
  const stored = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  const authSecret = env.AUTH_SECRET || (stored.length >= 32 ? stored : undefined);
  if (!env.RAILBIRD_SECRET_KEY && !authSecret) return undefined;
  return { secretKey: env.RAILBIRD_SECRET_KEY, authSecret };
}

/**
 * The process's keyring: the one installed (useTableSecretKey), else the one the environment gives
 * (keySourceOf); undefined while neither has a key.
 */
export function tableSecretKeyring(
  env: Record<string, string | undefined> = process.env,
): Keyring | undefined {
  if (!installed) {
    const source = keySourceOf(env);
    if (source) useTableSecretKey(source);
  }
  return installed;
}

/**
 * Installs the key of a server's data directory if the process has none yet (a server started in
 * process with a config of its own, as tests do); the start-up pass calls it before sealing.
 */
export function useDataDirTableSecretKey(
  dataDir: string,
  env: Record<string, string | undefined> = process.env,
) {
  if (tableSecretKeyring(env)) return;
  const source = keySourceOf(env, dataDir);
  if (source) useTableSecretKey(source);
}

/**
 * Seals a table secret for the database (a value already sealed is kept as it is). With no key known
 * yet the value is written as it is and the start-up pass seals it before the server reports ready.
 */
export function sealTableSecret(plain: string): string {
  if (isSealed(plain)) return plain;
  const keyring = tableSecretKeyring();
  return keyring ? seal(keyring, plain) : plain;
}

/** Opens a table secret from the database; a plain one from before decision 016 is returned as is. */
export function openTableSecret(stored: string): string {
  if (!isSealed(stored)) return stored;
  const keyring = tableSecretKeyring();
  if (!keyring) {
    throw new Error(
      'table secrets: no key to open them; set RAILBIRD_SECRET_KEY (32 bytes, base64) or AUTH_SECRET',
    );
  }
  return open(keyring, stored);
}
