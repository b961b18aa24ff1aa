// @vitest-environment happy-dom
import type { TableState } from '@railbird/protocol';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DealerScreen } from './dealer-screen.js';
import {
  FakeEngineSocket,
  nitConfirmationTable,
  powerupConfirmationTable,
} from './dealer-testing/testing.js';

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

beforeEach(() => {
  FakeEngineSocket.all = [];
  vi.stubGlobal('WebSocket', FakeEngineSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('room games waiting on the dealer', () => {
  it('[DEAL-ROOM-4] NIT GAME CONFIRMATION: the call in words; Enter confirms and Esc rejects the nit game, never the poker hand', async () => {
    const socket = open(nitConfirmationTable());
    const card = screen.getByRole('alertdialog', { name: 'Nit game: confirm?' });
    expect(card.textContent).toContain('Ana is the nit: pays 20 to each of 5 players');
    expect(card.textContent).toContain('Ana pays 20 × 5 = 100');
    // The poker confirmation (confirmAction) is not offered for it.
    expect(screen.queryByTestId('confirmation')).toBeNull();
    await act(async () => {
      fireEvent.keyDown(window, { key: 'Enter' });
    });
    await act(async () => socket.ackLast(KEY));
    await act(async () => {
      fireEvent.keyDown(window, { key: 'Escape' });
    });
    expect(socket.commands()).toEqual([
      { event: 'addOnAction', data: { addOn: 'nitGameAddOn', action: { type: 'confirm' } } },
      { event: 'addOnAction', data: { addOn: 'nitGameAddOn', action: { type: 'reject' } } },
    ]);
    expect(await screen.findByText('Nit game paid')).toBeTruthy();
  });

  it('[DEAL-ROOM-5] POWERUP CONFIRMATION: Accept sends the powerup’s confirm; a refusal shows the engine’s reason', async () => {
    const socket = open(powerupConfirmationTable('SHIELD'));
    expect(screen.getByRole('alertdialog', { name: 'Powerup: confirm?' }).textContent).toContain(
      'Eli plays Shield on their next hand',
    );
    fireEvent.click(screen.getByRole('button', { name: /^Accept/ }));
    expect(socket.commands()).toEqual([
      { event: 'addOnAction', data: { addOn: 'powerupsAddOn', action: { type: 'confirm' } } },
    ]);
    await act(async () =>
      socket.refuseLast(KEY, 'Powerups: no powerup waits for confirmation (rule POW-2).'),
    );
    expect(await screen.findByText('Powerups: no powerup waits for confirmation (rule POW-2).')).toBeTruthy();
  });
});
