import { room } from '@railbird/poker/addons';
import type { PlayableAddOn } from '@railbird/protocol';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useTable, useTableConnections } from '../../lib/table-sockets/react.js';
import type { TableSnapshot } from '../../lib/table-sockets/store.js';
import { Button } from '../../ui/button.js';
import { CheckboxField, FormError, InputField, NumberField, SelectField } from '../../ui/fields.js';
import { Panel } from '../../ui/page.js';
import { type ChartCell, type StrategyChart, useBlackjackEdge } from './add-ons-edge.js';
import {
  ADD_ON_GAMES,
  ADD_ON_ORDER,
  type AddOnDraft,
  blackjackEdgeLine,
  CHART_CELL_LABELS,
  checkAddOns,
  draftFromState,
  formatPercent,
  restartedBy,
  type TripsPayTableName,
  toggleAddOn,
  unreportedSettings,
  uthEdges,
} from './add-ons-form.js';
import { errorSummary, type FieldErrors } from './field-errors.js';

const selectState = (s: TableSnapshot) => s.state;
const selectStatus = (s: TableSnapshot) => s.status;

/**
 * A table's add-on games (issue 19): a switch per game with its settings, the house edge of the
 * banked games for the rules chosen, and Save, which sends `setAddOns` to the table's engine on the
 * console's operator socket (add-ons are live engine state, not stored settings). The engine takes it
 * between hands only; its refusal shows here with its reason.
 */
