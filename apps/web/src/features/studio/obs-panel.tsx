import { type ObsWebsocket, type Stream, studioObsInputSchema } from '@railbird/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useTRPC } from '../../lib/trpc.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { InputField } from '../../ui/fields.js';
import { StatusDot } from '../../ui/status-dot.js';
import { formatElapsed } from './feeds.js';
import { Badge, Reason, Refusal, StudioButton, StudioPanel, type Tone } from './parts.js';
import type { StudioCommands } from './use-command.js';

const LINK_LABEL: Record<ObsWebsocket['status'], string> = {
  NOT_CONFIGURED: 'No OBS set',
  CONNECTING: 'Connecting to OBS…',
  CONNECTED: 'OBS connected',
  DISCONNECTED: 'OBS not reachable',
  AUTH_FAILED: 'OBS refused the password',
};

const STREAM: Record<Stream['status'], { label: string; tone: Tone }> = {
  READY: { label: 'Ready', tone: 'neutral' },
  STARTING: { label: 'Starting…', tone: 'warning' },
  LIVE: { label: 'Live', tone: 'error' },
  STOPPING: { label: 'Stopping…', tone: 'warning' },
  STOPPED: { label: 'Off', tone: 'neutral' },
  RECONNECTING: { label: 'Reconnecting…', tone: 'warning' },
  ERROR: { label: 'Failed', tone: 'error' },
};

type Confirm =
  | { kind: 'scene'; scene: string }
  | { kind: 'stopStream' }
  | { kind: 'startStream' }
  | { kind: 'stopRecord' }
  | { kind: 'forget' };

/**
 * The table's OBS, through the engine's link (obs-websocket v5): where it is and its password
 * (stored, never shown), the link's state in a sentence, scenes (a switch changes what is on air, so
 * it asks), the current scene's sources, the stream and the recording.
 */
