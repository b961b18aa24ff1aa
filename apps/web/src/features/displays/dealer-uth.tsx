/**
 * Ultimate Texas hold'em on the dealer screen (issue 19): the dealer's cards and the board, each
 * seat's ante, blind, trips and play with its cards and result, and the buttons the reducer's
 * `options` open — bets per seat while bets are open, No more bets, Play 4× / 3× / 2× / 1×, Check,
 * Fold, Next round. Every seat owing a decision is lit; the first one's buttons take the keys.
 */
import type { TableState } from '@railbird/protocol';
import { type FormEvent, useState } from 'react';
import {
  chips,
  resultText,
  seatName,
  type UthAction,
  type UthField,
  uthDecisions,
  uthNextLine,
  uthRulesLine,
} from './dealer-add-ons.js';
import {
  CardRow,
  KeyButton,
  LABEL,
  MUTED,
  PANEL,
  Pill,
  RoundEnd,
  type Sender,
  seatColumns,
  seatPanel,
  useShortcuts,
} from './dealer-controls.js';

type SeatOptions = UthField['options']['seats'][number];
type Hand = UthField['hands'][number];

const STREET = { preflop: 'before the flop', flop: 'on the flop', river: 'on the river' } as const;

export function UthDesk({
  state,
  field,
  sender,
  live,
  keys,
}: {
  state: TableState;
  field: UthField;
  sender: Sender;
  live: boolean;
  keys: boolean;
}) {
  const o = field.options;
  const idle = live && sender.pending === null;
  const act = (id: string, action: UthAction) => void sender.send(id, { addOn: 'uth', action });
  const first = o.waitingOn[0] ?? null;
  const firstOptions = o.seats.find((s) => s.seatIndex === first) ?? null;
  const firstDecisions = firstOptions ? uthDecisions(firstOptions) : [];
  const closeBets = () => o.canCloseBets && act('closeBets', { type: 'closeBets' });
  const nextRound = () => o.canStartNextRound && act('nextRound', { type: 'nextRound' });

  const keyMap: Record<string, (() => void) | null> = {
    enter: o.canCloseBets ? closeBets : o.canStartNextRound ? nextRound : null,
  };
  for (const d of firstDecisions) keyMap[d.shortcut.toLowerCase()] = () => act(`${first}.${d.id}`, d.action);
  useShortcuts(keyMap, keys && idle);

  const seats = [...field.seats].sort((a, b) => a.seatIndex - b.seatIndex);
  const boardSlots = field.roundState === 'WAITING_FOR_BETS' ? 0 : 5;
  return (
    <section
      aria-label="Ultimate Texas hold’em"
      className="flex min-h-0 flex-1 flex-col gap-3"
      data-testid="uth-desk"
    >
      <div className="flex shrink-0 gap-3">
        <div className={`${PANEL} flex flex-col gap-1 px-4 py-3`} data-testid="uth-dealer">
          <p className={LABEL}>Dealer</p>
          <CardRow
            cards={field.dealerCards}
            height={88}
            slots={field.roundState === 'WAITING_FOR_BETS' ? 0 : 2}
            label="Dealer’s cards"
          />
        </div>
        <div className={`${PANEL} flex flex-col gap-1 px-4 py-3`} data-testid="uth-board">
          <p className={LABEL}>Board</p>
          <CardRow cards={field.board} height={88} slots={boardSlots} label="Board" fanFrom={6} />
        </div>
        <div className={`${PANEL} flex min-w-0 flex-1 flex-col justify-center gap-1 px-5 py-3`}>
          <p className="text-4xl leading-tight font-extrabold" data-testid="uth-next" aria-live="polite">
            {uthNextLine(state, field)}
          </p>
          <p className={`text-lg ${MUTED}`}>
            Round {field.round} · {uthRulesLine(field)}
          </p>
        </div>
      </div>

      <ul
        aria-label="Seats"
        className="grid min-h-0 flex-1 content-start gap-3 overflow-y-auto p-1"
        style={{ gridTemplateColumns: `repeat(${seatColumns(seats.length)}, minmax(0, 1fr))` }}
      >
        {seats.map((seat) => (
          <UthSeat
            key={seat.seatIndex}
            state={state}
            field={field}
            seatIndex={seat.seatIndex}
            stack={seat.stack}
            options={o.seats.find((s) => s.seatIndex === seat.seatIndex) ?? null}
            hand={field.hands.find((h) => h.seatIndex === seat.seatIndex) ?? null}
            waiting={o.waitingOn.includes(seat.seatIndex)}
            isFirst={first === seat.seatIndex}
            sender={sender}
            idle={idle}
            act={act}
          />
        ))}
      </ul>

      <div
        className={`${PANEL} flex min-h-24 shrink-0 flex-wrap items-center gap-3 px-4 py-3`}
        aria-label="Dealer actions"
        role="toolbar"
      >
        {first !== null && firstOptions ? (
          <>
            <p className="mr-1 text-2xl font-bold" data-testid="uth-turn">
              {seatName(state, first)}, {o.street ? STREET[o.street] : ''}
            </p>
            {firstDecisions.map((d) => (
              <KeyButton
                key={d.id}
                label={d.label}
                shortcut={d.shortcut}
                size="xl"
                tone={d.id === 'check' ? 'neutral' : d.id === 'fold' ? 'quiet' : 'primary'}
                enabled={idle}
                pending={sender.pending === `${first}.${d.id}`}
                onClick={() => act(`${first}.${d.id}`, d.action)}
              />
            ))}
          </>
        ) : field.roundState === 'WAITING_FOR_BETS' ? (
          <KeyButton
            label="No more bets"
            shortcut="Enter"
            size="xl"
            tone="primary"
            enabled={idle && o.canCloseBets}
            reason="Needs an ante"
            pending={sender.pending === 'closeBets'}
            onClick={closeBets}
            className="min-w-64"
          />
        ) : (
          <RoundEnd
            canStartNextRound={Boolean(o.canStartNextRound)}
            waitsForCard={Boolean(o.nextCard)}
            idle={idle}
            sender={sender}
            onNextRound={nextRound}
          />
        )}
      </div>
    </section>
  );
}

