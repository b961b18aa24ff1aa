// @vitest-environment happy-dom
import type { TableState } from '@railbird/protocol';
import { midHandNlhFixture } from '@railbird/protocol/testing';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TableConnections } from '../../lib/table-sockets/manager.js';
import { TablesProvider } from '../../lib/table-sockets/react.js';
import { TableStore } from '../../lib/table-sockets/store.js';
import { SeatedPlayers } from './seated-players.js';

afterEach(cleanup);

type Seat = TableState['playerGroup']['players'][number];

/** A table whose seats are `seats` (the fixture's first player, renamed and re-typed). */
function tableWith(seats: Array<Pick<Seat, 'displayName' | 'playerType' | 'uid'>>): TableState {
  const state = structuredClone(midHandNlhFixture) as TableState;
  const base = state.playerGroup.players[0]!;
  state.playerGroup.players = seats.map((s, i) => ({ ...base, handle: null, ...s, seatIndex: i }));
  return state;
}

describe('seated now', () => {
  it('[PLAYERS-SEAT-1] a bot of the same name at two tables is two seats, linked to no directory record; a seat opens a record only by its uid', () => {
    const store = new TableStore();
    const manager = new TableConnections(store, {
      createSocket: () => {
        throw new Error('no sockets in this test');
      },
    });
    const router = createMemoryRouter(
      [
        {
          path: '/players',
          element: (
            <TablesProvider manager={manager}>
              <SeatedPlayers
                tables={[
                  { key: 'demo-1', name: 'Demo 1' },
                  { key: 'demo-2', name: 'Demo 2' },
                ]}
              />
            </TablesProvider>
          ),
        },
      ],
      { initialEntries: ['/players'] },
    );
    const view = render(<RouterProvider router={router} />);
    act(() => {
      store.update('demo-1', () => ({
        state: tableWith([
          { displayName: 'Dev', playerType: 'BOT', uid: null },
          { displayName: 'Dev Patel', playerType: 'REGISTERED', uid: 'player-dev-patel' },
        ]),
      }));
      store.update('demo-2', () => ({
        state: tableWith([{ displayName: 'Dev', playerType: 'BOT', uid: null }]),
      }));
    });
    const rows = view.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent?.slice(0, 22))).toEqual([
      expect.stringMatching(/^DevBotDemo 1/),
      expect.stringMatching(/^Dev PatelDemo 1/),
      expect.stringMatching(/^DevBotDemo 2/),
    ]);
    // Only the registered seat opens a record, and it is the record it was seated with.
    const buttons = view.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Open Dev Patel, seat 2 at Demo 1']);
    fireEvent.click(buttons[0]!);
    expect(router.state.location.search).toBe('?player=player-dev-patel');
  });

  it('[PLAYERS-SEAT-2] stacks read as chips, as on the live table and the home page, even at a cash table (spec §9: the $ is for a cash table’s blinds)', () => {
    const store = new TableStore();
    const manager = new TableConnections(store, {
      createSocket: () => {
        throw new Error('no sockets in this test');
      },
    });
    const router = createMemoryRouter(
      [
        {
          path: '/players',
          element: (
            <TablesProvider manager={manager}>
              <SeatedPlayers tables={[{ key: 'demo-1', name: 'Demo 1' }]} />
            </TablesProvider>
          ),
        },
      ],
      { initialEntries: ['/players'] },
    );
    const view = render(<RouterProvider router={router} />);
    const state = tableWith([{ displayName: 'Ava', playerType: 'BOT', uid: null }]);
    expect(state.gameSettings.mode).toBe('CASH');
    state.playerGroup.players[0]!.stack = 2_150;
    act(() => store.update('demo-1', () => ({ state })));
    const row = view.getAllByRole('row')[1]!;
    expect(row.textContent).toContain('2.2k');
    expect(row.textContent).not.toContain('$');
  });
});
