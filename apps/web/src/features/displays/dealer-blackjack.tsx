/**
 * Blackjack on the dealer screen (issue 19): the dealer's cards, every seat's hands with totals, bets
 * and results, whose decision it is, and the buttons the reducer's `options` open — bets per seat
 * within their range, Deal, Hit H / Stand S / Double D / Split P / Surrender R, insurance Y / N, Next
 * round, Shuffle. Cards never come from here: the line on top says where the antennas' next read goes.
 */
import type { TableState } from '@railbird/protocol';
import { type FormEvent, useState } from 'react';
import {
  BLACKJACK_DECISIONS,
  type BlackjackAction,
  type BlackjackDecision,
  type BlackjackField,
  blackjackNextLine,
  blackjackRulesLine,
  blackjackTotal,
  checkBet,
  chips,
  decisionOffReason,
  handsOf,
  handTags,
  resultText,
  seatName,
  shoeLine,
  signedChips,
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

type Seat = BlackjackField['seats'][number];

export function BlackjackDesk({
  state,
  field,
  sender,
  live,
  keys,
}: {
  state: TableState;
  field: BlackjackField;
  sender: Sender;
  live: boolean;
  /** Shortcuts on (off while another card, a room confirmation, holds the keys). */
  keys: boolean;
}) {
  const o = field.options;
  const idle = live && sender.pending === null;
  const act = (id: string, action: BlackjackAction) => void sender.send(id, { addOn: 'blackjack', action });
  const turn = o.turn;
  const insuring = o.insurance[0] ?? null;

  const decide = (d: BlackjackDecision) => {
    if (!turn?.[d]) return;
    act(`decision.${d}`, { type: d, seatIndex: turn.seatIndex });
  };
  const insure = (seatIndex: number, max: number) =>
    act(`insure.${seatIndex}`, { type: 'insurance', seatIndex, amount: max });
  const decline = (seatIndex: number) => act(`decline.${seatIndex}`, { type: 'declineInsurance', seatIndex });
  const deal = () => o.deal && act('deal', { type: 'deal' });
  const nextRound = () => o.nextRound && act('nextRound', { type: 'nextRound' });
  const shuffle = () => o.shuffle && act('shuffle', { type: 'shuffle' });

  useShortcuts(
    {
      h: turn?.hit ? () => decide('hit') : null,
      s: turn?.stand ? () => decide('stand') : null,
      d: turn?.double ? () => decide('double') : null,
      p: turn?.split ? () => decide('split') : null,
      r: turn?.surrender ? () => decide('surrender') : null,
      y: insuring && insuring.max > 0 ? () => insure(insuring.seatIndex, insuring.max) : null,
      n: insuring ? () => decline(insuring.seatIndex) : null,
      enter: o.deal ? deal : o.nextRound ? nextRound : null,
      u: o.shuffle ? shuffle : null,
    },
    keys && idle,
  );

  const dealButton = (
    <KeyButton
      label="Deal"
      shortcut="Enter"
      size="xl"
      tone="primary"
      enabled={idle && o.deal}
      reason={field.shoe.shuffleDue ? 'shuffle first' : 'needs a bet'}
      pending={sender.pending === 'deal'}
      onClick={deal}
      className="min-w-56"
    />
  );
  // A decision this table's rules never offer (no surrender, no splits) gets no button at all.
  const decisions = BLACKJACK_DECISIONS.filter(
    (d) =>
      (d.key !== 'surrender' || field.rules.surrender !== 'none') &&
      (d.key !== 'split' || field.rules.maxHands > 1),
  );
  const seats = [...field.seats].sort((a, b) => a.seatIndex - b.seatIndex);
  const dealerTotal = blackjackTotal(field.dealerHand, { canBeNatural: true });
  const holeDown = field.dealerHand.includes(null);
  return (
    <section
      aria-label="Blackjack"
      className="flex min-h-0 flex-1 flex-col gap-3"
      data-testid="blackjack-desk"
    >
      <div className="flex shrink-0 gap-3">
        <div className={`${PANEL} flex items-center gap-4 px-4 py-3`} data-testid="bj-dealer">
          <p className={`${LABEL} [writing-mode:vertical-rl] rotate-180`}>Dealer</p>
          <CardRow cards={field.dealerHand} height={88} slots={2} label="Dealer’s cards" />
          <p className="tabular min-w-32 text-4xl font-extrabold" data-testid="bj-dealer-total">
            {dealerTotal === null ? '' : holeDown ? `Shows ${dealerTotal}` : dealerTotal}
          </p>
        </div>
        <div className={`${PANEL} flex min-w-0 flex-1 flex-col justify-center gap-1 px-5 py-3`}>
          <p className="text-4xl leading-tight font-extrabold" data-testid="bj-next" aria-live="polite">
            {blackjackNextLine(state, field)}
          </p>
          <p className={`tabular text-xl ${MUTED}`} data-testid="bj-shoe">
            Round {field.round} · {shoeLine(field)}
          </p>
          <p className={`text-lg ${MUTED}`}>{blackjackRulesLine(field)}</p>
        </div>
      </div>

      <ul
        aria-label="Seats"
        className="grid min-h-0 flex-1 content-start gap-3 overflow-y-auto p-1"
        style={{ gridTemplateColumns: `repeat(${seatColumns(seats.length)}, minmax(0, 1fr))` }}
      >
        {seats.map((seat) => (
          <BlackjackSeat
            key={seat.seatIndex}
            state={state}
            field={field}
            seat={seat}
            sender={sender}
            idle={idle}
            onInsure={insure}
            onDecline={decline}
            firstInsurer={insuring?.seatIndex ?? null}
          />
        ))}
      </ul>

      <div
        className={`${PANEL} flex min-h-24 shrink-0 items-center gap-3 px-4 py-3`}
        aria-label="Dealer actions"
        role="toolbar"
      >
        {turn ? (
          <>
            <p className="mr-1 max-w-44 shrink-0 text-2xl leading-tight font-bold" data-testid="bj-turn">
              {seatName(state, turn.seatIndex)}
              {handsOf(field, turn.seatIndex).length > 1 ? `, hand ${turn.handIndex + 1}` : ''}
            </p>
            {decisions.map((d) => (
              <KeyButton
                key={d.key}
                label={d.label}
                shortcut={d.shortcut}
                size="xl"
                tone={d.key === 'hit' || d.key === 'stand' ? 'primary' : 'neutral'}
                enabled={idle && turn[d.key]}
                reason={turn[d.key] ? undefined : decisionOffReason(d.key, field)}
                pending={sender.pending === `decision.${d.key}`}
                onClick={() => decide(d.key)}
                className="flex-1"
              />
            ))}
          </>
        ) : insuring ? (
          <>
            <p className="mr-1 text-2xl font-bold">Insurance for {seatName(state, insuring.seatIndex)}?</p>
            <KeyButton
              label={`Insure ${chips(insuring.max)}`}
              shortcut="Y"
              size="xl"
              enabled={idle && insuring.max > 0}
              reason="no chips for it"
              pending={sender.pending === `insure.${insuring.seatIndex}`}
              onClick={() => insure(insuring.seatIndex, insuring.max)}
            />
            <KeyButton
              label="No insurance"
              shortcut="N"
              size="xl"
              tone="primary"
              enabled={idle}
              pending={sender.pending === `decline.${insuring.seatIndex}`}
              onClick={() => decline(insuring.seatIndex)}
            />
          </>
        ) : field.roundState === 'WAITING_FOR_BETS' || o.shuffle ? (
          <>
            {field.shoe.shuffleDue ? null : dealButton}
            <KeyButton
              label="Shuffle"
              shortcut="U"
              size="xl"
              tone={field.shoe.shuffleDue ? 'primary' : 'quiet'}
              enabled={idle && o.shuffle}
              reason="between rounds"
              pending={sender.pending === 'shuffle'}
              onClick={shuffle}
            />
            {field.shoe.shuffleDue ? dealButton : null}
          </>
        ) : (
          <RoundEnd
            canStartNextRound={Boolean(o.nextRound)}
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

function BlackjackSeat({
  state,
  field,
  seat,
  sender,
  idle,
  onInsure,
  onDecline,
  firstInsurer,
}: {
  state: TableState;
  field: BlackjackField;
  seat: Seat;
  sender: Sender;
  idle: boolean;
  onInsure: (seatIndex: number, max: number) => void;
  onDecline: (seatIndex: number) => void;
  firstInsurer: number | null;
}) {
  const o = field.options;
  const hands = handsOf(field, seat.seatIndex);
  const betOption = o.bets.find((b) => b.seatIndex === seat.seatIndex) ?? null;
  const insurance = o.insurance.find((i) => i.seatIndex === seat.seatIndex) ?? null;
  const turn = o.turn?.seatIndex === seat.seatIndex ? o.turn : null;
  const next = o.nextCard?.kind === 'player' && o.nextCard.seatIndex === seat.seatIndex ? o.nextCard : null;
  const name = seatName(state, seat.seatIndex);
  const sittingOut = field.roundState !== 'WAITING_FOR_BETS' && seat.bet === 0;
  const settled = seat.net !== null && field.roundState === 'SETTLING';
  return (
    <li
      className={`${seatPanel(turn !== null || insurance !== null)} flex flex-col gap-2 p-3 ${sittingOut ? 'opacity-60' : ''}`}
      aria-label={`Seat ${seat.seatIndex + 1}, ${name}`}
      data-testid={`bj-seat-${seat.seatIndex}`}
      aria-current={turn ? 'true' : undefined}
    >
      <div className="flex items-baseline justify-between gap-2">
        <p className="truncate text-2xl font-bold">
          <span className={`mr-1.5 text-lg ${MUTED}`}>{seat.seatIndex + 1}</span>
          {name}
        </p>
        <p
          className="tabular text-2xl font-bold whitespace-nowrap"
          data-testid={`bj-stack-${seat.seatIndex}`}
        >
          <span className={`mr-1 text-base font-semibold ${MUTED}`}>stack</span>
          {chips(seat.stack)}
        </p>
      </div>

      {betOption ? (
        <BetForm
          name={name}
          seatIndex={seat.seatIndex}
          min={betOption.min}
          max={betOption.max}
          chipUnit={field.rules.chipUnit}
          sender={sender}
          idle={idle}
        />
      ) : seat.bet > 0 ? (
        <div className="flex flex-wrap items-center gap-1.5">
          {hands.length > 1 || hands.some((h) => h.isDoubled) ? (
            <Pill>In play {chips(hands.reduce((sum, h) => sum + h.bet, 0))}</Pill>
          ) : (
            <Pill>Bet {chips(seat.bet)}</Pill>
          )}
          {seat.insurance !== null ? (
            <Pill tone={seat.insurance > 0 ? 'warn' : 'plain'}>
              {seat.insurance > 0 ? `Insured ${chips(seat.insurance)}` : 'No insurance'}
            </Pill>
          ) : null}
          {settled ? (
            <span
              className={`tabular ml-auto text-3xl font-extrabold ${seat.net! > 0 ? 'text-emerald-700 dark:text-emerald-400' : seat.net! < 0 ? 'text-red-700 dark:text-red-400' : ''}`}
              data-testid={`bj-net-${seat.seatIndex}`}
            >
              {signedChips(seat.net!)}
            </span>
          ) : null}
        </div>
      ) : (
        <p className={`text-lg ${MUTED}`}>
          {field.roundState === 'WAITING_FOR_BETS' ? 'No bet this round' : 'Sitting out this round'}
        </p>
      )}

      {hands.map((hand) => {
        const total = blackjackTotal(hand.cards, { canBeNatural: hands.length === 1 });
        const result = resultText(hand.result, {
          isSurrendered: hand.isSurrendered,
          blackjackPays: field.rules.blackjackPays,
        });
        const active = turn?.handIndex === hand.handIndex;
        const cardDue = next?.handIndex === hand.handIndex;
        const tags = handTags(field, hand);
        return (
          <div
            key={hand.handIndex}
            className={`flex flex-col gap-1 rounded-xl p-1.5 ${active ? 'bg-amber-200 ring-2 ring-amber-500 dark:bg-amber-500/25 dark:ring-amber-400' : ''} ${cardDue ? 'ring-2 ring-teal-600 dark:ring-teal-400' : ''}`}
            data-testid={`bj-hand-${seat.seatIndex}-${hand.handIndex}`}
          >
            <div className="flex flex-wrap items-center gap-x-3">
              <CardRow cards={hand.cards} height={64} label={`${name}’s hand ${hand.handIndex + 1}`} />
              <p className="tabular text-3xl font-extrabold whitespace-nowrap">{total}</p>
            </div>
            {hands.length > 1 || hand.isDoubled || tags.length > 0 || result || cardDue ? (
              <div className="flex flex-wrap items-center gap-1.5">
                {hands.length > 1 || hand.isDoubled ? <Pill>Bet {chips(hand.bet)}</Pill> : null}
                {tags.map((tag) => (
                  <Pill key={tag} tone={tag === 'Bust' ? 'lose' : 'plain'}>
                    {tag}
                  </Pill>
                ))}
                {result ? <Pill tone={result.tone}>{result.text}</Pill> : null}
                {cardDue ? <Pill tone="warn">Next card</Pill> : null}
              </div>
            ) : null}
          </div>
        );
      })}

      {insurance && firstInsurer !== seat.seatIndex ? (
        <div className="flex flex-wrap gap-2">
          <KeyButton
            label={`Insure ${chips(insurance.max)}`}
            size="md"
            enabled={idle && insurance.max > 0}
            reason="no chips for it"
            onClick={() => onInsure(seat.seatIndex, insurance.max)}
          />
          <KeyButton
            label="No insurance"
            size="md"
            tone="quiet"
            enabled={idle}
            onClick={() => onDecline(seat.seatIndex)}
          />
        </div>
      ) : null}
    </li>
  );
}

/** One seat's bet: an amount within the seat's range (the table's limits and its stack), then Bet. */
function BetForm({
  name,
  seatIndex,
  min,
  max,
  chipUnit,
  sender,
  idle,
}: {
  name: string;
  seatIndex: number;
  min: number;
  max: number;
  chipUnit: number;
  sender: Sender;
  idle: boolean;
}) {
  const [text, setText] = useState(String(min));
  const checked = checkBet(text, { min, max }, chipUnit);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!checked.ok) return;
    void sender.send(`bet.${seatIndex}`, {
      addOn: 'blackjack',
      action: { type: 'bet', seatIndex, amount: checked.amount },
    });
  };
  return (
    <form className="flex flex-wrap items-center gap-2" onSubmit={submit} aria-label={`Bet for ${name}`}>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={chipUnit}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-label={`Bet for ${name}`}
        aria-invalid={!checked.ok}
        aria-describedby={`bet-range-${seatIndex}`}
        className="tabular h-14 w-32 rounded-lg border-2 border-zinc-400 bg-white px-3 text-2xl font-bold text-zinc-950 focus-visible:outline-4 focus-visible:outline-amber-500 dark:border-zinc-500 dark:bg-zinc-950 dark:text-zinc-50"
      />
      <button
        type="submit"
        disabled={!idle || !checked.ok}
        className="h-14 rounded-lg bg-teal-700 px-5 text-2xl font-bold text-white hover:bg-teal-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:cursor-not-allowed disabled:bg-zinc-200 disabled:text-zinc-500 dark:bg-teal-600 dark:disabled:bg-zinc-800 dark:disabled:text-zinc-400"
      >
        {sender.pending === `bet.${seatIndex}` ? 'Sending…' : 'Bet'}
      </button>
      <span
        id={`bet-range-${seatIndex}`}
        className={`tabular text-base ${checked.ok ? MUTED : 'font-semibold text-red-700 dark:text-red-400'}`}
      >
        {checked.ok ? `${chips(min)}–${chips(max)}` : checked.reason}
      </span>
    </form>
  );
}
