// @vitest-environment happy-dom
import type { TableState } from '@railbird/protocol';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DealerScreen } from './dealer-screen.js';
import { type BlackjackMoment, blackjackTable, FakeEngineSocket } from './dealer-testing/testing.js';

const KEY = 'demo-6max';

function open(state: TableState) {
  render(
    <>
      <DealerScreen tableKey={KEY} socketUrl={`ws://engine:5001/?table=${KEY}&token=op`} />
      <Toaster />
    </>,
  );
  const socket = FakeEngineSocket.all[0]!;
  act(() => {
    socket.open();
    socket.receive({ event: 'state', data: { ...state, updateTime: Date.now() }, tableKey: KEY });
  });
  return socket;
}

const openAt = (moment: BlackjackMoment) => open(blackjackTable(moment));
const toolbar = () => screen.getByRole('toolbar', { name: 'Dealer actions' });
const button = (name: RegExp, scope: HTMLElement = toolbar()) => within(scope).getByRole('button', { name });
const addOnActions = (socket: FakeEngineSocket) =>
  socket
    .commands()
    .filter((c) => c.event === 'addOnAction')
    .map((c) => c.data);

beforeEach(() => {
  FakeEngineSocket.all = [];
  vi.stubGlobal('WebSocket', FakeEngineSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('blackjack on the dealer screen', () => {
  it('[DEAL-BJ-4] a decision: only what the options open is enabled, each button and key sends its action', async () => {
    const socket = openAt('decision');
    expect(screen.getByTestId('bj-next').textContent).toBe('Decision: Seat 1 · Ana, hand 2');
    expect(screen.getByTestId('bj-dealer-total').textContent).toBe('Shows 6');
    // The hole card is down; Eli's natural and Ana's doubled split hand are on the table.
    expect(within(screen.getByTestId('bj-dealer')).getByRole('img', { name: 'Face-down card' })).toBeTruthy();
    expect(screen.getByTestId('bj-hand-4-0').textContent).toContain('Blackjack');
    expect(screen.getByTestId('bj-hand-0-0').textContent).toContain('Doubled');
    expect(screen.getByTestId('bj-seat-0').getAttribute('aria-current')).toBe('true');

    expect((button(/^Hit/) as HTMLButtonElement).disabled).toBe(false);
    expect((button(/^Stand/) as HTMLButtonElement).disabled).toBe(false);
    expect((button(/^Double/) as HTMLButtonElement).disabled).toBe(false);
    expect((button(/^Split/) as HTMLButtonElement).disabled).toBe(true);
    expect(button(/^Split/).textContent).toContain('pairs only');
    expect((button(/^Surrender/) as HTMLButtonElement).disabled).toBe(true);
    expect(button(/^Hit/).getAttribute('aria-keyshortcuts')).toBe('H');

    fireEvent.click(button(/^Double/));
    await act(async () => socket.ackLast(KEY));
    await act(async () => {
      fireEvent.keyDown(window, { key: 'h' });
    });
    await act(async () => socket.ackLast(KEY));
    // A key for a decision the options close sends nothing.
    await act(async () => {
      fireEvent.keyDown(window, { key: 'p' });
    });
    expect(addOnActions(socket)).toEqual([
      { addOn: 'blackjack', action: { type: 'double', seatIndex: 0 } },
      { addOn: 'blackjack', action: { type: 'hit', seatIndex: 0 } },
    ]);
  });

  it('[DEAL-BJ-5] bets: a form for each seat the options list, within its range; Deal on Enter', async () => {
    const socket = openAt('betting');
    // Ana has bet; Cleo, Eli and Fay may.
    expect(screen.queryByRole('form', { name: 'Bet for Ana' })).toBeNull();
    expect(screen.getByTestId('bj-seat-0').textContent).toContain('Bet 50');
    const cleo = screen.getByRole('spinbutton', { name: 'Bet for Cleo' });
    const cleoForm = screen.getByRole('form', { name: 'Bet for Cleo' });
    fireEvent.change(cleo, { target: { value: '5' } });
    expect(within(cleoForm).getByRole('button', { name: 'Bet' }).hasAttribute('disabled')).toBe(true);
    expect(cleoForm.textContent).toContain('At least 10');
    fireEvent.change(cleo, { target: { value: '25' } });
    fireEvent.submit(cleoForm);
    await act(async () => socket.ackLast(KEY));

    expect((button(/^Deal/) as HTMLButtonElement).disabled).toBe(false);
    expect((button(/^Shuffle/) as HTMLButtonElement).disabled).toBe(false);
    await act(async () => {
      fireEvent.keyDown(window, { key: 'Enter' });
    });
    expect(addOnActions(socket)).toEqual([
      { addOn: 'blackjack', action: { type: 'bet', seatIndex: 2, amount: 25 } },
      { addOn: 'blackjack', action: { type: 'deal' } },
    ]);
  });

  it('[DEAL-BJ-6] insurance: the first bettor on Y / N, the others on their own seat', async () => {
    const socket = openAt('insurance');
    expect(within(toolbar()).getByText('Insurance for Ana?')).toBeTruthy();
    expect(within(toolbar()).queryByRole('button', { name: /^Hit/ })).toBeNull();
    await act(async () => {
      fireEvent.keyDown(window, { key: 'y' });
    });
    await act(async () => socket.ackLast(KEY));
    fireEvent.click(within(screen.getByTestId('bj-seat-2')).getByRole('button', { name: /^No insurance/ }));
    expect(addOnActions(socket)).toEqual([
      { addOn: 'blackjack', action: { type: 'insurance', seatIndex: 0, amount: 25 } },
      { addOn: 'blackjack', action: { type: 'declineInsurance', seatIndex: 2 } },
    ]);
  });

  it('[DEAL-BJ-7] a settled round shows each seat’s result and net; Next round, then the shuffle the cut card asked for', async () => {
    const socket = openAt('settled');
    expect(screen.getByTestId('bj-net-0').textContent).toBe('+50');
    expect(screen.getByTestId('bj-net-2').textContent).toBe('−20');
    expect(screen.getByTestId('bj-net-4').textContent).toBe('+150');
    expect(screen.getByTestId('bj-hand-4-0').textContent).toContain('Win 3:2');
    expect(screen.getByTestId('bj-dealer-total').textContent).toBe('20');
    expect(screen.getByTestId('bj-stack-4').textContent).toBe('stack1,150');
    fireEvent.click(button(/^Next round/));
    await act(async () => socket.ackLast(KEY));
    expect(addOnActions(socket)).toEqual([{ addOn: 'blackjack', action: { type: 'nextRound' } }]);
    cleanup();

    FakeEngineSocket.all = [];
    const shuffleSocket = openAt('shuffle');
    expect(screen.getByTestId('bj-next').textContent).toBe(
      'Cut card is out: shuffle the shoe, then press Shuffle',
    );
    expect((button(/^Deal/) as HTMLButtonElement).disabled).toBe(true);
    expect(button(/^Deal/).textContent).toContain('shuffle first');
    await act(async () => {
      fireEvent.keyDown(window, { key: 'u' });
    });
    expect(addOnActions(shuffleSocket)).toEqual([{ addOn: 'blackjack', action: { type: 'shuffle' } }]);
  });

  it('[DEAL-BJ-8] a refusal is shown with the engine’s reason, and the buttons come back', async () => {
    const socket = openAt('decision');
    fireEvent.click(button(/^Stand/));
    expect(button(/^Hit/).hasAttribute('disabled')).toBe(true);
    await act(async () => socket.refuseLast(KEY, 'Blackjack: it is Cleo’s turn, not Ana’s (rule BJ-7).'));
    expect(await screen.findByText('Blackjack: it is Cleo’s turn, not Ana’s (rule BJ-7).')).toBeTruthy();
    expect(button(/^Hit/).hasAttribute('disabled')).toBe(false);
  });

  it('[DEAL-BJ-9] a decision the table’s rules never offer has no button; one closed for this hand is disabled with why', () => {
    const state = blackjackTable('decision');
    state.blackjack!.rules.surrender = 'none';
    open(state);
    expect(within(toolbar()).queryByRole('button', { name: /^Surrender/ })).toBeNull();
    expect(button(/^Split/).hasAttribute('disabled')).toBe(true);
    expect(button(/^Split/).textContent).toContain('pairs only');
  });
});
