import type { Room, VideoTrack } from 'livekit-client';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  gridShape,
  type OverlayChoice,
  parseLayout,
  parseTemplateQuery,
  speakerOrder,
  type TemplateLayout,
  type Tile,
} from './template-query.js';
import '@fontsource-variable/inter/wght.css';
import './livekit-template.css';

/** The egress SDK's helper: how the template tells LiveKit's recorder to start and stop. */
export interface EgressSignals {
  setRoom(room: Room): void;
  startRecording(): void;
  endRecording(): void;
  onLayoutChanged(f: (layout: string) => void): void;
}

/** The SDK is CommonJS: depending on the bundler its helper is the module's default or the module. */
function helperOf(mod: unknown): EgressSignals {
  const m = mod as { default?: EgressSignals & { default?: EgressSignals } } & EgressSignals;
  return m.default?.default ?? m.default ?? m;
}

/** Loaded only on this page: livekit-client is large and no other screen needs it. */
export async function loadEgressHelper(): Promise<EgressSignals> {
  return helperOf(await import('@livekit/egress-sdk'));
}

/** How long a connection may take before the template gives up and says so. */
const CONNECT_TIMEOUT_MS = 20_000;
/** How long to wait for the overlay to load before recording starts anyway. */
const OVERLAY_WAIT_MS = 5_000;

type Phase =
  | { kind: 'no-room'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'connecting' }
  | { kind: 'connected'; room: Room }
  | { kind: 'failed'; message: string };

/**
 * A LiveKit RoomComposite egress template (our `/livekit/template`): LiveKit's egress opens it in a
 * headless Chrome with `url`, `token` and `layout`; it joins the room as the hidden recorder, lays out
 * the cameras (grid or speaker), draws our overlay (`overlay=/stream-hidden/<table>?key=…`) on top and
 * tells the recorder to start. Without a room, or with an overlay that is not ours, it says so on
 * screen and tells the recorder to end rather than record an empty page.
 */
