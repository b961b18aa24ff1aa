import { useLocation, useParams } from 'react-router';
import { LiveKitTemplate } from '../features/livekit-template/livekit-template.js';
import { PlayerAssistance } from '../features/player-assistance/player-assistance.js';
import { SocialTv } from '../features/social-tv/social-tv.js';

/**
 * The clip, table-help and LiveKit screens outside the shell (spec §2 `/socialtv`, `/playerAssistance`,
 * `/livekit/template`), for navigation inside the app. Opened directly (a phone recorder, a tablet at
 * the table, LiveKit's egress) they boot without the console: see display-boot.tsx.
 */

/** /socialtv/:tableKey */
export function SocialTvRoute() {
  const { tableKey = '' } = useParams();
  const { search } = useLocation();
  return <SocialTv key={tableKey + search} tableKey={tableKey} search={new URLSearchParams(search)} />;
}

/** /playerAssistance/:tableKey */
export function PlayerAssistanceRoute() {
  const { tableKey = '' } = useParams();
  const { search } = useLocation();
  return (
    <PlayerAssistance key={tableKey + search} tableKey={tableKey} search={new URLSearchParams(search)} />
  );
}

/** /livekit/template?url=…&token=…&layout=…&overlay=… */
export function LiveKitTemplateRoute() {
  const { search } = useLocation();
  return <LiveKitTemplate key={search} search={new URLSearchParams(search)} />;
}
