// @vitest-environment happy-dom
import type { AddOnTransfer } from '@railbird/protocol';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addOnLines, signedChips } from './add-on-transfers.js';
import { AddOnGames } from './hand-replayer.js';

const t = (
  addOn: AddOnTransfer['addOn'],
  seatIndex: number,
  displayName: string,
  amount: number,
  reason: string,
): AddOnTransfer => ({ addOn, seatIndex, playerId: null, displayName, amount, reason });

const pickpocket = 'Powerups: Bob’s pickpocket takes from the hand’s biggest winner';
const transfers: AddOnTransfer[] = [
  t('runnerUpAddOn', 1, 'Ann', 50, 'Runner-up: the best hand shown that won nothing'),
  t('powerupsAddOn', 4, 'Cat', -10, pickpocket),
  t('powerupsAddOn', 2, 'Bob', 10, pickpocket),
  t('powerupsAddOn', 2, 'Bob', 4, 'Powerups: Bob’s double matches the win'),
  t('fortuneTellerAddOn', 2, 'Bob', 1500, 'Fortune teller: “The board pairs” came true'),
];

afterEach(cleanup);

describe('the add-on games under a hand’s result in the vault', () => {
  it('[VAULT-ADDON-1] one line a game in the order listed, each seat’s net for it with a true minus, and why', () => {
    expect(addOnLines(transfers)).toEqual([
      {
        addOn: 'runnerUpAddOn',
        text: 'Runner-up: Ann +50',
        reasons: ['The best hand shown that won nothing'],
      },
      {
        addOn: 'powerupsAddOn',
        text: 'Powerups: Cat −10, Bob +14',
        reasons: ['Bob’s pickpocket takes from the hand’s biggest winner', 'Bob’s double matches the win'],
      },
      {
        addOn: 'fortuneTellerAddOn',
        text: 'Fortune teller: Bob +1,500',
        reasons: ['“The board pairs” came true'],
      },
    ]);
    expect(signedChips(-20)).toBe('−20');
    expect(signedChips(-1234.5)).toBe('−1,234.5');
    expect(addOnLines([])).toEqual([]);
    // Chips that went out and came back to a seat in the same game: said, not hidden.
    expect(
      addOnLines([t('nitGameAddOn', 0, 'Dee', 5, 'x'), t('nitGameAddOn', 0, 'Dee', -5, 'y')])[0]!.text,
    ).toBe('Nit game: no chips moved');
  });

  it('[VAULT-ADDON-2] the hand view lists them under “Add-on games”', () => {
    render(<AddOnGames detail={{ addOnTransfers: transfers }} />);
    const list = screen.getByTestId('add-on-games');
    expect(within(list).getByRole('heading').textContent).toBe('Add-on games');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Runner-up: Ann +50The best hand shown that won nothing',
      'Powerups: Cat −10, Bob +14Bob’s pickpocket takes from the hand’s biggest winner · Bob’s double matches the win',
      'Fortune teller: Bob +1,500“The board pairs” came true',
    ]);
  });
});