export function LiveKitTemplate({
  search,
  origin = window.location.origin,
  loadHelper = loadEgressHelper,
}: {
  search: URLSearchParams;
  origin?: string;
  loadHelper?: () => Promise<EgressSignals>;
}) {
  // By value: a new URLSearchParams for the same address must not rejoin the room.
  const searchText = search.toString();
  const query = useMemo(
    () => parseTemplateQuery(new URLSearchParams(searchText), origin),
    [searchText, origin],
  );
  const [phase, setPhase] = useState<Phase>(() =>
    query.overlay.kind === 'refused'
      ? { kind: 'refused', message: query.overlay.reason }
      : query.room === null
        ? { kind: 'no-room', message: query.noRoom ?? 'No LiveKit room.' }
        : { kind: 'connecting' },
  );
  const [layout, setLayout] = useState<TemplateLayout>(query.layout);
  const [overlayReady, setOverlayReady] = useState(query.overlay.kind !== 'ok');
  const helperRef = useRef<EgressSignals | null>(null);
  const started = useRef(false);
  useTemplatePage();

  // Join the room, or (no room, refused overlay) end the recording at once.
  useEffect(() => {
    let cancelled = false;
    let room: Room | null = null;
    const end = (helper: EgressSignals | null) => {
      try {
        helper?.endRecording();
      } catch (error) {
        console.error('Unable to signal the end of the recording', error);
      }
    };
    void (async () => {
      let helper: EgressSignals | null = null;
      try {
        helper = await loadHelper();
      } catch (error) {
        console.error('Unable to load the LiveKit egress SDK', error);
      }
      if (cancelled) return;
      helperRef.current = helper;
      if (query.overlay.kind === 'refused' || query.room === null) {
        end(helper);
        return;
      }
      try {
        const { Room } = await import('livekit-client');
        if (cancelled) return;
        room = new Room({ adaptiveStream: true, dynacast: false });
        helper?.setRoom(room);
        helper?.onLayoutChanged((name) => setLayout(parseLayout(name)));
        await withTimeout(room.connect(query.room.url, query.room.token), CONNECT_TIMEOUT_MS);
        if (cancelled) return;
        setPhase({ kind: 'connected', room });
      } catch (error) {
        if (cancelled) return;
        const reason = error instanceof Error ? error.message : String(error);
        setPhase({
          kind: 'failed',
          message: `Joining ${query.room.url} failed: ${reason}.`,
        });
        void room?.disconnect();
        end(helper);
      }
    })();
    return () => {
      cancelled = true;
      void room?.disconnect();
    };
  }, [query, loadHelper]);

  // Recording starts once the cameras are laid out and the overlay has loaded (or taken too long).
  useEffect(() => {
    if (phase.kind !== 'connected' || started.current) return;
    const start = () => {
      if (started.current) return;
      started.current = true;
      helperRef.current?.startRecording();
    };
    if (overlayReady) {
      start();
      return;
    }
    const timer = setTimeout(start, OVERLAY_WAIT_MS);
    return () => clearTimeout(timer);
  }, [phase, overlayReady]);

  if (phase.kind !== 'connecting' && phase.kind !== 'connected') {
    return <NoRoom phase={phase} query={query} />;
  }
  return (
    <div className="lk-frame" data-testid="livekit-template" data-phase={phase.kind} data-layout={layout}>
      {phase.kind === 'connected' ? <Cameras room={phase.room} layout={layout} /> : null}
      {query.overlay.kind === 'ok' ? (
        <iframe
          className="lk-overlay"
          title="Railbird overlay"
          src={query.overlay.path}
          onLoad={() => setOverlayReady(true)}
          data-testid="livekit-overlay"
        />
      ) : null}
    </div>
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

interface CameraTile extends Tile {
  name: string;
  video: VideoTrack | null;
}

/** The room's cameras, re-read whenever the room changes (tracks, participants, speakers). */
function Cameras({ room, layout }: { room: Room; layout: TemplateLayout }) {
  const [tiles, setTiles] = useState<CameraTile[]>([]);
  useEffect(() => {
    let cancelled = false;
    const audio = new Map<string, HTMLMediaElement>();
    const off: (() => void)[] = [];
    void import('livekit-client').then(({ RoomEvent, Track }) => {
      if (cancelled) return;
      const read = () => {
        const next: CameraTile[] = [];
        for (const p of room.remoteParticipants.values()) {
          const pub = p.getTrackPublication(Track.Source.Camera);
          const video =
            pub?.isSubscribed && !pub.isMuted && pub.videoTrack ? (pub.videoTrack as VideoTrack) : null;
          next.push({
            id: p.identity,
            name: p.name || p.identity,
            video,
            speaking: p.isSpeaking,
            lastSpokeAt: p.lastSpokeAt?.getTime() ?? 0,
          });
          // The room's sound is part of the recording: every microphone plays.
          for (const a of p.audioTrackPublications.values()) {
            const track = a.audioTrack;
            if (track && a.isSubscribed && !audio.has(a.trackSid)) {
              const el = track.attach();
              el.setAttribute('data-livekit-audio', a.trackSid);
              document.body.appendChild(el);
              audio.set(a.trackSid, el);
            }
          }
        }
        // A microphone that went away stops playing.
        const live = new Set(
          [...room.remoteParticipants.values()].flatMap((p) => [...p.audioTrackPublications.keys()]),
        );
        for (const [sid, el] of audio) {
          if (!live.has(sid)) {
            el.remove();
            audio.delete(sid);
          }
        }
        setTiles(next);
      };
      for (const event of [
        RoomEvent.TrackSubscribed,
        RoomEvent.TrackUnsubscribed,
        RoomEvent.TrackMuted,
        RoomEvent.TrackUnmuted,
        RoomEvent.ParticipantConnected,
        RoomEvent.ParticipantDisconnected,
        RoomEvent.ActiveSpeakersChanged,
      ] as const) {
        room.on(event, read);
        off.push(() => room.off(event, read));
      }
      read();
    });
    return () => {
      cancelled = true;
      // Only our listeners: the egress SDK keeps its own (it ends the recording when the room closes).
      for (const stop of off) stop();
      for (const el of audio.values()) el.remove();
    };
  }, [room]);

  if (layout === 'grid') {
    const { columns, rows } = gridShape(tiles.length);
    return (
      <div
        className="lk-grid"
        style={{ gridTemplateColumns: `repeat(${columns}, 1fr)`, gridTemplateRows: `repeat(${rows}, 1fr)` }}
      >
        {tiles.map((t) => (
          <CameraView key={t.id} tile={t} />
        ))}
      </div>
    );
  }
  const { main, others } = speakerOrder(tiles, layout);
  return (
    <div className="lk-speaker">
      <div className="lk-main">{main ? <CameraView tile={main} /> : null}</div>
      {others.length > 0 ? (
        <div className="lk-strip">
          {others.map((t) => (
            <CameraView key={t.id} tile={t} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function CameraView({ tile }: { tile: CameraTile }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || !tile.video) return;
    tile.video.attach(el);
    return () => {
      tile.video?.detach(el);
    };
  }, [tile.video]);
  return (
    <div className="lk-tile" data-speaking={String(tile.speaking)}>
      {tile.video ? (
        <video ref={ref} className="lk-video" muted playsInline autoPlay />
      ) : (
        <div className="lk-no-video">{tile.name}</div>
      )}
    </div>
  );
}

/** The page a person sees when the template has nothing to record: what is missing and what to do. */
function NoRoom({
  phase,
  query,
}: {
  phase: Exclude<Phase, { kind: 'connecting' } | { kind: 'connected' }>;
  query: ReturnType<typeof parseTemplateQuery>;
}) {
  const title =
    phase.kind === 'refused'
      ? 'Overlay refused'
      : phase.kind === 'failed'
        ? 'Could not join the LiveKit room'
        : 'No LiveKit room';
  return (
    <main className="lk-empty" data-testid="livekit-template" data-phase={phase.kind} role="alert">
      <p className="lk-kicker">Railbird · LiveKit recording template</p>
      <h1 className="lk-title">{title}</h1>
      <p className="lk-message" data-testid="livekit-message">
        {maskKeys(phase.message)}
      </p>
      <dl className="lk-facts">
        <dt>Room</dt>
        <dd>{query.room ? query.room.url : 'none given'}</dd>
        <dt>Layout</dt>
        <dd>{query.layout}</dd>
        <dt>Overlay</dt>
        <dd>{overlayText(query.overlay)}</dd>
        <dt>Recording</dt>
        <dd>not started: the recorder was told to end</dd>
      </dl>
      <p className="lk-help">
        LiveKit’s egress opens this page itself, with <code>?url=…&amp;token=…&amp;layout=…</code>, when a
        RoomComposite egress is started with this address as its custom base URL. Add{' '}
        <code>&amp;overlay=/stream-hidden/&lt;table&gt;?key=&lt;link key&gt;</code> (URL-encoded) to draw a
        Railbird overlay over the cameras: copy the overlay’s path from Studio.
      </p>
    </main>
  );
}

function overlayText(overlay: OverlayChoice): string {
  if (overlay.kind === 'none') return 'none (cameras only)';
  if (overlay.kind === 'refused') return `refused: ${maskKeys(overlay.given)}`;
  return maskKeys(overlay.path);
}

/** A link's key is a credential: never printed on the page (nor in a recording of it). */
function maskKeys(text: string): string {
  return text.replace(/([?&](?:key|token)=)[^&\s;”"]*/g, '$1…');
}

/** A full-window, black, scrollbar-free page. */
function useTemplatePage(): void {
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.classList.add('lk-page');
    return () => html.classList.remove('lk-page');
  }, []);
}
