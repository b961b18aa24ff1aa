// @vitest-environment happy-dom
import { blackjack } from '@railbird/poker/addons';
import type { TableState } from '@railbird/protocol';
import { idleTableFixture, midHandNlhFixture } from '@railbird/protocol/testing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AddOnsPanel } from './add-ons-panel.js';
import type { Commands } from './use-commands.js';

afterEach(cleanup);

/** The commands the panel sends or explains, recorded instead of reaching a table. */
function recorder() {
  const sent: { what: string; event: string; data: unknown }[] = [];
  const explained: { what: string; reason: string }[] = [];
  const commands: Commands = {
    pending: null,
    refusal: null,
    send: async (what, event, data) => {
      sent.push({ what, event, data });
      return true;
    },
    sequence: async () => true,
    explain: (what, reason) => {
      explained.push({ what, reason });
    },
  };
  return { commands, sent, explained };
}

function blackjackTable(): TableState {
  const state = structuredClone(idleTableFixture) as TableState;
  state.playerGroup.players = structuredClone(
    midHandNlhFixture.playerGroup.players,
  ) as TableState['playerGroup']['players'];
  const created = blackjack.createBlackjack({
    rules: { ...blackjack.DEFAULT_BLACKJACK_RULES, minBet: 10, maxBet: 100 },
    seats: [{ seatIndex: 2, stack: 500 }],
  });
  if (!created.ok) throw new Error(created.error.message);
  state.addOns = ['blackjack'];
  state.blackjack = blackjack.blackjackView(created.state, { hideHole: true }) as unknown as NonNullable<
    TableState['blackjack']
  >;
  return state;
}

describe('Table Manager add-ons panel', () => {
  it('[ADDON-MGR-18] a bet typed in a seat’s row is sent as addOnAction when the reducer takes it, explained when not', () => {
    const { commands, sent, explained } = recorder();
    render(
      <AddOnsPanel
        state={blackjackTable()}
        live
        commands={commands}
        selected={null}
        onSelect={() => undefined}
      />,
    );
    const row = screen.getByTestId('add-on-row-2');
    expect(row.textContent).toContain('Cleo · seat 3');
    const amount = within(row).getByRole('spinbutton', { name: 'Bet' });
    fireEvent.change(amount, { target: { value: '150' } });
    // The button names the bet typed; it submits the form (happy-dom: submitted directly).
    expect(within(row).getByRole('button', { name: 'Bet 150' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.submit(amount.closest('form')!);
    expect(sent).toEqual([]);
    expect(explained).toEqual([
      { what: 'Bet 150', reason: 'The table maximum is 100; 150 is above it (rule BJ-1)' },
    ]);
    fireEvent.change(amount, { target: { value: '40' } });
    fireEvent.submit(amount.closest('form')!);
    expect(sent).toEqual([
      {
        what: 'Bet 40',
        event: 'addOnAction',
        data: { addOn: 'blackjack', action: { type: 'bet', seatIndex: 2, amount: 40 } },
      },
    ]);
  });

  it('[ADDON-MGR-19] the deal is refused until someone bets, key G explains it; nothing is sent while the table is not live', () => {
    const { commands, sent, explained } = recorder();
    render(
      <AddOnsPanel
        state={blackjackTable()}
        live
        commands={commands}
        selected={null}
        onSelect={() => undefined}
      />,
    );
    const deal = screen.getByRole('button', { name: /^Deal/ });
    expect(deal.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(window, { key: 'g' });
    expect(explained.at(-1)).toEqual({ what: 'Deal', reason: 'nobody has bet: there is nothing to deal' });
    cleanup();
    render(
      <AddOnsPanel
        state={blackjackTable()}
        live={false}
        commands={commands}
        selected={null}
        onSelect={() => undefined}
      />,
    );
    const row = screen.getByTestId('add-on-row-2');
    fireEvent.submit(within(row).getByRole('spinbutton', { name: 'Bet' }).closest('form')!);
    expect(sent).toEqual([]);
    expect(explained.at(-1)?.reason).toMatch(/not connected/);
  });

  it('[ADDON-MGR-20] room games ask for a seat; the picker selects it for the table too', () => {
    const { commands } = recorder();
    const state = blackjackTable();
    state.addOns = ['oneNDoneAddOn'];
    state.blackjack = null;
    state.oneNDoneAddOn = { buyIn: 100, players: [] };
    const picked: (number | null)[] = [];
    render(
      <AddOnsPanel state={state} live commands={commands} selected={null} onSelect={(s) => picked.push(s)} />,
    );
    expect(screen.getByTestId('manager-add-on-oneNDoneAddOn').textContent).toContain('Pick a seat');
    fireEvent.change(screen.getByTestId('add-ons-seat'), { target: { value: '3' } });
    expect(picked).toEqual([3]);
  });
});
