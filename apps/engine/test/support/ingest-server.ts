/**
 * A real HTTP receiver implementing the `table.ingestHand` contract the server offers engines: a tRPC
 * mutation at POST /api/trpc/table.ingestHand with a superjson body `{"json": input}`, authenticated
 * by the table's secret, idempotent by hand id. It records every request (so a test can count
 * retries) and stores each hand once. It can be told to answer 503 (a server that is down).
 * It also takes `table.recordCommands` (operator commands for the audit record), idempotent by
 * journal entry (`seq` and `time`), as the server's `recordEngineCommands` is.
 */
import { createServer, type Server } from 'node:http';
import {
  type CompletedHand,
  type EngineCommandRecord,
  ingestHandInputSchema,
  recordCommandsInputSchema,
} from '@railbird/protocol';

export class IngestServer {
  readonly hands = new Map<string, CompletedHand>();
  /** Recorded operator commands per table, in the order they were recorded. */
  readonly commands = new Map<string, EngineCommandRecord[]>();
  /** Every `table.recordCommands` POST: the seqs it carried. */
  readonly commandRequests: number[][] = [];
  /** Every POST, in order: the hand id it carried (or null when it did not parse). */
  readonly requests: (string | null)[] = [];
  /** Chance (0–1) of answering 503 instead of storing; 1 = down. */
  failRate = 0;
  readonly #secrets: Map<string, string>;
  readonly #server: Server;
  #random: () => number;
  port = 0;

  constructor(secrets: Record<string, string>, random: () => number = Math.random) {
    this.#secrets = new Map(Object.entries(secrets));
    this.#random = random;
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const reply = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (req.method === 'POST' && req.url === '/api/trpc/table.recordCommands') {
          return this.#recordCommands(Buffer.concat(chunks).toString('utf8'), reply);
        }
        if (req.method !== 'POST' || req.url !== '/api/trpc/table.ingestHand') {
          return reply(404, { error: { json: { message: 'No such procedure', code: -32004 } } });
        }
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          this.requests.push(null);
          return reply(400, { error: { json: { message: 'not JSON', code: -32600 } } });
        }
        const parsed = ingestHandInputSchema.safeParse((body as { json?: unknown }).json);
        this.requests.push(parsed.success ? parsed.data.hand.handId : null);
        if (this.#random() < this.failRate) {
          return reply(503, { error: { json: { message: 'down for maintenance', code: -32603 } } });
        }
        if (!parsed.success) {
          return reply(400, {
            error: { json: { message: parsed.error.issues[0]?.message ?? 'invalid', code: -32600 } },
          });
        }
        const input = parsed.data;
        if (this.#secrets.get(input.tableKey) !== input.secret) {
          return reply(401, {
            error: { json: { message: 'Unknown table, or wrong engine secret for it.', code: -32001 } },
          });
        }
        if (!this.hands.has(input.hand.handId)) this.hands.set(input.hand.handId, input.hand);
        return reply(200, {
          result: { data: { json: { handId: input.hand.handId, tableKey: input.tableKey } } },
        });
      });
    });
  }

  #recordCommands(text: string, reply: (status: number, body: unknown) => void) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return reply(400, { error: { json: { message: 'not JSON', code: -32600 } } });
    }
    const parsed = recordCommandsInputSchema.safeParse((body as { json?: unknown }).json);
    this.commandRequests.push(parsed.success ? parsed.data.commands.map((c) => c.seq) : []);
    if (this.#random() < this.failRate) {
      return reply(503, { error: { json: { message: 'down for maintenance', code: -32603 } } });
    }
    if (!parsed.success) {
      return reply(400, {
        error: { json: { message: parsed.error.issues[0]?.message ?? 'invalid', code: -32600 } },
      });
    }
    const input = parsed.data;
    if (this.#secrets.get(input.tableKey) !== input.secret) {
      return reply(401, {
        error: { json: { message: 'Unknown table, or wrong engine secret for it.', code: -32001 } },
      });
    }
    const stored = this.commands.get(input.tableKey) ?? [];
    this.commands.set(input.tableKey, stored);
    let recorded = 0;
    for (const command of input.commands) {
      if (stored.some((c) => c.seq === command.seq && c.time === command.time)) continue;
      stored.push(command);
      recorded++;
    }
    const lastSeq = Math.max(...input.commands.map((c) => c.seq));
    return reply(200, { result: { data: { json: { recorded, lastSeq } } } });
  }

  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(port, '127.0.0.1', () => resolve()));
    const address = this.#server.address();
    this.port = typeof address === 'object' && address ? address.port : port;
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Hands stored for `tableKey`, by hand number. */
  handsOf(tableKey: string): CompletedHand[] {
    return [...this.hands.values()]
      .filter((h) => h.tableKey === tableKey)
      .sort((a, b) => a.handNumber - b.handNumber);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.#server.close(() => resolve());
      this.#server.closeAllConnections();
    });
  }
}
