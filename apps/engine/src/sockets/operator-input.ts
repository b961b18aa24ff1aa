/**
 * An operator's command as the table input it becomes. Most pass through; `simulateRead` is a card
 * read, and `showStoredHand` (VAULT mode) carries the stored hand the outbox kept.
 */
import type { OperatorCommand } from '@railbird/protocol';
import type { Outbox } from '../outbox/outbox.js';
import type { TableInput } from '../table/inputs.js';

export type OperatorInput =
  | { ok: true; input: TableInput }
  | { ok: false; code: 'NOT_FOUND'; message: string };

export function operatorInput(
  command: OperatorCommand,
  tableKey: string,
  outbox: Outbox | undefined,
): OperatorInput {
  if (command.event === 'simulateRead') {
    return {
      ok: true,
      input: { kind: 'read', antennaId: command.data.antennaId, tagId: command.data.tagId },
    };
  }
  if (command.event === 'showStoredHand') {
    const stored = outbox?.find(tableKey, command.data.handId);
    if (!stored)
      return {
        ok: false,
        code: 'NOT_FOUND',
        message: `No stored hand ${command.data.handId} at this table.`,
      };
    return {
      ok: true,
      input: {
        kind: 'command',
        command: {
          event: 'showStoredHand',
          data: {
            ...command.data,
            stored: {
              phh: stored.phh,
              seats: stored.players.map((p) => p.seatIndex),
              names: stored.players.map((p) => p.displayName),
              startedAt: stored.startedAt,
            },
          },
        },
      },
    };
  }
  return {
    ok: true,
    input: { kind: 'command', command: { event: command.event, data: command.data } as never },
  };
}
