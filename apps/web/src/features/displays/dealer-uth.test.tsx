// @vitest-environment happy-dom
import type { TableState } from '@railbird/protocol';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DealerScreen } from './dealer-screen.js';
import { FakeEngineSocket, type UthMoment, uthTable } from './dealer-testing/testing.js';

const KEY = 'demo-6max';

function open(state: TableState) {
  render(<DealerScreen tableKey={KEY} socketUrl={`ws://engine:5001/?table=${KEY}&token=op`} />);
  const socket = FakeEngineSocket.all[0]!;
  act(() => {
    socket.open();
    socket.receive({ event: 'state', data: { ...state, updateTime: Date.now() }, tableKey: KEY });
  });
  return socket;
}

const openAt = (moment: UthMoment) => open(uthTable(moment));
const toolbar = () => screen.getByRole('toolbar', { name: 'Dealer actions' });
const addOnActions = (socket: FakeEngineSocket) =>
  socket
    .commands()
    .filter((c) => c.event === 'addOnAction')
    .map((c) => c.data);
const press = async (key: string) =>
  act(async () => {
    fireEvent.keyDown(window, { key });
  });

beforeEach(() => {
  FakeEngineSocket.all = [];
  vi.stubGlobal('WebSocket', FakeEngineSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ultimate Texas hold’em on the dealer screen', () => {
  it('[DEAL-UTH-2] bets: ante and trips per seat within the limits, a placed bet can change; No more bets on Enter', async () => {
    const socket = openAt('betting');
    const cleo = screen.getByRole('form', { name: 'Bet for Cleo' });
    expect(within(cleo).getByRole('button', { name: 'Change' })).toBeTruthy();
    const ben = screen.getByRole('form', { name: 'Bet for Ben' });
    fireEvent.change(within(ben).getByRole('spinbutton', { name: 'Ante for Ben' }), {
      target: { value: '1' },
    });
    expect(within(ben).getByRole('button', { name: 'Bet' }).hasAttribute('disabled')).toBe(true);
    expect(ben.textContent).toContain('Ante 5–500');
    fireEvent.change(within(ben).getByRole('spinbutton', { name: 'Ante for Ben' }), {
      target: { value: '20' },
    });
    fireEvent.change(within(ben).getByRole('spinbutton', { name: 'Trips for Ben' }), {
      target: { value: '5' },
    });
    fireEvent.submit(ben);
    await act(async () => socket.ackLast(KEY));
    expect(
      within(toolbar())
        .getByRole('button', { name: /^No more bets/ })
        .hasAttribute('disabled'),
    ).toBe(false);
    await press('Enter');
    expect(addOnActions(socket)).toEqual([
      { addOn: 'uth', action: { type: 'bet', seatIndex: 1, ante: 20, trips: 5 } },
      { addOn: 'uth', action: { type: 'closeBets' } },
    ]);
  });

  it('[DEAL-UTH-3] before the flop: the first seat to decide on the keys (4, 3, C), every other waiting seat on its own buttons', async () => {
    const socket = openAt('preflop');
    expect(screen.getByTestId('uth-turn').textContent).toBe('Ana, before the flop');
    const names = within(toolbar())
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['Play 4× · 404', 'Play 3× · 303', 'CheckC']);
    await press('4');
    await act(async () => socket.ackLast(KEY));
    fireEvent.click(within(screen.getByTestId('uth-seat-4')).getByRole('button', { name: 'Play 3× · 75' }));
    await act(async () => socket.ackLast(KEY));
    fireEvent.click(within(screen.getByTestId('uth-seat-1')).getByRole('button', { name: 'Check' }));
    expect(addOnActions(socket)).toEqual([
      { addOn: 'uth', action: { type: 'play', seatIndex: 0, multiple: 4 } },
      { addOn: 'uth', action: { type: 'play', seatIndex: 4, multiple: 3 } },
      { addOn: 'uth', action: { type: 'check', seatIndex: 1 } },
    ]);
  });

  it('[DEAL-UTH-4] on the river: Play 1× or Fold, no check; seats that played show their play bet', async () => {
    const socket = openAt('river');
    expect(screen.getByTestId('uth-next').textContent).toBe('On the river: Cleo and Fay to decide');
    expect(screen.getByTestId('uth-seat-0').textContent).toContain('Play 40');
    expect(screen.getByTestId('uth-seat-2').textContent).toContain('Trips 5');
    expect(within(toolbar()).queryByRole('button', { name: /^Check/ })).toBeNull();
    await press('c');
    await press('f');
    expect(addOnActions(socket)).toEqual([{ addOn: 'uth', action: { type: 'fold', seatIndex: 2 } }]);
  });

  it('[DEAL-UTH-5] settled: results on every hand, the dealer’s cards and the board up; Next round', async () => {
    const socket = openAt('settled');
    expect(within(screen.getByTestId('uth-dealer')).getAllByRole('img')).toHaveLength(2);
    expect(within(screen.getByTestId('uth-board')).getAllByRole('img')).toHaveLength(5);
    expect(screen.getByTestId('uth-seat-5').textContent).toContain('Folded');
    expect(screen.getByTestId('uth-seat-0').textContent).toContain('Win');
    fireEvent.click(within(toolbar()).getByRole('button', { name: /^Next round/ }));
    expect(addOnActions(socket)).toEqual([{ addOn: 'uth', action: { type: 'nextRound' } }]);
  });
});
