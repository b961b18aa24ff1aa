import type { CheckInPlayer, TableState } from '@railbird/protocol';
import { checkInBioSchema, displayNameSchema, handleSchema } from '@railbird/protocol';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorCode } from '../../lib/query-client.js';
import { TableCommandError } from '../../lib/table-sockets/connection.js';
import { usePageSocket } from '../../lib/table-sockets/page-socket.js';
import { useTRPC, useTRPCClient } from '../../lib/trpc.js';
import { Avatar } from '../../ui/poker-table/avatar.js';
import { OvalTable } from '../../ui/poker-table/oval-table.js';
import { StatusDot } from '../../ui/status-dot.js';
import { CameraShot } from './camera.js';
import {
  anySeat,
  freeSeats,
  groupDigits,
  IDLE_MS,
  IdleWatch,
  nextCall,
  type PhoneKey,
  phoneProblem,
  presetBuyIn,
  pressPhoneKey,
  seatLabel,
  seatTakenMessage,
  walkInSeats,
} from './kiosk-logic.js';

/**
 * Check-in at `/signin/{tableKey}` (issue 16): a tablet at the table or the host stand, signed in by
 * staff, used by players. One question per step, touch targets of 56 px and more, a keypad for the
 * phone, nothing behind a hover. It never shows a phone number, not even the one being typed once the
 * step is left. Dark only: it stands in a dim card room beside the table's own screens, and one look
 * keeps the tablet from glaring at the players around it.
 */

type Step =
  | { kind: 'phone' }
  | { kind: 'welcome'; player: CheckInPlayer }
  | { kind: 'name' }
  | { kind: 'handle' }
  | { kind: 'photo' }
  | { kind: 'bio' }
  | { kind: 'seat'; player: CheckInPlayer }
  | { kind: 'waiting'; player: CheckInPlayer }
  | { kind: 'seated'; player: CheckInPlayer; seatIndex: number }
  | { kind: 'called'; player: CheckInPlayer; seatIndex: number };

interface Form {
  phone: string;
  displayName: string;
  handle: string;
  picture: string | null;
  bio: string;
}

const EMPTY: Form = { phone: '', displayName: '', handle: '', picture: null, bio: '' };
/** How long "Seat 4 — good luck" and "You're on the list" stay before the kiosk starts over. */
const DONE_MS = 8_000;

const big =
  'inline-flex min-h-16 items-center justify-center rounded-xl px-8 text-2xl font-semibold select-none focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-teal-300 disabled:opacity-40';
const primary = `${big} bg-teal-600 text-white active:bg-teal-700`;
const secondary = `${big} border-2 border-zinc-600 bg-zinc-900 text-zinc-100 active:bg-zinc-800`;

const firstName = (name: string) => name.split(/\s+/)[0] ?? name;
const problemOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => {
  if (result.success) return null;
  const m = result.error?.issues[0]?.message ?? 'not accepted';
  return `${m.charAt(0).toUpperCase()}${m.slice(1)}.`;
};

