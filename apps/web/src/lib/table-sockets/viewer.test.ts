import { RELAY_LOST_ENGINE, type TableState } from '@railbird/protocol';
import { midHandNlhFixture } from '@railbird/protocol/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SocketLike } from './connection.js';
import { displayEngineUrl, isLiveData, ViewerTable, viewerNotice, viewerSocketUrl } from './viewer.js';

/** An in-memory engine end of a socket: the test opens it, pushes packets and closes it. */
class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  sent: string[] = [];
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(state: TableState) {
    this.onmessage?.({
      data: JSON.stringify({ event: 'state', data: state, tableKey: state.tableSettings.key }),
    });
  }
  beat(updateTime: number) {
    this.onmessage?.({
      data: JSON.stringify({ event: 'heartbeat', data: { updateTime }, tableKey: 'demo-6max' }),
    });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

function viewer(hidden: boolean) {
  const sockets: FakeSocket[] = [];
  const table = new ViewerTable(
    {
      tableKey: 'demo-6max',
      engineUrl: 'ws://engine:5001/',
      token: 't0k',
      page: hidden ? 'overlays-hidden' : 'overlays',
      hidden,
    },
    (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
  );
  return { table, sockets };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('a display’s own socket', () => {
  it('[VIEWER-1] a hidden display never holds a hole card, even when one arrives', async () => {
    const { table, sockets } = viewer(true);
    table.start();
    sockets[0]!.open();
    sockets[0]!.push(midHandNlhFixture);
    await tick();
    const state = table.get().state!;
    for (const p of state.playerGroup.players) {
      expect(p.roundStatus?.hand.cards.every((c) => c === null)).toBe(true);
      expect(p.roundStatus?.equitiesList).toEqual([]);
      expect(p.roundStatus?.outs).toEqual([]);
    }
    // The board is public.
    expect(state.centerCards.boards).toEqual([['SA', 'H7', 'D2']]);
    table.stop();
  });

  it('[VIEWER-2] keeps its last state when the socket drops, reconnects and takes the new one', async () => {
    vi.useFakeTimers();
    const { table, sockets } = viewer(false);
    const heard = vi.fn();
    table.subscribe(heard);
    table.start();
    sockets[0]!.open();
    sockets[0]!.push(midHandNlhFixture);
    await vi.advanceTimersByTimeAsync(1);
    expect(table.get()).toMatchObject({ status: 'open', state: midHandNlhFixture });
    const before = table.get().state;

    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(1);
    expect(table.get().status).toBe('closed');
    expect(table.get().state).toBe(before);

    // Spec §4: the hook-based socket retries every 100 ms.
    await vi.advanceTimersByTimeAsync(100);
    expect(sockets).toHaveLength(2);
    const next = {
      ...structuredClone(midHandNlhFixture),
      updateTime: midHandNlhFixture.updateTime + 1,
    } as TableState;
    sockets[1]!.open();
    sockets[1]!.push(next);
    await vi.advanceTimersByTimeAsync(1);
    expect(table.get()).toMatchObject({ status: 'open' });
    expect(table.get().state?.updateTime).toBe(next.updateTime);
    table.stop();
  });

  it('[VIEWER-RELAY-LOST] a relay that lost the engine marks the screen stale at once, and the next state makes it live', async () => {
    vi.useFakeTimers();
    const { table, sockets } = viewer(false);
    table.start();
    sockets[0]!.open();
    sockets[0]!.push(midHandNlhFixture);
    await vi.advanceTimersByTimeAsync(1);
    expect(table.get().lastPacketAt).not.toBeNull();

    sockets[0]!.onmessage?.({
      data: JSON.stringify({
        event: 'error',
        data: { code: 'SERVICE_UNAVAILABLE', message: RELAY_LOST_ENGINE },
        tableKey: 'demo-6max',
      }),
    });
    await vi.advanceTimersByTimeAsync(1);
    expect(table.get()).toMatchObject({ status: 'open', lastPacketAt: null, lastError: RELAY_LOST_ENGINE });
    expect(isLiveData(table.get().status, null)).toBe(false);
    // Its last state stays for what is not live (names, stacks); the socket is not dropped.
    expect(table.get().state).not.toBeNull();

    sockets[0]!.push({
      ...structuredClone(midHandNlhFixture),
      updateTime: midHandNlhFixture.updateTime + 1,
    } as TableState);
    await vi.advanceTimersByTimeAsync(1);
    expect(table.get().lastPacketAt).not.toBeNull();
    table.stop();
  });

  it('[VIEWER-3] many packets in one frame are drawn once, with the latest state', async () => {
    const { table, sockets } = viewer(false);
    const heard = vi.fn();
    table.subscribe(heard);
    table.start();
    sockets[0]!.open();
    for (let i = 0; i < 20; i++) {
      sockets[0]!.push({
        ...structuredClone(midHandNlhFixture),
        updateTime: midHandNlhFixture.updateTime + i,
      } as TableState);
    }
    await tick();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(table.get().state?.updateTime).toBe(midHandNlhFixture.updateTime + 19);
    table.stop();
  });

  it('[VIEWER-6] a page that reads its packets late (a backlog) sees its data age, whatever the clocks', async () => {
    vi.useFakeTimers();
    let clock = 1_000_000;
    const sockets: FakeSocket[] = [];
    const table = new ViewerTable(
      { tableKey: 'demo-6max', engineUrl: 'ws://engine:5001/', token: 't', page: 'overlays', hidden: false },
      (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      () => clock,
    );
    table.start();
    sockets[0]!.open();
    // The engine's clock runs 7 s behind this page's; heartbeats arrive 20 ms after they leave.
    for (let i = 0; i < 5; i++) {
      sockets[0]!.beat(clock - 7_000 - 20);
      await vi.advanceTimersByTimeAsync(1);
      expect(isLiveData(table.get().status, clock - table.get().lastPacketAt!)).toBe(true);
      clock += 1000;
    }
    // A heartbeat sent 3 s ago is read only now: the page is behind, and its data with it.
    sockets[0]!.beat(clock - 7_000 - 20 - 3_000);
    await vi.advanceTimersByTimeAsync(1);
    expect(clock - table.get().lastPacketAt!).toBeGreaterThan(2_000);
    expect(isLiveData(table.get().status, clock - table.get().lastPacketAt!)).toBe(false);
    table.stop();
  });

  it('[VIEWER-4] live means an open socket and a packet within 1500 ms (spec §9)', () => {
    expect(isLiveData('open', 1500)).toBe(true);
    expect(isLiveData('open', 1501)).toBe(false);
    expect(isLiveData('open', null)).toBe(false);
    expect(isLiveData('closed', 10)).toBe(false);
  });

  it('[VIEWER-5] the socket address carries the table, the link’s token and the page; the engine defaults to this host', () => {
    const url = new URL(
      viewerSocketUrl({
        engineUrl: 'ws://10.0.0.5:5001/',
        tableKey: 'demo-1',
        token: 'a.b',
        page: 'stream-hidden',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      table: 'demo-1',
      token: 'a.b',
      page: 'stream-hidden',
    });
    expect(displayEngineUrl(new URLSearchParams(''), { protocol: 'https:', hostname: 'venue.example' })).toBe(
      'wss://venue.example:5001/',
    );
    expect(
      displayEngineUrl(new URLSearchParams('engine=ws://box:5000'), { protocol: 'http:', hostname: 'x' }),
    ).toBe('ws://box:5000/');
    expect(
      displayEngineUrl(new URLSearchParams('engine=http://evil'), { protocol: 'http:', hostname: 'x' }),
    ).toBe('ws://x:5001/');
  });

  it('[VIEWER-7] a room screen that is not live says why: no key in its link, the key refused, a relay that lost the engine, else (re)connecting', () => {
    const state = midHandNlhFixture as TableState;
    const says = (
      snapshot: { state: TableState | null; lastError: string | null },
      isLive = false,
      hasKey = true,
    ) => viewerNotice(snapshot, { isLive, hasKey, tableKey: 'T1', noKey: 'No key: copy the link again.' });
    expect(says({ state, lastError: null }, true)).toBeNull();
    expect(says({ state: null, lastError: 'token refused' }, false, false)).toBe(
      'No key: copy the link again.',
    );
    expect(says({ state, lastError: 'This link’s token has expired' })).toBe('This link’s token has expired');
    expect(says({ state, lastError: 'socket closed' })).toBe('Reconnecting to the table…');
    expect(says({ state, lastError: RELAY_LOST_ENGINE })).toBe(RELAY_LOST_ENGINE);
    expect(says({ state: null, lastError: null })).toBe('Connecting to table T1…');
  });
});
