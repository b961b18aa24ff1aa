/**
 * The seven overlay views of spec §1, by the ids Studio writes in `streamDataManager.visibleOverlays`
 * and an overlay link takes in `?view=`. Shared by the overlays (which draw them) and Studio (which
 * picks them), so it lives here rather than in either feature.
 */
export const OVERLAY_VIEWS = [
  'earnings',
  'vpip',
  'playerProfile',
  'handDistribution',
  'playstyle',
  'strongestHands',
  'notablePlayers',
] as const;
export type OverlayView = (typeof OVERLAY_VIEWS)[number];

export const VIEW_TITLES: Record<OverlayView, string> = {
  earnings: 'Earnings',
  vpip: 'VPIP',
  playerProfile: 'Player profile',
  handDistribution: 'Hand distribution',
  playstyle: 'Playstyle',
  strongestHands: 'Strongest hands',
  notablePlayers: 'Notable players',
};
