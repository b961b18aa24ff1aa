// @vitest-environment happy-dom
import type { TableState } from '@railbird/protocol';
import { idleTableFixture } from '@railbird/protocol/testing';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TableConnections } from './manager.js';
import { TablesProvider, useTable } from './react.js';
import { TableStore } from './store.js';

afterEach(cleanup);

const renders = { mode: 0, players: 0 };

function Mode() {
  renders.mode++;
  return <span data-testid="mode">{useTable('demo-1', (s) => s.state?.table.mode ?? '—')}</span>;
}

function Players() {
  renders.players++;
  const group = useTable('demo-1', (s) => s.state?.playerGroup);
  return <span>{group?.players.length ?? 0}</span>;
}

describe('table state in components', () => {
  it('[STORE-1] a push re-renders only the components that read the part that changed', () => {
    const store = new TableStore();
    const manager = new TableConnections(store, {
      createSocket: () => {
        throw new Error('no sockets in this test');
      },
    });
    const view = render(
      <TablesProvider manager={manager}>
        <Mode />
        <Players />
      </TablesProvider>,
    );
    act(() => store.update('demo-1', () => ({ state: structuredClone(idleTableFixture) as TableState })));
    const after = { ...renders };

    // The engine pushes a whole new state in which only the table mode changed.
    const next = structuredClone(idleTableFixture) as TableState;
    next.updateTime += 1;
    next.table = { ...next.table, mode: 'SCAN' };
    act(() => store.update('demo-1', () => ({ state: next })));
    expect(view.getByTestId('mode').textContent).toBe('SCAN');
    expect(renders.mode).toBe(after.mode + 1);
    expect(renders.players).toBe(after.players);

    // A heartbeat changes no part of the state: nothing re-renders.
    act(() => store.update('demo-1', () => ({ lastPacketAt: 123 })));
    expect(renders.mode).toBe(after.mode + 1);
    expect(renders.players).toBe(after.players);
  });
});