export function ObsPanel({
  tableKey,
  obs,
  stream,
  connected,
  commands,
  now,
}: {
  tableKey: string;
  obs: ObsWebsocket | null;
  stream: Stream | null;
  connected: boolean;
  commands: StudioCommands;
  now: number;
}) {
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const status = obs?.status ?? 'NOT_CONFIGURED';
  const ready = connected && obs?.isConnected === true;
  const offReason = !connected
    ? 'The table is not connected, so its OBS cannot be reached.'
    : obs?.status === 'NOT_CONFIGURED'
      ? 'Set the OBS address first.'
      : !obs?.isConnected
        ? // Its reason, when OBS gave one, is the red sentence above.
          `OBS is not connected${obs?.error ? ' (see above)' : ' yet'}.`
        : null;
  const live =
    stream?.status === 'LIVE' || stream?.status === 'RECONNECTING' || stream?.status === 'STARTING';
  const streamFacts = stream ? STREAM[stream.status] : null;
  const run = (what: string, data: Parameters<StudioCommands['send']>[2] & object, done: string) =>
    commands.send(what, 'obs', data as never, done);

  const refusal = commands.refusal?.what.startsWith('OBS') ? commands.refusal.message : null;
  const dot = status === 'CONNECTED' ? 'live' : status === 'CONNECTING' ? 'connecting' : 'down';
  // Without the table, what its engine knows of OBS is not known here.
  const linkLabel = connected ? LINK_LABEL[status] : 'Unknown · table not connected';

  return (
    <StudioPanel
      title="OBS"
      testId="obs-panel"
      aside={
        <span className="flex items-center gap-2 text-xs font-medium" data-testid="obs-status">
          <StatusDot status={connected ? dot : 'connecting'} label={linkLabel} />
          {linkLabel}
        </span>
      }
    >
      <div className="flex flex-col gap-4 p-4">
        {obs?.error ? (
          <p
            role="alert"
            className="rounded-md bg-red-50 p-2.5 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-300"
          >
            {obs.error}
          </p>
        ) : null}

        <div className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-1.5">
            <span className="text-xs text-zinc-500 dark:text-zinc-400">Stream</span>
            <span className="flex items-center gap-2">
              {streamFacts ? (
                <Badge tone={streamFacts.tone}>{streamFacts.label}</Badge>
              ) : (
                <Badge tone="neutral">—</Badge>
              )}
              {stream?.startTime && live ? (
                <span className="text-sm tabular">{formatElapsed(now - stream.startTime)}</span>
              ) : null}
            </span>
            {live ? (
              <StudioButton
                variant="secondary"
                disabled={!ready}
                pending={commands.pending === 'OBS stop stream'}
                onClick={() => setConfirm({ kind: 'stopStream' })}
              >
                Stop stream
              </StudioButton>
            ) : (
              <StudioButton
                variant="secondary"
                disabled={!ready}
                pending={commands.pending === 'OBS start stream'}
                onClick={() => setConfirm({ kind: 'startStream' })}
              >
                Start stream
              </StudioButton>
            )}
          </div>
          <div className="flex flex-col gap-1.5">
            <span className="text-xs text-zinc-500 dark:text-zinc-400">Recording</span>
            <span className="flex items-center gap-2">
              {obs?.recording ? <Badge tone="error">● Rec</Badge> : <Badge tone="neutral">Off</Badge>}
              {obs?.recording && obs.recordStartTime ? (
                <span className="text-sm tabular">{formatElapsed(now - obs.recordStartTime)}</span>
              ) : null}
            </span>
            {obs?.recording ? (
              <StudioButton
                variant="secondary"
                disabled={!ready}
                pending={commands.pending === 'OBS stop recording'}
                onClick={() => setConfirm({ kind: 'stopRecord' })}
              >
                Stop recording
              </StudioButton>
            ) : (
              <StudioButton
                variant="secondary"
                disabled={!ready}
                pending={commands.pending === 'OBS start recording'}
                onClick={() =>
                  void run('OBS start recording', { request: 'startRecord' }, 'OBS is recording.')
                }
              >
                Start recording
              </StudioButton>
            )}
          </div>
        </div>
        {offReason ? <Reason>{offReason}</Reason> : null}
        <Refusal message={refusal} />

        <div className="flex flex-col gap-1.5">
          <h3 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
            Scenes
          </h3>
          {obs && obs.scenes.length > 0 ? (
            <ul className="flex flex-col gap-1" aria-label="OBS scenes">
              {obs.scenes.map((scene) => {
                const current = scene === obs.currentScene;
                return (
                  <li key={scene} className="flex items-center gap-2">
                    <button
                      type="button"
                      disabled={!ready || current}
                      aria-current={current ? 'true' : undefined}
                      onClick={() => setConfirm({ kind: 'scene', scene })}
                      className={`flex h-8 flex-1 items-center justify-between rounded-md border px-2.5 text-left text-sm focus-visible:outline-2 focus-visible:outline-accent-500 disabled:cursor-not-allowed ${
                        current
                          ? 'border-red-600/40 bg-red-50 font-medium text-red-900 dark:border-red-500/40 dark:bg-red-950/40 dark:text-red-200'
                          : 'border-zinc-300 hover:bg-zinc-100 disabled:opacity-60 dark:border-zinc-700 dark:hover:bg-zinc-800'
                      }`}
                    >
                      <span className="truncate">{scene}</span>
                      {/* The space keeps a screen reader from reading "TableProgram". */}
                      {current ? <span className="text-xs font-semibold"> Program</span> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <Reason>{ready ? 'OBS has no scenes.' : 'Scenes show once OBS is connected.'}</Reason>
          )}
          {obs?.currentScene && obs.sources.length > 0 ? (
            <p className="text-xs text-zinc-600 dark:text-zinc-400">
              <span className="font-medium">Sources in {obs.currentScene}:</span> {obs.sources.join(' · ')}
            </p>
          ) : null}
        </div>

        <div className="flex items-center justify-between gap-2">
          <span className="text-xs text-zinc-500 dark:text-zinc-400">
            {obs?.lastConnectedAt
              ? `Last connected ${new Date(obs.lastConnectedAt).toLocaleTimeString()}`
              : status === 'NOT_CONFIGURED'
                ? ''
                : 'Not connected since the engine started'}
          </span>
          <StudioButton
            variant="secondary"
            className="h-8"
            disabled={!connected || status === 'NOT_CONFIGURED'}
            pending={commands.pending === 'OBS reconnect'}
            onClick={() => void run('OBS reconnect', { request: 'reconnect' }, 'Reconnecting to OBS.')}
          >
            Reconnect
          </StudioButton>
        </div>
        <ObsAddress tableKey={tableKey} obs={obs} onForget={() => setConfirm({ kind: 'forget' })} />
      </div>

      <ConfirmDialog
        open={confirm !== null && confirm.kind !== 'forget'}
        title={
          confirm?.kind === 'scene'
            ? `Switch to “${confirm.scene}”?`
            : confirm?.kind === 'stopStream'
              ? 'Stop the stream?'
              : confirm?.kind === 'startStream'
                ? 'Start the stream?'
                : 'Stop recording?'
        }
        description={
          confirm?.kind === 'scene'
            ? `This switches what is on air now: OBS cuts from “${obs?.currentScene ?? 'the current scene'}” to “${confirm.scene}”.`
            : confirm?.kind === 'stopStream'
              ? 'Viewers see the stream end. OBS stops sending to the streaming service; recording is not touched.'
              : confirm?.kind === 'startStream'
                ? 'OBS starts sending to its streaming service: viewers see the program scene.'
                : 'OBS stops recording and finishes the file.'
        }
        confirmLabel={
          confirm?.kind === 'scene'
            ? 'Switch scene'
            : confirm?.kind === 'stopStream'
              ? 'Stop stream'
              : confirm?.kind === 'startStream'
                ? 'Start stream'
                : 'Stop recording'
        }
        danger={confirm?.kind === 'stopStream'}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          const c = confirm;
          setConfirm(null);
          if (c?.kind === 'scene')
            void run(
              'OBS switch scene',
              { request: 'switchScene', sceneName: c.scene },
              `On air: ${c.scene}.`,
            );
          if (c?.kind === 'stopStream')
            void run('OBS stop stream', { request: 'stopStream' }, 'Stream stopping.');
          if (c?.kind === 'startStream')
            void run('OBS start stream', { request: 'startStream' }, 'Stream starting.');
          if (c?.kind === 'stopRecord')
            void run('OBS stop recording', { request: 'stopRecord' }, 'Recording stopped.');
        }}
      />
      <ForgetObs tableKey={tableKey} open={confirm?.kind === 'forget'} onClose={() => setConfirm(null)} />
    </StudioPanel>
  );
}

function useSaveObs(tableKey: string, onDone?: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.overlay.setObs.mutationOptions({
      onSuccess: async (saved) => {
        toast.success(saved.url ? `OBS set to ${saved.url}.` : 'OBS forgotten for this table.');
        onDone?.();
        await queryClient.invalidateQueries({ queryKey: trpc.overlay.obs.queryKey({ tableKey }) });
      },
      onError: (error) => toast.error(`OBS settings not saved: ${error.message}`),
    }),
  );
}

/** Where OBS is and its password (write-only: the form says whether one is stored, never which). */
function ObsAddress({
  tableKey,
  obs,
  onForget,
}: {
  tableKey: string;
  obs: ObsWebsocket | null;
  onForget: () => void;
}) {
  const trpc = useTRPC();
  const saved = useQuery(trpc.overlay.obs.queryOptions({ tableKey }));
  const [url, setUrl] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ url?: string; password?: string }>({});
  const save = useSaveObs(tableKey, () => setPassword(''));
  const storedUrl = saved.data?.url ?? null;
  useEffect(() => {
    setUrl(storedUrl ?? '');
  }, [storedUrl]);
  const hasPassword = saved.data?.hasPassword ?? false;

  const submit = (withPassword: string | null | undefined) => {
    const parsed = studioObsInputSchema.safeParse({
      tableKey,
      url: url.trim(),
      ...(withPassword === undefined ? {} : { password: withPassword }),
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'url' || field === 'password') next[field] ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <form
      className="flex flex-col gap-2 border-t border-zinc-200 pt-3 dark:border-zinc-800"
      onSubmit={(e) => {
        e.preventDefault();
        submit(password === '' ? undefined : password);
      }}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
          OBS WebSocket
        </h3>
        {storedUrl || obs?.url ? (
          <button
            type="button"
            onClick={onForget}
            className="rounded px-1.5 py-0.5 text-xs font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-red-400 dark:hover:bg-red-950/40"
          >
            Forget OBS
          </button>
        ) : null}
      </div>
      <InputField
        label="Address"
        placeholder="ws://192.168.1.60:4455"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={errors.url}
        hint={
          saved.data && !saved.data.engineHosted
            ? 'As the table’s own engine reaches it (the engine connects, not this browser).'
            : 'As the engine reaches it: the engine connects, not this browser.'
        }
        autoComplete="off"
      />
      <InputField
        label="Password"
        type="password"
        placeholder={hasPassword ? 'Stored · type to replace' : 'None · OBS authentication off'}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        autoComplete="new-password"
        hint={hasPassword ? 'A password is stored. Leave empty to keep it.' : undefined}
      />
      <div className="flex flex-wrap items-center gap-1.5">
        <StudioButton
          type="submit"
          variant="secondary"
          className="h-8"
          pending={save.isPending}
          disabled={saved.isPending}
        >
          Save
        </StudioButton>
        {hasPassword ? (
          <StudioButton
            variant="ghost"
            className="h-8 px-2.5"
            onClick={() => submit(null)}
            disabled={save.isPending || !url.trim()}
          >
            Remove password
          </StudioButton>
        ) : null}
      </div>
      {saved.isError ? (
        <Refusal message={`OBS settings could not be loaded: ${saved.error.message}`} />
      ) : null}
    </form>
  );
}

function ForgetObs({ tableKey, open, onClose }: { tableKey: string; open: boolean; onClose: () => void }) {
  const forget = useSaveObs(tableKey, onClose);
  return (
    <ConfirmDialog
      open={open}
      title="Forget this table’s OBS?"
      description="The engine disconnects from OBS and forgets its address and password. Nothing in OBS changes: a stream or recording keeps running there."
      confirmLabel="Forget OBS"
      danger
      pending={forget.isPending}
      onClose={onClose}
      onConfirm={() => forget.mutate({ tableKey, url: null })}
    />
  );
}
