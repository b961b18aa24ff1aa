import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AuditLink,
  auditContent,
  canonicalJson,
  chainHash,
  GENESIS_HASH,
  verifyChain,
} from './audit-chain.js';

/** A chain of n entries as recordChange writes them. */
async function chainOf(n: number): Promise<AuditLink[]> {
  const links: AuditLink[] = [];
  let prevHash = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq++) {
    const content = auditContent({
      locationId: 'loc-1',
      seq,
      at: new Date(1_767_300_000_000 + seq * 1000),
      source: 'console',
      actor: { id: 'u1', name: 'Ada Manager', type: 'MANAGER' },
      tableKey: 'demo-1',
      kind: 'table.update',
      subject: null,
      before: { name: `Table ${seq - 1}` },
      after: { name: `Table ${seq}` },
    });
    const hash = await chainHash(prevHash, content);
    links.push({ seq, content, prevHash, hash, columns: content });
    prevHash = hash;
  }
  return links;
}

const headOf = (links: AuditLink[]) => ({ seq: links.length, hash: links.at(-1)?.hash ?? null });

describe('audit hash chain', () => {
  it('[CHAIN-1] an untouched chain verifies, in any order, and reports its head', async () => {
    const links = await chainOf(6);
    const verdict = await verifyChain([...links].reverse(), headOf(links));
    expect(verdict).toEqual({ ok: true, entries: 6, head: links[5]!.hash });
    expect(await verifyChain([], { seq: 0, hash: null })).toEqual({
      ok: true,
      entries: 0,
      head: GENESIS_HASH,
    });
  });

  it('[CHAIN-2] the hash is sha256 of the previous hash followed by the content, in hex', async () => {
    // printf '%s{}' "$(printf '0%.0s' $(seq 64))" | sha256sum
    expect(await chainHash(GENESIS_HASH, '{}')).toBe(
      '5508d2b710e64bc470079e1b211d9c58e21011e59d0559e422345dc19d659a75',
    );
    expect(await chainHash(GENESIS_HASH, '{}')).toMatch(/^[0-9a-f]{64}$/);
    expect(await chainHash(GENESIS_HASH, '{}')).not.toBe(await chainHash(GENESIS_HASH, '{ }'));
  });

  it('[CHAIN-3] an edited entry is named, whether or not its hash was recomputed', async () => {
    const links = await chainOf(5);
    const edited = links.map((l) =>
      // The database edited as a whole: the columns say what the content says.
      l.seq === 3
        ? {
            ...l,
            content: l.content.replace('Table 3', 'Table X'),
            columns: l.content.replace('Table 3', 'Table X'),
          }
        : l,
    );
    expect(await verifyChain(edited, headOf(links))).toMatchObject({ ok: false, seq: 3, problem: 'edited' });
    const rehashed = await Promise.all(
      edited.map(async (l) => (l.seq === 3 ? { ...l, hash: await chainHash(l.prevHash, l.content) } : l)),
    );
    expect(await verifyChain(rehashed, headOf(links))).toMatchObject({
      ok: false,
      seq: 3,
      problem: 'edited',
    });
  });

  it('[CHAIN-4] a removed entry is named: a gap in the middle, entries gone from the end, the last one replaced', async () => {
    const links = await chainOf(5);
    expect(
      await verifyChain(
        links.filter((l) => l.seq !== 2),
        headOf(links),
      ),
    ).toMatchObject({
      ok: false,
      seq: 3,
      problem: 'unlinked',
    });
    expect(await verifyChain(links.slice(0, 3), headOf(links))).toMatchObject({
      ok: false,
      seq: 4,
      problem: 'truncated',
    });
    const last = links[4]!;
    const content = last.content.replace('Table 5', 'Table Z');
    const replaced = [
      ...links.slice(0, 4),
      { ...last, content, hash: await chainHash(last.prevHash, content) },
    ];
    expect(await verifyChain(replaced, headOf(links))).toMatchObject({ ok: false, seq: 5 });
  });

  it('[CHAIN-5] a column edited behind the chain (content untouched) is named', async () => {
    const links = await chainOf(4);
    const edited = links.map((l) => (l.seq === 2 ? { ...l, columns: l.content.replace('Ada', 'Eve') } : l));
    expect(await verifyChain(edited)).toMatchObject({ ok: false, seq: 2, problem: 'columns-edited' });
  });

  it('[CHAIN-6] any one entry edited anywhere in any chain is the entry named (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.boolean(),
        async (n, pick, text, rehash) => {
          const links = await chainOf(n);
          const seq = (pick % n) + 1;
          const tampered = await Promise.all(
            links.map(async (l) => {
              if (l.seq !== seq) return l;
              const content = canonicalJson({ ...JSON.parse(l.content), note: text });
              return {
                ...l,
                content,
                columns: content,
                hash: rehash ? await chainHash(l.prevHash, content) : l.hash,
              };
            }),
          );
          const verdict = await verifyChain(tampered, headOf(links));
          expect(verdict.ok).toBe(false);
          if (!verdict.ok) expect(verdict.seq).toBe(seq);
        },
      ),
      { numRuns: 60 },
    );
  });
});