export function CheckInKiosk({
  tableKey,
  socketUrl,
  buyIn: buyInOverride = null,
}: {
  tableKey: string;
  socketUrl: string | null;
  /** Chips a player sits down with; by default a hundred big blinds. */
  buyIn?: number | null;
}) {
  const trpc = useTRPC();
  const { snapshot, request } = usePageSocket({ tableKey, socketUrl, page: 'signin' });
  const state = snapshot.state;
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [form, setForm] = useState<Form>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** A walk-in tapped "Not Ava? Check in": the call waits until the kiosk starts over. */
  const [callAside, setCallAside] = useState(false);

  const waiting = useQuery(
    trpc.checkIn.waitingList.list.queryOptions({ tableKey }, { refetchInterval: 3000, retry: false }),
  );
  const waitingList = waiting.data ?? [];

  const reset = useCallback(() => {
    setStep({ kind: 'phone' });
    setForm(EMPTY);
    setProblem(null);
    setBusy(false);
    setCallAside(false);
  }, []);

  // Idle a minute: back to the start, form cleared (UI.md, kiosk screens).
  const watch = useRef<IdleWatch | null>(null);
  useEffect(() => {
    const w = new IdleWatch({ timeoutMs: IDLE_MS, now: Date.now, onIdle: reset });
    watch.current = w;
    const timer = setInterval(() => w.tick(), 1000);
    return () => clearInterval(timer);
  }, [reset]);
  const touch = () => watch.current?.touch();

  // The last screens start over by themselves.
  useEffect(() => {
    if (step.kind !== 'seated' && step.kind !== 'waiting') return;
    const timer = setTimeout(reset, DONE_MS);
    return () => clearTimeout(timer);
  }, [step, reset]);

  const capacity = state?.tableSettings.capacity ?? 0;
  const players = state?.playerGroup.players ?? [];
  const free = freeSeats(
    capacity,
    players.map((p) => p.seatIndex),
  );
  const seatedIds = new Set(players.map((p) => p.uid).filter(Boolean));
  const queue = waitingList.filter((e) => !seatedIds.has(e.playerId));
  const call = nextCall(queue, free);
  const bigBlind = state?.round.blindLevel.blinds[1] || state?.round.blindLevel.blinds[0] || 0;
  const buyIn = buyInOverride ?? presetBuyIn(bigBlind);

  // A query run on demand, never cached: the next player must not find the last one's answer.
  const client = useTRPCClient();
  const lookup = useMutation({
    mutationFn: (phone: string) => client.checkIn.lookup.query({ tableKey, phone }),
  });
  const register = useMutation(trpc.checkIn.register.mutationOptions());
  const join = useMutation(trpc.checkIn.waitingList.join.mutationOptions());
  const leave = useMutation(trpc.checkIn.waitingList.leave.mutationOptions());

  const seatIn = async (player: CheckInPlayer, seatIndex: number, fromList: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      await request('seatPlayer', {
        seatIndex,
        displayName: player.displayName,
        uid: player.id,
        handle: player.handle,
        stack: buyIn,
      });
      if (fromList || waitingList.some((e) => e.playerId === player.id))
        await leave.mutateAsync({ tableKey, playerId: player.id }).catch(() => undefined);
      void waiting.refetch();
      setStep({ kind: 'seated', player, seatIndex });
    } catch (error) {
      setProblem(
        error instanceof TableCommandError && error.code === 'CONFLICT'
          ? seatTakenMessage(seatIndex)
          : (error as Error).message,
      );
    } finally {
      setBusy(false);
    }
  };

  const submitPhone = async () => {
    const why = phoneProblem(form.phone);
    if (why) return setProblem(why);
    setBusy(true);
    setProblem(null);
    try {
      const player = await lookup.mutateAsync(form.phone);
      setStep(player ? { kind: 'welcome', player } : { kind: 'name' });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const submitRegistration = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const player = await register.mutateAsync({
        tableKey,
        phone: form.phone,
        displayName: form.displayName,
        handle: form.handle.trim() || null,
        bio: form.bio.trim() || null,
        picture: form.picture,
      });
      setStep({ kind: 'seat', player });
    } catch (error) {
      if (errorCode(error) === 'CONFLICT') {
        setStep({ kind: 'phone' });
        setForm(EMPTY);
      }
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const alreadySeated = (player: CheckInPlayer) => players.find((p) => p.uid === player.id) ?? null;

  let body: ReactNode;
  switch (step.kind) {
    case 'phone':
      body =
        call && !callAside ? (
          <CallScreen
            name={call.entry.displayName}
            url={call.entry.profileUrl}
            seatIndex={call.seatIndex}
            busy={busy}
            problem={problem}
            onAccept={() =>
              seatIn(
                {
                  id: call.entry.playerId,
                  displayName: call.entry.displayName,
                  handle: call.entry.handle,
                  profileUrl: call.entry.profileUrl,
                },
                call.seatIndex,
                true,
              )
            }
            onPass={async () => {
              await leave.mutateAsync({ tableKey, playerId: call.entry.playerId }).catch(() => undefined);
              void waiting.refetch();
            }}
            onWalkIn={() => setCallAside(true)}
          />
        ) : (
          <PhoneStep
            typed={form.phone}
            problem={problem}
            busy={busy}
            waitingNames={queue.map((e) => firstName(e.displayName))}
            onKey={(key) => {
              setProblem(null);
              setForm((f) => ({ ...f, phone: pressPhoneKey(f.phone, key) }));
            }}
            onNext={submitPhone}
          />
        );
      break;
    case 'welcome': {
      const seated = alreadySeated(step.player);
      body = (
        <Question title={`Welcome back, ${firstName(step.player.displayName)}`}>
          <PlayerCard player={step.player} />
          {seated ? (
            <p className="text-2xl text-zinc-200">
              You are already in {seatLabel(seated.seatIndex)} at this table.
            </p>
          ) : null}
          <Actions>
            <button type="button" className={secondary} onClick={reset}>
              Not me
            </button>
            {seated ? (
              <button type="button" className={primary} onClick={reset}>
                Done
              </button>
            ) : (
              <button
                type="button"
                className={primary}
                onClick={() => setStep({ kind: 'seat', player: step.player })}
              >
                Pick my seat
              </button>
            )}
          </Actions>
        </Question>
      );
      break;
    }
    case 'name':
      body = (
        <TextStep
          title="Welcome! What’s your name?"
          hint="As the table and the stream will show it."
          label="Your name"
          value={form.displayName}
          autoComplete="name"
          onChange={(displayName) => setForm((f) => ({ ...f, displayName }))}
          check={(v) => problemOf(displayNameSchema.safeParse(v))}
          onBack={() => setStep({ kind: 'phone' })}
          onNext={() => setStep({ kind: 'handle' })}
        />
      );
      break;
    case 'handle':
      body = (
        <TextStep
          title="Your handle?"
          hint="Optional: the name viewers know you by, like @ava."
          label="Your handle"
          value={form.handle}
          optional
          onChange={(handle) => setForm((f) => ({ ...f, handle }))}
          check={(v) => (v.trim() === '' ? null : problemOf(handleSchema.safeParse(v)))}
          onBack={() => setStep({ kind: 'name' })}
          onNext={() => setStep({ kind: 'photo' })}
        />
      );
      break;
    case 'photo':
      body = (
        <Question
          title="A photo for the table?"
          hint="Optional: it shows beside your name on the table screens."
        >
          {form.picture ? (
            <img
              src={form.picture}
              alt="You, as the table will show you"
              className="size-48 rounded-full object-cover"
            />
          ) : (
            <CameraShot onShot={(picture) => setForm((f) => ({ ...f, picture }))} />
          )}
          <Actions>
            <button type="button" className={secondary} onClick={() => setStep({ kind: 'handle' })}>
              Back
            </button>
            {form.picture ? (
              <button
                type="button"
                className={secondary}
                onClick={() => setForm((f) => ({ ...f, picture: null }))}
              >
                Retake
              </button>
            ) : null}
            <button type="button" className={primary} onClick={() => setStep({ kind: 'bio' })}>
              {form.picture ? 'Use this photo' : 'Skip the photo'}
            </button>
          </Actions>
        </Question>
      );
      break;
    case 'bio':
      body = (
        <TextStep
          title="Anything about you?"
          hint="Optional, one line: “Tuesday regular, loves PLO”."
          label="A short bio"
          value={form.bio}
          optional
          pending={busy}
          problem={problem}
          nextLabel="Save and pick a seat"
          onChange={(bio) => setForm((f) => ({ ...f, bio }))}
          check={(v) => problemOf(checkInBioSchema.safeParse(v))}
          onBack={() => setStep({ kind: 'photo' })}
          onNext={submitRegistration}
        />
      );
      break;
    case 'seat': {
      // Seats are held for the others on the list, not for the player choosing.
      const seats = walkInSeats(free, queue.filter((e) => e.playerId !== step.player.id).length);
      body = state ? (
        <SeatStep
          state={state}
          player={step.player}
          seats={seats}
          held={free.filter((s) => !seats.includes(s))}
          buyIn={buyIn}
          busy={busy}
          problem={problem}
          onPick={(seatIndex) => seatIn(step.player, seatIndex, false)}
          onJoinList={async () => {
            setBusy(true);
            try {
              await join.mutateAsync({ tableKey, playerId: step.player.id });
              void waiting.refetch();
              setStep({ kind: 'waiting', player: step.player });
            } catch (error) {
              setProblem((error as Error).message);
            } finally {
              setBusy(false);
            }
          }}
          onBack={reset}
        />
      ) : (
        <Question title="Connecting to the table…" hint="The seats show as soon as the table answers." />
      );
      break;
    }
    case 'waiting':
      body = (
        <Question title={`You’re on the list, ${firstName(step.player.displayName)}`}>
          <WaitingNames names={queue.map((e) => e.displayName)} highlight={step.player.displayName} />
          <p className="text-2xl text-zinc-300">This screen calls you by name when a seat opens.</p>
          <Actions>
            <button type="button" className={primary} onClick={reset}>
              Done
            </button>
          </Actions>
        </Question>
      );
      break;
    case 'seated':
    case 'called':
      body = (
        <Question title={`${seatLabel(step.seatIndex)} — good luck`}>
          <PlayerCard player={step.player} />
          <p className="text-2xl text-zinc-300">
            Sit down, {firstName(step.player.displayName)}: the dealer has your{' '}
            {buyIn.toLocaleString('en-US')} chips.
          </p>
          <Actions>
            <button type="button" className={primary} onClick={reset}>
              Done
            </button>
          </Actions>
        </Question>
      );
      break;
  }

  return (
    <div
      className="flex min-h-dvh flex-col bg-zinc-950 text-zinc-50 [touch-action:manipulation]"
      onPointerDownCapture={touch}
      onKeyDownCapture={touch}
    >
      <header className="flex h-18 shrink-0 items-center justify-between border-b border-zinc-800 px-8">
        <div className="flex items-baseline gap-3">
          <span className="text-2xl font-bold">Check in</span>
          <span className="text-xl text-zinc-400">{state?.tableSettings.name || tableKey}</span>
        </div>
        <div className="flex items-center gap-5">
          <span className="flex items-center gap-2 text-lg text-zinc-300">
            <StatusDot
              status={snapshot.status === 'open' ? 'live' : 'connecting'}
              label={snapshot.status === 'open' ? 'Table connected' : 'Connecting to the table'}
            />
            {snapshot.status === 'open' && state
              ? `${free.length} ${free.length === 1 ? 'seat' : 'seats'} free`
              : 'Connecting to the table…'}
          </span>
          {step.kind !== 'phone' || form.phone !== '' || callAside ? (
            <button type="button" className={`${secondary} min-h-14 px-5 text-xl`} onClick={reset}>
              Start over
            </button>
          ) : null}
        </div>
      </header>
      <main className="flex flex-1 items-center justify-center px-8 py-6">{body}</main>
    </div>
  );
}

function Question({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <section className="flex w-full max-w-4xl flex-col items-center gap-6 text-center">
      <h1 className="text-5xl font-bold tracking-tight">{title}</h1>
      {hint ? <p className="text-2xl text-zinc-400">{hint}</p> : null}
      {children}
    </section>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-2 flex flex-wrap items-center justify-center gap-4">{children}</div>;
}

function Problem({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="rounded-lg bg-red-950 px-5 py-3 text-2xl font-medium text-red-200">
      {text}
    </p>
  ) : null;
}

function PlayerCard({ player }: { player: CheckInPlayer }) {
  return (
    <div className="flex items-center gap-5 rounded-2xl bg-zinc-900 px-8 py-5">
      <Avatar
        name={player.displayName}
        url={player.profileUrl}
        size={96}
        className="bg-teal-800 text-white"
      />
      <div className="text-left">
        <p className="text-3xl font-semibold">{player.displayName}</p>
        {player.handle ? <p className="text-2xl text-zinc-400">{player.handle}</p> : null}
      </div>
    </div>
  );
}

function WaitingNames({
  names,
  highlight,
  start = false,
}: {
  names: string[];
  highlight?: string;
  /** Lined up at the start (beside the keypad) rather than centred. */
  start?: boolean;
}) {
  if (names.length === 0) return null;
  return (
    <ol
      aria-label="Waiting list"
      className={`flex flex-wrap gap-3 ${start ? 'justify-start' : 'justify-center'}`}
    >
      {names.map((name, i) => (
        <li
          // Names may repeat (two Alexes); the list only grows at its end and shrinks at its start.
          // biome-ignore lint/suspicious/noArrayIndexKey: place and name together are the item here.
          key={`${i}-${name}`}
          className={`rounded-full px-4 py-2 text-xl ${name === highlight ? 'bg-teal-700 text-white' : 'bg-zinc-800 text-zinc-200'}`}
        >
          {i + 1}. {name}
        </li>
      ))}
    </ol>
  );
}

const KEYS: PhoneKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'back', '0'];

function PhoneStep({
  typed,
  problem,
  busy,
  waitingNames,
  onKey,
  onNext,
}: {
  typed: string;
  problem: string | null;
  busy: boolean;
  waitingNames: string[];
  onKey: (key: PhoneKey) => void;
  onNext: () => void;
}) {
  // A hardware keyboard works too (a host stand may have one).
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (/^[0-9]$/.test(e.key)) onKey(e.key as PhoneKey);
      else if (e.key === 'Backspace') onKey('back');
      else if (e.key === 'Enter') onNext();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onKey, onNext]);

  return (
    <div className="grid w-full max-w-6xl grid-cols-[1fr_auto] items-center gap-16">
      <section className="flex flex-col gap-6">
        <h1 className="text-5xl font-bold tracking-tight">Your phone number?</h1>
        <p className="text-2xl text-zinc-400">
          We find you if you played here before. It is never shown to anyone.
        </p>
        <output
          aria-label="Phone number"
          className="flex h-24 items-center rounded-2xl border-2 border-zinc-700 bg-zinc-900 px-6 font-mono text-5xl tabular-nums tracking-wider"
        >
          {typed ? groupDigits(typed) : <span className="text-zinc-600">— — —</span>}
        </output>
        <Problem text={problem} />
        <button type="button" className={`${primary} self-start`} disabled={busy} onClick={onNext}>
          {busy ? 'Looking you up…' : 'Next'}
        </button>
        {waitingNames.length > 0 ? (
          <div className="flex flex-col gap-3">
            <p className="text-xl text-zinc-400">Waiting for a seat</p>
            <WaitingNames names={waitingNames} start />
          </div>
        ) : null}
      </section>
      <fieldset className="grid grid-cols-3 gap-3" aria-label="Keypad">
        {KEYS.map((key) => (
          <button
            key={key}
            type="button"
            aria-label={key === 'back' ? 'Delete the last digit' : key}
            onClick={() => onKey(key)}
            className={`h-24 w-28 rounded-2xl text-4xl font-semibold select-none active:bg-zinc-600 ${
              key === 'back' ? 'bg-zinc-800 text-zinc-300' : 'bg-zinc-800 text-white'
            } ${key === '0' ? 'col-start-2' : ''}`}
          >
            {key === 'back' ? '⌫' : key}
          </button>
        ))}
      </fieldset>
    </div>
  );
}

