/**
 * What a screen received from the engine: every raw message (the bytes a viewer really gets), each
 * parsed with the protocol's packet schema (an invalid packet fails the test), and each table's
 * state rebuilt from the full state and the patches that follow.
 */
import { applyStatePatch, type EnginePacket, enginePacketSchema, type TableState } from '@railbird/protocol';

export class Inbox {
  readonly raw: string[] = [];
  readonly packets: EnginePacket[] = [];
  readonly states = new Map<string, TableState>();

  /** Takes one message as the engine sent it. */
  add(text: string): EnginePacket {
    this.raw.push(text);
    const packet = enginePacketSchema.parse(JSON.parse(text));
    this.packets.push(packet);
    if (packet.event === 'state') this.states.set(packet.tableKey, packet.data);
    if (packet.event === 'statePatch') {
      const base = this.states.get(packet.tableKey);
      const next = base ? applyStatePatch(base, packet.data) : null;
      if (!next) throw new Error(`patch of ${packet.tableKey} does not apply`);
      this.states.set(packet.tableKey, next);
    }
    return packet;
  }
}