function UthSeat({
  state,
  field,
  seatIndex,
  stack,
  options,
  hand,
  waiting,
  isFirst,
  sender,
  idle,
  act,
}: {
  state: TableState;
  field: UthField;
  seatIndex: number;
  stack: number;
  options: SeatOptions | null;
  hand: Hand | null;
  waiting: boolean;
  isFirst: boolean;
  sender: Sender;
  idle: boolean;
  act: (id: string, action: UthAction) => void;
}) {
  const name = seatName(state, seatIndex);
  const result = hand ? resultText(hand.result) : null;
  const next = field.options.nextCard?.to === 'seat' && field.options.nextCard.seatIndex === seatIndex;
  const out = field.roundState !== 'WAITING_FOR_BETS' && !hand;
  return (
    <li
      className={`${seatPanel(waiting)} flex flex-col gap-2 p-3 ${out || hand?.hasFolded ? 'opacity-60' : ''}`}
      aria-label={`Seat ${seatIndex + 1}, ${name}`}
      data-testid={`uth-seat-${seatIndex}`}
      aria-current={isFirst ? 'true' : undefined}
    >
      <div className="flex items-baseline justify-between gap-2">
        <p className="truncate text-2xl font-bold">
          <span className={`mr-1.5 text-lg ${MUTED}`}>{seatIndex + 1}</span>
          {name}
        </p>
        <p className="tabular text-2xl font-bold" data-testid={`uth-stack-${seatIndex}`}>
          <span className={`mr-1 text-base font-semibold ${MUTED}`}>stack</span>
          {chips(stack)}
        </p>
      </div>
      {hand && hand.cards.length > 0 ? (
        <CardRow cards={hand.cards} height={64} slots={2} label={`${name}’s cards`} />
      ) : null}
      {hand ? (
        <div className="flex flex-wrap items-center gap-1.5">
          <Pill>Ante {chips(hand.ante)}</Pill>
          <Pill>Blind {chips(hand.blind)}</Pill>
          {hand.trips > 0 ? <Pill>Trips {chips(hand.trips)}</Pill> : null}
          {hand.play > 0 ? <Pill tone="warn">Play {chips(hand.play)}</Pill> : null}
          {hand.hasFolded ? <Pill tone="lose">Folded</Pill> : null}
          {result && !hand.hasFolded ? <Pill tone={result.tone}>{result.text}</Pill> : null}
          {next ? <Pill tone="warn">Next card</Pill> : null}
          {isFirst ? <Pill tone="warn">Deciding now</Pill> : null}
        </div>
      ) : out ? (
        <p className={`text-lg ${MUTED}`}>Sitting out this round</p>
      ) : null}
      {options?.bet ? (
        <UthBetForm
          name={name}
          seatIndex={seatIndex}
          limits={options.bet}
          placed={hand}
          sender={sender}
          idle={idle}
        />
      ) : null}
      {waiting && options && !isFirst ? (
        <div className="flex flex-wrap gap-2">
          {uthDecisions(options).map((d) => (
            <KeyButton
              key={d.id}
              label={d.label}
              size="md"
              tone={d.id === 'check' ? 'neutral' : d.id === 'fold' ? 'quiet' : 'primary'}
              enabled={idle}
              pending={sender.pending === `${seatIndex}.${d.id}`}
              onClick={() => act(`${seatIndex}.${d.id}`, d.action)}
            />
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** A seat's ante (the blind matches it) and trips, within the table's limits; a new bet replaces it. */
function UthBetForm({
  name,
  seatIndex,
  limits,
  placed,
  sender,
  idle,
}: {
  name: string;
  seatIndex: number;
  limits: NonNullable<SeatOptions['bet']>;
  placed: Hand | null;
  sender: Sender;
  idle: boolean;
}) {
  const [ante, setAnte] = useState(String(placed?.ante || limits.minAnte));
  const [trips, setTrips] = useState(String(placed?.trips ?? 0));
  const anteN = Number(ante);
  const tripsN = trips.trim() === '' ? 0 : Number(trips);
  const problem =
    !Number.isInteger(anteN) || anteN < limits.minAnte || anteN > limits.maxAnte
      ? `Ante ${chips(limits.minAnte)}–${chips(limits.maxAnte)}`
      : !Number.isInteger(tripsN) || (tripsN !== 0 && (tripsN < limits.minTrips || tripsN > limits.maxTrips))
        ? `Trips 0 or ${chips(limits.minTrips)}–${chips(limits.maxTrips)}`
        : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (problem) return;
    void sender.send(`bet.${seatIndex}`, {
      addOn: 'uth',
      action: { type: 'bet', seatIndex, ante: anteN, ...(tripsN > 0 ? { trips: tripsN } : {}) },
    });
  };
  const input =
    'tabular h-14 w-28 rounded-lg border-2 border-zinc-400 bg-white px-3 text-2xl font-bold text-zinc-950 focus-visible:outline-4 focus-visible:outline-amber-500 dark:border-zinc-500 dark:bg-zinc-950 dark:text-zinc-50';
  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={submit} aria-label={`Bet for ${name}`}>
      <label className="flex flex-col text-base font-semibold">
        Ante
        <input
          type="number"
          inputMode="numeric"
          value={ante}
          onChange={(e) => setAnte(e.target.value)}
          aria-label={`Ante for ${name}`}
          aria-invalid={problem?.startsWith('Ante') ?? false}
          className={input}
        />
      </label>
      {limits.maxTrips > 0 ? (
        <label className="flex flex-col text-base font-semibold">
          Trips
          <input
            type="number"
            inputMode="numeric"
            value={trips}
            onChange={(e) => setTrips(e.target.value)}
            aria-label={`Trips for ${name}`}
            aria-invalid={problem?.startsWith('Trips') ?? false}
            className={input}
          />
        </label>
      ) : null}
      <button
        type="submit"
        disabled={!idle || problem !== null}
        className="h-14 rounded-lg bg-teal-700 px-5 text-2xl font-bold text-white hover:bg-teal-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:cursor-not-allowed disabled:bg-zinc-200 disabled:text-zinc-500 dark:bg-teal-600 dark:disabled:bg-zinc-800 dark:disabled:text-zinc-400"
      >
        {sender.pending === `bet.${seatIndex}` ? 'Sending…' : placed ? 'Change' : 'Bet'}
      </button>
      {problem ? (
        <span className="text-base font-semibold text-red-700 dark:text-red-400">{problem}</span>
      ) : null}
    </form>
  );
}