export function AddOnGames({ tableKey, tableName }: { tableKey: string; tableName: string }) {
  const state = useTable(tableKey, selectState);
  const status = useTable(tableKey, selectStatus);
  const connections = useTableConnections();
  const live = status === 'open' && state !== null;
  const [draft, setDraft] = useState<AddOnDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // What the table plays now (its add-ons and their rules), from its live state.
  const table = useMemo(() => (state ? draftFromState(state) : null), [state]);
  const current = JSON.stringify(table);

  // The draft starts from what the table runs, and follows it until someone edits.
  const [touched, setTouched] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshed when the table's add-ons or rules change, not on every packet.
  useEffect(() => {
    if (table && !touched) setDraft(table);
  }, [current, touched]);

  const d = draft ?? draftFromState(null);
  const update = (next: AddOnDraft) => {
    setDraft(next);
    setTouched(true);
    if (attempted) {
      const checked = checkAddOns(next, table);
      setErrors(checked.ok ? {} : checked.errors);
    }
  };
  const bjCheck = d.on.blackjack ? checkAddOns({ ...d, on: { ...d.on, ...offExcept('blackjack') } }) : null;
  const { chipUnit: _unit, ...bjRules } = d.blackjack;
  const edge = useBlackjackEdge(bjCheck?.ok ? bjRules : null);

  const save = async () => {
    setAttempted(true);
    const checked = checkAddOns(d, table);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setRefusal(null);
    setPending(true);
    try {
      await connections.request(tableKey, 'setAddOns', checked.data);
      setTouched(false);
      setAttempted(false);
      const names = checked.data.addOns.map((a) => ADD_ON_GAMES[a as PlayableAddOn].title);
      toast.success(`${tableName}: ${names.length ? names.join(', ') : 'no add-on games'} on.`);
    } catch (error) {
      const message = (error as Error).message;
      setRefusal(message);
      toast.error(`${tableName}: add-on games not changed`, { description: message });
    } finally {
      setPending(false);
    }
  };

  const e = (path: string) => errors[`settings.${path}`];
  const set = <K extends keyof AddOnDraft>(key: K, patch: Partial<AddOnDraft[K]>) =>
    update({ ...d, [key]: { ...(d[key] as object), ...patch } });
  const summary = errorSummary(errors);
  const restarts = touched ? restartedBy(d, table) : [];
  const capacity = state?.tableSettings.capacity ?? 10;

  return (
    <Panel
      title={`${tableName}: add-on games`}
      aside={
        <span className="text-xs text-zinc-500 dark:text-zinc-400" data-testid="add-ons-live">
          {live ? (
            <span className="inline-flex items-center gap-1.5">
              <span className="size-2 rounded-full bg-emerald-500" aria-hidden /> Live from the table
            </span>
          ) : status === 'connecting' ? (
            'Connecting to the table…'
          ) : (
            'Table not connected: the switches show defaults'
          )}
        </span>
      }
    >
      <div className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800" data-testid="add-on-games">
        {ADD_ON_ORDER.map((addOn) => (
          <AddOnRow
            key={addOn}
            addOn={addOn}
            on={d.on[addOn]}
            atTable={table?.on[addOn] ?? false}
            unreported={unreportedSettings(state, addOn)}
            onToggle={(on) => update(toggleAddOn(d, addOn, on))}
            error={e(addOn)}
          >
            {addOn === 'blackjack' ? (
              <>
                <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
                  <NumberField
                    label="Decks"
                    value={d.blackjack.decks}
                    onValue={(decks) => set('blackjack', { decks })}
                    error={e('blackjack.decks')}
                    hint="1 to 8"
                  />
                  <SelectField
                    label="Dealer on soft 17"
                    value={d.blackjack.dealerHitsSoft17 ? 'H17' : 'S17'}
                    onValue={(v) => set('blackjack', { dealerHitsSoft17: v === 'H17' })}
                    options={[
                      { value: 'S17', label: 'Stands (S17)' },
                      { value: 'H17', label: 'Hits (H17)' },
                    ]}
                  />
                  <SelectField
                    label="Blackjack pays"
                    value={d.blackjack.blackjackPays}
                    onValue={(blackjackPays) => set('blackjack', { blackjackPays })}
                    options={[
                      { value: '3:2', label: '3 to 2' },
                      { value: '6:5', label: '6 to 5' },
                    ]}
                  />
                  <SelectField
                    label="Double on"
                    value={d.blackjack.doubleOn}
                    onValue={(doubleOn) => set('blackjack', { doubleOn })}
                    options={[
                      { value: 'any', label: 'Any two cards' },
                      { value: '9-11', label: 'Hard 9–11' },
                      { value: '10-11', label: 'Hard 10–11' },
                    ]}
                  />
                  <SelectField
                    label="Split to"
                    value={String(d.blackjack.maxHands)}
                    onValue={(v) => set('blackjack', { maxHands: Number(v) })}
                    options={[
                      { value: '1', label: 'No splits' },
                      { value: '2', label: '2 hands' },
                      { value: '3', label: '3 hands' },
                      { value: '4', label: '4 hands' },
                    ]}
                    error={e('blackjack.maxHands')}
                  />
                  <SelectField
                    label="Surrender"
                    value={d.blackjack.surrender}
                    onValue={(surrender) => set('blackjack', { surrender })}
                    options={[
                      { value: 'none', label: 'None' },
                      { value: 'late', label: 'Late' },
                    ]}
                  />
                  <NumberField
                    label="Penetration (%)"
                    value={Math.round(d.blackjack.penetration * 100)}
                    onValue={(p) => set('blackjack', { penetration: p / 100 })}
                    error={e('blackjack.penetration')}
                    hint="Cut card: 50–90 % of the shoe dealt"
                  />
                  <NumberField
                    label="Min bet"
                    value={d.blackjack.minBet}
                    onValue={(minBet) => set('blackjack', { minBet })}
                    error={e('blackjack.minBet')}
                  />
                  <NumberField
                    label="Max bet"
                    value={d.blackjack.maxBet}
                    onValue={(maxBet) => set('blackjack', { maxBet })}
                    error={e('blackjack.maxBet')}
                  />
                  <NumberField
                    label="Chip unit"
                    value={d.blackjack.chipUnit}
                    onValue={(chipUnit) => set('blackjack', { chipUnit })}
                    error={e('blackjack.chipUnit')}
                    hint="Bets are multiples of it"
                  />
                </div>
                <div className="grid gap-2 sm:grid-cols-3">
                  <CheckboxField
                    label="Double after split"
                    checked={d.blackjack.doubleAfterSplit}
                    onChecked={(doubleAfterSplit) => set('blackjack', { doubleAfterSplit })}
                  />
                  <CheckboxField
                    label="Resplit aces"
                    checked={d.blackjack.resplitAces}
                    onChecked={(resplitAces) => set('blackjack', { resplitAces })}
                  />
                  <CheckboxField
                    label="Hit split aces"
                    checked={d.blackjack.hitSplitAces}
                    onChecked={(hitSplitAces) => set('blackjack', { hitSplitAces })}
                  />
                  <CheckboxField
                    label="Dealer peeks"
                    hint="US hole card: checks for blackjack first"
                    checked={d.blackjack.dealerPeeks}
                    onChecked={(dealerPeeks) => set('blackjack', { dealerPeeks })}
                  />
                  <CheckboxField
                    label="Insurance"
                    hint="Offered on a dealer ace, pays 2:1"
                    checked={d.blackjack.insurance}
                    onChecked={(insurance) => set('blackjack', { insurance })}
                  />
                </div>
                <BlackjackEdge status={edge} blocked={bjCheck !== null && !bjCheck.ok} />
              </>
            ) : null}
            {addOn === 'uth' ? <UthSettings d={d} set={set} e={e} /> : null}
            {addOn === 'nitGameAddOn' ? (
              <div className="grid gap-3 sm:grid-cols-4">
                <NumberField
                  label="Each nit pays"
                  value={d.nitGameAddOn.amountPerPlayer}
                  onValue={(amountPerPlayer) => set('nitGameAddOn', { amountPerPlayer })}
                  error={e('nitGameAddOn.amountPerPlayer')}
                  hint="To each player who has won a pot"
                />
              </div>
            ) : null}
            {addOn === 'runnerUpAddOn' ? (
              <div className="grid gap-3 sm:grid-cols-4">
                <NumberField
                  label="Prize"
                  value={d.runnerUpAddOn.prize}
                  onValue={(prize) => set('runnerUpAddOn', { prize })}
                  error={e('runnerUpAddOn.prize')}
                  hint="Paid by the house each hand"
                />
              </div>
            ) : null}
            {addOn === 'oneNDoneAddOn' ? (
              <div className="grid gap-3 sm:grid-cols-4">
                <NumberField
                  label="Buy-in"
                  value={d.oneNDoneAddOn.buyIn}
                  onValue={(buyIn) => set('oneNDoneAddOn', { buyIn })}
                  error={e('oneNDoneAddOn.buyIn')}
                />
              </div>
            ) : null}
            {addOn === 'teamAddOn' ? <TeamSettings d={d} update={update} e={e} capacity={capacity} /> : null}
            {addOn === 'powerupsAddOn' ? (
              <>
                <div className="grid gap-3 sm:grid-cols-5">
                  <NumberField
                    label="Draw every (hands)"
                    value={d.powerupsAddOn.everyNHands}
                    onValue={(everyNHands) => set('powerupsAddOn', { everyNHands })}
                    error={e('powerupsAddOn.everyNHands')}
                  />
                  <NumberField
                    label="Most held"
                    value={d.powerupsAddOn.maxInventory}
                    onValue={(maxInventory) => set('powerupsAddOn', { maxInventory })}
                    error={e('powerupsAddOn.maxInventory')}
                  />
                  <NumberField
                    label="Shield cap"
                    value={d.powerupsAddOn.shieldCap}
                    onValue={(shieldCap) => set('powerupsAddOn', { shieldCap })}
                    error={e('powerupsAddOn.shieldCap')}
                  />
                  <NumberField
                    label="Double cap"
                    value={d.powerupsAddOn.doubleCap}
                    onValue={(doubleCap) => set('powerupsAddOn', { doubleCap })}
                    error={e('powerupsAddOn.doubleCap')}
                  />
                  <NumberField
                    label="Pickpocket"
                    value={d.powerupsAddOn.pickpocketAmount}
                    onValue={(pickpocketAmount) => set('powerupsAddOn', { pickpocketAmount })}
                    error={e('powerupsAddOn.pickpocketAmount')}
                  />
                </div>
                <ChipToggles
                  legend="Powerups in play"
                  options={room.POWERUP_KINDS.map((k) => ({
                    value: k,
                    label: k.charAt(0) + k.slice(1).toLowerCase(),
                    title: room.POWERUP_RULES[k],
                  }))}
                  selected={d.powerupsAddOn.kinds}
                  onChange={(kinds) =>
                    set('powerupsAddOn', { kinds: room.POWERUP_KINDS.filter((k) => kinds.includes(k)) })
                  }
                  error={e('powerupsAddOn.kinds')}
                />
              </>
            ) : null}
            {addOn === 'bingoAddOn' ? (
              <div className="grid gap-3 sm:grid-cols-4">
                <NumberField
                  label="Prize"
                  value={d.bingoAddOn.prize}
                  onValue={(prize) => set('bingoAddOn', { prize })}
                  error={e('bingoAddOn.prize')}
                />
                <SelectField
                  label="Card size"
                  value={String(d.bingoAddOn.size) as '3' | '4' | '5'}
                  onValue={(v) => set('bingoAddOn', { size: Number(v) as 3 | 4 | 5 })}
                  options={[
                    { value: '3', label: '3 × 3' },
                    { value: '4', label: '4 × 4' },
                    { value: '5', label: '5 × 5' },
                  ]}
                />
                <SelectField
                  label="Wins with"
                  value={d.bingoAddOn.win}
                  onValue={(win) => set('bingoAddOn', { win })}
                  options={[
                    { value: 'LINE', label: 'A line' },
                    { value: 'FULL', label: 'The full card' },
                  ]}
                />
              </div>
            ) : null}
            {addOn === 'fortuneTellerAddOn' ? (
              <div className="grid gap-3 sm:grid-cols-4">
                <NumberField
                  label="Prize"
                  value={d.fortuneTellerAddOn.prize}
                  onValue={(prize) => set('fortuneTellerAddOn', { prize })}
                  error={e('fortuneTellerAddOn.prize')}
                />
                <NumberField
                  label="Prophecies per hand"
                  value={d.fortuneTellerAddOn.promptsPerHand}
                  onValue={(promptsPerHand) => set('fortuneTellerAddOn', { promptsPerHand })}
                  error={e('fortuneTellerAddOn.promptsPerHand')}
                  hint="1 to 6"
                />
              </div>
            ) : null}
          </AddOnRow>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t border-zinc-200 px-4 py-3 dark:border-zinc-800">
        <Button
          pending={pending}
          disabled={!live || !touched}
          onClick={() => void save()}
          data-testid="add-ons-save"
        >
          Send to the table
        </Button>
        <Button
          variant="secondary"
          disabled={!touched || pending}
          onClick={() => {
            setTouched(false);
            setErrors({});
            setAttempted(false);
            setRefusal(null);
            setDraft(table ?? draftFromState(null));
          }}
        >
          {/* Not "Discard": the table's game settings above keep that word for their own form. */}
          Reset to the table's
        </Button>
        {summary ? <FormError>{summary}</FormError> : null}
        {errors.addOns ? <FormError>{errors.addOns}</FormError> : null}
        {refusal ? (
          <p
            role="alert"
            className="text-sm font-medium text-red-700 dark:text-red-400"
            data-testid="add-ons-refusal"
          >
            The table refused: {refusal}
          </p>
        ) : restarts.length > 0 ? (
          <p
            className="text-sm font-medium text-amber-800 dark:text-amber-300"
            data-testid="add-ons-restarts"
          >
            New rules start {restarts.map((a) => ADD_ON_GAMES[a].title).join(', ')} afresh at the table
            (between hands only).
          </p>
        ) : (
          <p className="text-xs text-zinc-500 dark:text-zinc-400">
            {live
              ? 'Taken by the table between hands only.'
              : 'Connect the table to change its add-on games.'}
          </p>
        )}
      </div>
    </Panel>
  );
}

/** Every add-on off but one: checks that add-on's rules on their own (for the live edge). */
function offExcept(addOn: PlayableAddOn): Record<PlayableAddOn, boolean> {
  return Object.fromEntries(ADD_ON_ORDER.map((a) => [a, a === addOn])) as Record<PlayableAddOn, boolean>;
}

function AddOnRow({
  addOn,
  on,
  atTable,
  unreported,
  onToggle,
  error,
  children,
}: {
  addOn: PlayableAddOn;
  on: boolean;
  /** On at the table now (its live state). */
  atTable: boolean;
  /** What the table does not report of this game's settings, or null. */
  unreported: string | null;
  onToggle: (on: boolean) => void;
  error: string | undefined;
  children: ReactNode;
}) {
  const { title: name, blurb } = ADD_ON_GAMES[addOn];
  const banked = addOn === 'blackjack' || addOn === 'uth';
  return (
    <section className="flex flex-col gap-3 px-4 py-3" aria-label={name} data-testid={`add-on-${addOn}`}>
      <label className="relative flex cursor-pointer items-start gap-3 self-start">
        <input
          type="checkbox"
          role="switch"
          aria-checked={on}
          checked={on}
          onChange={(ev) => onToggle(ev.target.checked)}
          className="peer absolute inset-0 size-full cursor-pointer opacity-0"
        />
        <span
          aria-hidden
          className={`mt-0.5 inline-flex h-5 w-9 shrink-0 items-center rounded-full p-0.5 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500 ${
            on ? 'bg-accent-700' : 'bg-zinc-300 dark:bg-zinc-700'
          }`}
        >
          <span
            className={`size-4 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-4' : ''}`}
          />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="flex items-center gap-2 text-sm font-semibold">
            {name}
            {atTable ? (
              <span
                className="inline-flex items-center gap-1 rounded bg-emerald-100 px-1.5 text-[11px] font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300"
                data-testid={`add-on-${addOn}-at-table`}
              >
                <span className="size-1.5 rounded-full bg-emerald-500" aria-hidden />
                On at the table
              </span>
            ) : null}
            {banked ? (
              <span className="rounded border border-zinc-300 px-1.5 text-[11px] font-medium text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
                Replaces poker · one banked game per table
              </span>
            ) : null}
          </span>
          <span className="text-xs text-zinc-600 dark:text-zinc-400">{blurb}</span>
        </span>
      </label>
      {on ? (
        <div className="flex flex-col gap-3 pl-12">
          {children}
          {unreported ? <p className="text-xs text-zinc-500 dark:text-zinc-400">{unreported}</p> : null}
        </div>
      ) : null}
      {error ? (
        <div className="pl-12">
          <FormError>{error}</FormError>
        </div>
      ) : null}
    </section>
  );
}

function BlackjackEdge({
  status,
  blocked,
}: {
  status: ReturnType<typeof useBlackjackEdge>;
  blocked: boolean;
}) {
  const shown = status.kind === 'done' ? status.result : status.kind === 'computing' ? status.previous : null;
  return (
    <div
      className="flex flex-col gap-2 rounded-md bg-zinc-100 px-3 py-2 dark:bg-zinc-800"
      data-testid="blackjack-edge"
    >
      <p className="tabular text-sm font-semibold" aria-live="polite">
        {blocked
          ? 'House edge: fix the rules above to price them'
          : status.kind === 'error'
            ? `House edge could not be computed: ${status.message}`
            : shown
              ? blackjackEdgeLine(shown.edge, shown.insurance)
              : 'House edge: computing…'}
        {status.kind === 'computing' && shown ? (
          <span className="ml-2 text-xs font-normal text-zinc-500 dark:text-zinc-400">updating…</span>
        ) : null}
      </p>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        Exact for these rules (combinatorial analysis, basic strategy, one player), computed in the
        background.
      </p>
      {shown && !blocked ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-xs font-medium text-accent-700 dark:text-accent-400">
            Basic strategy chart for these rules
          </summary>
          <StrategyChartView chart={shown.chart} />
        </details>
      ) : null}
    </div>
  );
}

const CELL_STYLE: Record<ChartCell, string> = {
  H: 'bg-white text-zinc-900 dark:bg-zinc-900 dark:text-zinc-100',
  S: 'bg-amber-200 text-amber-950 dark:bg-amber-900 dark:text-amber-100',
  Dh: 'bg-sky-200 text-sky-950 dark:bg-sky-900 dark:text-sky-100',
  Ds: 'bg-sky-300 text-sky-950 dark:bg-sky-800 dark:text-sky-100',
  P: 'bg-emerald-200 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-100',
  Rh: 'bg-rose-200 text-rose-950 dark:bg-rose-900 dark:text-rose-100',
  Rs: 'bg-rose-200 text-rose-950 dark:bg-rose-900 dark:text-rose-100',
  Rp: 'bg-rose-200 text-rose-950 dark:bg-rose-900 dark:text-rose-100',
};

function StrategyChartView({ chart }: { chart: StrategyChart }) {
  const block = (title: string, rows: [string, readonly ChartCell[]][]) => (
    <table className="tabular border-collapse text-center text-[11px]">
      <caption className="pb-1 text-left text-xs font-semibold">{title}</caption>
      <thead>
        <tr>
          <th className="px-1 text-left font-medium text-zinc-500">You</th>
          {chart.upCards.map((u) => (
            <th key={u} scope="col" className="w-7 font-medium text-zinc-500">
              {u}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, cells]) => (
          <tr key={label}>
            <th scope="row" className="px-1 text-left font-medium">
              {label}
            </th>
            {cells.map((c, i) => (
              <td
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional (one per dealer up card).
                key={i}
                title={CHART_CELL_LABELS[c]}
                className={`h-5 border border-zinc-200 font-semibold dark:border-zinc-700 ${CELL_STYLE[c]}`}
              >
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  const entries = (
    r: Readonly<Record<number | string, readonly ChartCell[]>>,
    label: (k: string) => string,
  ) => Object.entries(r).map(([k, v]) => [label(k), v] as [string, readonly ChartCell[]]);
  return (
    <div className="mt-2 flex flex-col gap-3">
      <div className="flex flex-wrap items-start gap-6">
        {block(
          'Hard totals',
          entries(chart.hard, (k) => k).filter(([k]) => Number(k) >= 8),
        )}
        {block(
          'Soft totals',
          entries(chart.soft, (k) => `A,${Number(k) - 11}`),
        )}
        {block(
          'Pairs',
          entries(chart.pairs, (k) => `${k},${k}`),
        )}
      </div>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        {(Object.keys(CELL_STYLE) as ChartCell[])
          .map((c) => `${c} ${CHART_CELL_LABELS[c].toLowerCase()}`)
          .join(' · ')}
        . Dealer up card across, first two cards down.
      </p>
    </div>
  );
}

type Setter = <K extends keyof AddOnDraft>(key: K, patch: Partial<AddOnDraft[K]>) => void;

function UthSettings({ d, set, e }: { d: AddOnDraft; set: Setter; e: (p: string) => string | undefined }) {
  const edges = uthEdges(d.uth);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <NumberField
          label="Min ante"
          value={d.uth.minAnte}
          onValue={(minAnte) => set('uth', { minAnte })}
          error={e('uth.minAnte')}
          hint="The blind equals the ante"
        />
        <NumberField
          label="Max ante"
          value={d.uth.maxAnte}
          onValue={(maxAnte) => set('uth', { maxAnte })}
          error={e('uth.maxAnte')}
        />
        <NumberField
          label="Min trips"
          value={d.uth.minTrips}
          onValue={(minTrips) => set('uth', { minTrips })}
          error={e('uth.minTrips')}
        />
        <NumberField
          label="Max trips"
          value={d.uth.maxTrips}
          onValue={(maxTrips) => set('uth', { maxTrips })}
          error={e('uth.maxTrips')}
          hint="0: no trips bet"
        />
        <SelectField
          label="Trips pay table"
          value={d.uth.tripsPayTable}
          onValue={(tripsPayTable: TripsPayTableName) => set('uth', { tripsPayTable })}
          options={[
            { value: '8-7-4', label: '50-40-30-8-7-4-3' },
            { value: '8-6-5', label: '50-40-30-8-6-5-3' },
            { value: '9-7-4', label: '50-40-30-9-7-4-3' },
          ]}
          hint="Royal … trips, to 1"
        />
        <SelectField
          label="Preflop play bet"
          value={d.uth.preflopMultiples.join(',')}
          onValue={(v) => set('uth', { preflopMultiples: v.split(',').map(Number) })}
          options={[
            { value: '4,3', label: '4× or 3×' },
            { value: '4', label: '4× only' },
            { value: '3', label: '3× only' },
          ]}
          error={e('uth.preflopMultiples')}
        />
        <NumberField
          label="Flop play bet (×)"
          value={d.uth.flopMultiple}
          onValue={(flopMultiple) => set('uth', { flopMultiple })}
          error={e('uth.flopMultiple')}
        />
        <NumberField
          label="River play bet (×)"
          value={d.uth.riverMultiple}
          onValue={(riverMultiple) => set('uth', { riverMultiple })}
          error={e('uth.riverMultiple')}
        />
      </div>
      <div
        className="flex flex-col gap-1 rounded-md bg-zinc-100 px-3 py-2 dark:bg-zinc-800"
        data-testid="uth-edge"
      >
        <p className="tabular text-sm font-semibold">
          {'edge' in edges.main ? `Main game ${formatPercent(edges.main.edge)}` : 'Main game: —'}
          {' · '}
          {edges.trips ? `trips ${formatPercent(edges.trips.edge)}` : 'no trips bet'}
        </p>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {'edge' in edges.main
            ? 'Main game: exact for the dealer’s simple strategy with the standard blind table (optimal play: 2.19 %, published).'
            : `Main game ${edges.main.reason}.`}{' '}
          {edges.trips ? `Trips: exact for this pay table, ${edges.trips.exact} per unit bet.` : null}
        </p>
      </div>
    </>
  );
}

function TeamSettings({
  d,
  update,
  e,
  capacity,
}: {
  d: AddOnDraft;
  update: (d: AddOnDraft) => void;
  e: (p: string) => string | undefined;
  capacity: number;
}) {
  const teams = d.teamAddOn.teams;
  const setTeams = (next: AddOnDraft['teamAddOn']['teams']) => update({ ...d, teamAddOn: { teams: next } });
  return (
    <div className="flex flex-col gap-3">
      {teams.map((team, i) => (
        <div key={team.id} className="flex flex-wrap items-end gap-3">
          <InputField
            label={`Team ${i + 1} name`}
            value={team.name}
            onChange={(ev) => setTeams(teams.map((t, j) => (j === i ? { ...t, name: ev.target.value } : t)))}
            error={e(`teamAddOn.teams.${i}.name`)}
            className="w-40"
          />
          <label className="flex flex-col gap-1 text-xs font-medium text-zinc-700 dark:text-zinc-300">
            Colour
            <input
              type="color"
              value={team.color}
              onChange={(ev) =>
                setTeams(teams.map((t, j) => (j === i ? { ...t, color: ev.target.value } : t)))
              }
              className="h-9 w-14 rounded-md border border-zinc-300 bg-white p-1 dark:border-zinc-700 dark:bg-zinc-900"
            />
          </label>
          <ChipToggles
            legend="Seats"
            options={Array.from({ length: capacity }, (_, s) => ({ value: s, label: String(s + 1) }))}
            selected={team.seatIndexes}
            onChange={(seats) =>
              setTeams(
                teams.map((t, j) =>
                  j === i
                    ? { ...t, seatIndexes: [...seats].sort((a, b) => a - b) }
                    : // A seat plays for one team: taking it here frees it elsewhere.
                      {
                        ...t,
                        seatIndexes: t.seatIndexes.filter(
                          (s) => !seats.includes(s) || team.seatIndexes.includes(s),
                        ),
                      },
                ),
              )
            }
          />
          <Button variant="secondary" onClick={() => setTeams(teams.filter((_, j) => j !== i))}>
            Remove
          </Button>
        </div>
      ))}
      {e('teamAddOn.teams') ? <FormError>{e('teamAddOn.teams')}</FormError> : null}
      <div>
        <Button
          variant="secondary"
          disabled={teams.length >= 10}
          onClick={() => {
            let n = teams.length + 1;
            while (teams.some((t) => t.id === `team-${n}`)) n += 1;
            setTeams([...teams, { id: `team-${n}`, name: `Team ${n}`, color: '#16a34a', seatIndexes: [] }]);
          }}
        >
          Add a team
        </Button>
      </div>
    </div>
  );
}

function ChipToggles<T extends string | number>({
  legend,
  options,
  selected,
  onChange,
  error,
}: {
  legend: string;
  options: readonly { value: T; label: string; title?: string }[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xs font-medium text-zinc-700 dark:text-zinc-300">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((o) => {
          const on = selected.includes(o.value);
          return (
            <label
              key={String(o.value)}
              title={o.title}
              className={`inline-flex h-8 min-w-8 cursor-pointer items-center justify-center rounded-md border px-2 text-xs font-medium has-focus-visible:outline-2 has-focus-visible:outline-accent-500 ${
                on
                  ? 'border-accent-600 bg-accent-50 text-accent-800 dark:border-accent-500 dark:bg-accent-800/30 dark:text-accent-400'
                  : 'border-zinc-300 text-zinc-700 dark:border-zinc-700 dark:text-zinc-300'
              }`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={on}
                onChange={(ev) =>
                  onChange(ev.target.checked ? [...selected, o.value] : selected.filter((v) => v !== o.value))
                }
              />
              {o.label}
            </label>
          );
        })}
      </div>
      {error ? <FormError>{error}</FormError> : null}
    </fieldset>
  );
}