function TextStep({
  title,
  hint,
  label,
  value,
  optional = false,
  autoComplete = 'off',
  pending = false,
  problem = null,
  nextLabel = 'Next',
  onChange,
  check,
  onBack,
  onNext,
}: {
  title: string;
  hint: string;
  label: string;
  value: string;
  optional?: boolean;
  autoComplete?: string;
  pending?: boolean;
  problem?: string | null;
  nextLabel?: string;
  onChange: (value: string) => void;
  check: (value: string) => string | null;
  onBack: () => void;
  onNext: () => void;
}) {
  const [shown, setShown] = useState<string | null>(null);
  const submit = () => {
    const why = check(value);
    if (why) return setShown(why);
    onNext();
  };
  return (
    <Question title={title} hint={hint}>
      <form
        className="flex w-full max-w-2xl flex-col items-center gap-6"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <input
          aria-label={label}
          value={value}
          autoComplete={autoComplete}
          autoCapitalize="words"
          spellCheck={false}
          // biome-ignore lint/a11y/noAutofocus: a kiosk step has one field, and the tablet's keyboard opens for it.
          autoFocus
          onChange={(e) => {
            setShown(null);
            onChange(e.target.value);
          }}
          className="h-20 w-full rounded-2xl border-2 border-zinc-700 bg-zinc-900 px-6 text-4xl text-white outline-none focus:border-teal-400"
        />
        <Problem text={shown ?? problem} />
        <Actions>
          <button type="button" className={secondary} onClick={onBack}>
            Back
          </button>
          {optional && value.trim() === '' ? (
            <button type="submit" className={primary} disabled={pending}>
              Skip
            </button>
          ) : (
            <button type="submit" className={primary} disabled={pending}>
              {pending ? 'Saving…' : nextLabel}
            </button>
          )}
        </Actions>
      </form>
    </Question>
  );
}

