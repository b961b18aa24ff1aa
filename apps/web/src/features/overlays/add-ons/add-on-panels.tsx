import type { TableState } from '@railbird/protocol';
import { type ComponentType, useEffect, useState } from 'react';
import type { Deck } from '../../../ui/poker-table/card-face.js';
import type { SkinColours } from '../../../ui/poker-table/skin.js';
import { cardBackColour, SAFE_X } from '../strip-layout.js';
import { BlackjackPanel, type PanelProps, UthPanel } from './casino-panels.js';
import {
  ADD_ON_TITLES,
  type AddOnBox,
  addOnBox,
  addOnsOnAir,
  type PanelAddOn,
  pinnedAddOn,
} from './layout.js';
import {
  BingoPanel,
  FortuneTellerPanel,
  NitGamePanel,
  OneNDonePanel,
  PowerupsPanel,
  RunnerUpPanel,
  TeamPanel,
} from './room-panels.js';
import './add-ons.css';

/** One panel per add-on (issue 19 "on air"), each drawn from its field of the table state. */
export const ADD_ON_PANELS: Record<PanelAddOn, ComponentType<PanelProps>> = {
  blackjack: BlackjackPanel,
  uth: UthPanel,
  nitGameAddOn: NitGamePanel,
  powerupsAddOn: PowerupsPanel,
  teamAddOn: TeamPanel,
  bingoAddOn: BingoPanel,
  fortuneTellerAddOn: FortuneTellerPanel,
  runnerUpAddOn: RunnerUpPanel,
  oneNDoneAddOn: OneNDonePanel,
};

/** One add-on on its panel, titled for screen readers, sized to `box`. */
export function AddOnPanel({
  addOn,
  state,
  box,
  deck,
  colours,
}: {
  addOn: PanelAddOn;
  state: TableState;
  box: AddOnBox;
  deck: Deck;
  colours: SkinColours;
}) {
  const Panel = ADD_ON_PANELS[addOn];
  return (
    <section
      key={addOn}
      className="rb-panel rb-view rb-addon"
      data-testid={`addon-${addOn}`}
      data-addon={addOn}
      aria-label={ADD_ON_TITLES[addOn]}
      style={{ maxWidth: box.maxWidth, maxHeight: box.maxHeight }}
    >
      <Panel state={state} box={box} deck={deck} cardBack={cardBackColour(colours)} />
    </section>
  );
}

/**
 * The add-on corner of the overlay: the panel of each add-on listed in `state.addOns`, one at a time in
 * the top-left corner (they take turns every `rotateMs`; a powerup waiting for confirmation or a bingo
 * just called stays up). Nothing when no add-on is on.
 */
export function AddOnCorner({
  state,
  deck,
  colours,
  topBar,
  viewWidth,
  rotateMs,
}: {
  state: TableState;
  deck: Deck;
  colours: SkinColours;
  /** The stream layouts' top bar holds the corner's top. */
  topBar: boolean;
  /** Width of the view panel on the right, or null when none shows. */
  viewWidth: number | null;
  rotateMs: number;
}) {
  const onAir = addOnsOnAir(state);
  const pinned = pinnedAddOn(state);
  const [tick, setTick] = useState(0);
  const count = onAir.length;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setTick((t) => t + 1), rotateMs);
    return () => clearInterval(timer);
  }, [count, rotateMs]);
  const addOn = pinned ?? onAir[tick % Math.max(1, count)];
  if (!addOn) return null;
  const box = addOnBox(state, { topBar, viewWidth });
  return (
    <div className="absolute" data-testid="addon-corner" style={{ left: SAFE_X, top: box.top }}>
      <AddOnPanel addOn={addOn} state={state} box={box} deck={deck} colours={colours} />
    </div>
  );
}
