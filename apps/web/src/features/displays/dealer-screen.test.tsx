// @vitest-environment happy-dom
import type { TableState } from '@railbird/protocol';
import { midHandNlhFixture } from '@railbird/protocol/testing';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmationText, DealerScreen } from './dealer-screen.js';

/** The engine end of the page's socket. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  sent: Record<string, unknown>[] = [];
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(packet: object) {
    this.onmessage?.({ data: JSON.stringify(packet) });
  }
}

function callConfirmation(): TableState {
  const state = structuredClone(midHandNlhFixture) as TableState;
  state.updateTime = Date.now();
  state.round.roundState = 'CALL CONFIRMATION';
  state.playerGroup.players[5]!.roundStatus!.currentBetOnAction = 60;
  return state;
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the dealer screen', () => {
  it('[DEAL-2] says what the engine read in words', () => {
    const state = callConfirmation();
    expect(confirmationText(state)).toBe('Fay calls 60');
    state.round.roundState = 'RAISE CONFIRMATION';
    state.playerGroup.players[5]!.roundStatus!.currentBetOnAction = 200;
    expect(confirmationText(state)).toBe('Fay raises to 200');
    state.round.roundState = 'ALL IN CONFIRMATION';
    expect(confirmationText(state)).toBe('Fay is all in for 970');
  });

  it('[DEAL-3] a CALL CONFIRMATION is accepted with confirmAction and refused with rejectAction', async () => {
    render(<DealerScreen tableKey="demo-6max" socketUrl="ws://engine:5001/?table=demo-6max&token=op" />);
    const socket = FakeSocket.all[0]!;
    expect(new URL(socket.url).searchParams.get('page')).toBe('dealer');
    act(() => {
      socket.open();
      socket.receive({ event: 'state', data: callConfirmation(), tableKey: 'demo-6max' });
    });
    expect(await screen.findByText('Fay calls 60')).toBeTruthy();
    expect(screen.getByText('Action on').nextElementSibling?.textContent).toBe('Fay');

    fireEvent.click(screen.getByRole('button', { name: /Accept/ }));
    const accept = socket.sent.find((p) => p.event === 'confirmAction')!;
    expect(accept).toMatchObject({ event: 'confirmAction', data: {}, tableKey: 'demo-6max' });
    await act(async () => {
      socket.receive({ event: 'ack', data: { requestId: accept.requestId }, tableKey: 'demo-6max' });
    });

    // Escape refuses.
    await act(async () => {
      fireEvent.keyDown(window, { key: 'Escape' });
    });
    const reject = socket.sent.find((p) => p.event === 'rejectAction');
    expect(reject).toMatchObject({ event: 'rejectAction', data: {}, tableKey: 'demo-6max' });
  });

  it('[DEAL-4] no buttons while the engine waits for nothing', () => {
    render(<DealerScreen tableKey="demo-6max" socketUrl="ws://engine:5001/?table=demo-6max&token=op" />);
    const socket = FakeSocket.all[0]!;
    act(() => {
      socket.open();
      socket.receive({
        event: 'state',
        data: { ...midHandNlhFixture, updateTime: Date.now() },
        tableKey: 'demo-6max',
      });
    });
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
    expect(screen.getByText('Min raise to').nextElementSibling?.textContent).toBe('120');
  });
});
