import type { TableState } from '@railbird/protocol';
import type { ComponentType } from 'react';
import { overlayPlayers } from '../../../ui/poker-table/table-view.js';
import type { OverlayPlayer } from '../all-time.js';
import { type OverlayView, VIEW_TITLES } from '../overlay-config.js';
import { Earnings } from './earnings.js';
import { HandDistribution } from './hand-distribution.js';
import { NotablePlayers } from './notable-players.js';
import type { ViewProps } from './parts.js';
import { PlayerProfile } from './player-profile.js';
import { Playstyle } from './playstyle.js';
import { StrongestHands } from './strongest-hands.js';
import { Vpip } from './vpip.js';
import './views.css';

/** The corner panel's width (views.css `.rb-view-panel`); stream-pro widens the hand distribution. */
export const VIEW_PANEL_WIDTH = 600;

/** The seven views of spec §1 by the ids Studio writes: one component (and one file) each. */
export const VIEWS: Record<OverlayView, ComponentType<ViewProps>> = {
  earnings: Earnings,
  vpip: Vpip,
  playerProfile: PlayerProfile,
  handDistribution: HandDistribution,
  playstyle: Playstyle,
  strongestHands: StrongestHands,
  notablePlayers: NotablePlayers,
};

/** One of the seven views on its panel, titled, with what its figures rest on. */
export function ViewPanel({
  view,
  state,
  seat,
}: {
  view: OverlayView;
  state: TableState;
  seat: number | null;
}) {
  const View = VIEWS[view];
  return (
    <section
      key={view}
      className="rb-panel rb-view rb-view-panel"
      data-testid={`view-${view}`}
      data-view={view}
      aria-label={VIEW_TITLES[view]}
    >
      <View
        state={state}
        players={overlayPlayers(state.playerGroup.players) as OverlayPlayer[]}
        seat={seat}
      />
    </section>
  );
}