function SeatStep({
  state,
  player,
  seats,
  held,
  buyIn,
  busy,
  problem,
  onPick,
  onJoinList,
  onBack,
}: {
  state: TableState;
  player: CheckInPlayer;
  seats: number[];
  held: number[];
  buyIn: number;
  busy: boolean;
  problem: string | null;
  onPick: (seatIndex: number) => void;
  onJoinList: () => void;
  onBack: () => void;
}) {
  const bySeat = useMemo(
    () => new Map(state.playerGroup.players.map((p) => [p.seatIndex, p])),
    [state.playerGroup.players],
  );
  const any = anySeat(seats);
  if (any === null) {
    return (
      <Question
        title="The table is full"
        hint={`Join the waiting list, ${firstName(player.displayName)}: this screen calls you when a seat opens.`}
      >
        <Problem text={problem} />
        <Actions>
          <button type="button" className={secondary} onClick={onBack}>
            Not now
          </button>
          <button type="button" className={primary} disabled={busy} onClick={onJoinList}>
            Join the waiting list
          </button>
        </Actions>
      </Question>
    );
  }
  return (
    <section className="flex w-full max-w-6xl flex-col items-center gap-3">
      <h1 className="text-4xl font-bold tracking-tight">Pick a seat, {firstName(player.displayName)}</h1>
      <p className="text-xl text-zinc-400">Buy-in {buyIn.toLocaleString('en-US')} chips · tap a green seat</p>
      <div className="w-[820px]">
        <OvalTable
          capacity={state.tableSettings.capacity}
          isLeftHanded={state.tableSettings.isLeftHanded}
          label="The table's seats"
          aspect="16 / 8.6"
          center={<span className="text-2xl font-semibold text-emerald-100/80">Dealer ↑</span>}
          seat={(i) => {
            const sitting = bySeat.get(i);
            if (sitting)
              return (
                <div className="flex h-16 w-32 flex-col items-center justify-center rounded-xl bg-zinc-800 text-zinc-400">
                  <span className="text-sm">{seatLabel(i)}</span>
                  <span className="max-w-28 truncate text-lg text-zinc-200">
                    {firstName(sitting.displayName)}
                  </span>
                </div>
              );
            if (!seats.includes(i))
              return (
                <div className="flex h-16 w-32 flex-col items-center justify-center rounded-xl border-2 border-dashed border-amber-600/70 bg-zinc-900 text-amber-200">
                  <span className="text-sm">{seatLabel(i)}</span>
                  <span className="text-lg">{held.includes(i) ? 'Held' : ''}</span>
                </div>
              );
            return (
              <button
                type="button"
                disabled={busy}
                onClick={() => onPick(i)}
                className="h-16 w-32 rounded-xl border-2 border-emerald-300 bg-emerald-600 text-2xl font-bold text-white shadow-lg active:bg-emerald-700 disabled:opacity-50"
              >
                {seatLabel(i)}
              </button>
            );
          }}
        />
      </div>
      <Problem text={problem} />
      <Actions>
        <button type="button" className={secondary} onClick={onBack}>
          Cancel
        </button>
        <button type="button" className={primary} disabled={busy} onClick={() => onPick(any)}>
          Give me any seat
        </button>
      </Actions>
    </section>
  );
}

function CallScreen({
  name,
  url,
  seatIndex,
  busy,
  problem,
  onAccept,
  onPass,
  onWalkIn,
}: {
  name: string;
  url: string | null;
  seatIndex: number;
  busy: boolean;
  problem: string | null;
  onAccept: () => void;
  onPass: () => void;
  onWalkIn: () => void;
}) {
  return (
    <Question title={`${firstName(name)}, ${seatLabel(seatIndex).toLowerCase()} is yours`}>
      <Avatar name={name} url={url} size={128} className="bg-teal-800 text-white" />
      <p className="text-2xl text-zinc-300">
        First on the waiting list. Take it, or pass to the next player.
      </p>
      <Problem text={problem} />
      <Actions>
        <button type="button" className={secondary} disabled={busy} onClick={onPass}>
          Pass
        </button>
        <button type="button" className={primary} disabled={busy} onClick={onAccept}>
          Take {seatLabel(seatIndex)}
        </button>
      </Actions>
      <button type="button" className={`${secondary} mt-6 min-h-14 text-xl`} onClick={onWalkIn}>
        Not {firstName(name)}? Check in
      </button>
    </Question>
  );
}
