/**
 * A room game waiting on the dealer (round state NIT GAME CONFIRMATION or POWERUP CONFIRMATION): what
 * Accept will do, in words and figures, and Accept (Enter) / Reject (Esc), sent as the add-on's
 * `confirm` / `reject` action. The engine's refusal comes back as a toast with its reason.
 */

import type { RoomConfirmation } from './dealer-add-ons.js';
import { KeyButton, type Sender, useShortcuts } from './dealer-controls.js';

const DONE = {
  nitGameAddOn: { confirm: 'Nit game paid', reject: 'Nit game call rejected: play goes on' },
  powerupsAddOn: { confirm: 'Powerup confirmed', reject: 'Powerup rejected: it goes back to the player' },
} as const;

export function RoomConfirmationCard({
  confirmation,
  sender,
  live,
}: {
  confirmation: RoomConfirmation;
  sender: Sender;
  live: boolean;
}) {
  const { addOn } = confirmation;
  const answer = (type: 'confirm' | 'reject') =>
    void sender.send(`${addOn}.${type}`, { addOn, action: { type } }, DONE[addOn][type]);
  const enabled = live && sender.pending === null;
  useShortcuts({ enter: () => answer('confirm'), escape: () => answer('reject') }, enabled);
  return (
    <section
      role="alertdialog"
      aria-labelledby="room-confirm-title"
      aria-describedby="room-confirm-headline"
      className="flex flex-col gap-5 rounded-2xl bg-amber-300 p-7 text-zinc-950 shadow-xl ring-4 ring-amber-500"
      data-testid="room-confirmation"
    >
      <h2 id="room-confirm-title" className="text-lg font-extrabold uppercase tracking-wide">
        {confirmation.title}: confirm?
      </h2>
      <p id="room-confirm-headline" className="text-5xl leading-tight font-extrabold">
        {confirmation.headline}
      </p>
      {confirmation.details.length > 0 ? (
        <ul className="tabular flex flex-col gap-1 text-2xl font-semibold">
          {confirmation.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-4">
        <KeyButton
          label="Accept"
          shortcut="Enter"
          tone="confirm"
          size="xl"
          enabled={enabled}
          reason={live ? undefined : 'Not live'}
          pending={sender.pending === `${addOn}.confirm`}
          onClick={() => answer('confirm')}
        />
        <KeyButton
          label="Reject"
          shortcut="Escape"
          tone="reject"
          size="xl"
          enabled={enabled}
          reason={live ? undefined : 'Not live'}
          pending={sender.pending === `${addOn}.reject`}
          onClick={() => answer('reject')}
        />
      </div>
    </section>
  );
}
