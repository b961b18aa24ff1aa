/**
 * The prize pool of an event from what was paid in, and the bounties paid on eliminations.
 *
 * Money rules (poker-domain.md §5 "Payouts", "Entry types", "Bounty/PKO"):
 * - Every purchase (buy-in, re-entry, rebuy, add-on) has an `amount` and a `fee`. Fees go to the
 *   house; amounts go to the players.
 * - With a bounty, each buy-in and each re-entry (a new entry, so a new head) puts `bounty` of its
 *   amount into the bounty pool and the rest into the prize pool. Rebuys and add-ons buy chips for an
 *   entry that already has a head, so all of their amount goes to the prize pool.
 * - A guarantee tops the prize pool up to it; the difference is the house's overlay.
 *
 * Knockouts (https://help.ggpoker.com/article/1611-bounty-rewards,
 * https://docs.inpoker.io/poker-handbook/types-of-tournaments/progressive-knockout-pko):
 * - Fixed (standard KO): every head is worth the fixed bounty; whoever eliminates a player gets it
 *   all in cash; heads never grow. The winner keeps their own head.
 * - Progressive (PKO): every head starts at the bounty. On an elimination the eliminator gets
 *   `cashShare` (typically ½) of the victim's head in cash, rounded down to the unit, and the rest is
 *   added to the eliminator's own head. The winner finally collects their own head.
 * - A split knockout (two or more players win parts of the victim's last chips) shares the head
 *   equally, odd units to the first eliminator listed — the proportion rule of real rooms is not
 *   settled (poker-domain.md marks it unverified), so the caller orders the eliminators (e.g. by the
 *   share of the pot they won) and the rule stays simple.
 * In both modes no money is created or lost: the cash paid plus the heads still on the table always
 * equal the bounty pool.
 */

/** What one purchase of an event costs: `amount` to the players, `fee` to the house. */
export interface Purchase {
  amount: number;
  fee: number;
}

/** How many of each purchase an event has taken, with what each costs (null = the event has none). */
export interface PrizePoolInput {
  buyIn: Purchase;
  /** Buy-ins (first entries), not counting re-entries. */
  entries: number;
  reEntry?: Purchase | null;
  reEntries?: number;
  rebuy?: Purchase | null;
  rebuys?: number;
  addOn?: Purchase | null;
  addOns?: number;
  /** The part of each buy-in and re-entry amount that is the entry's bounty; null or 0 for none. */
  bounty?: number | null;
  /** The prize pool the house guarantees; 0 or absent for none. */
  guarantee?: number;
}

export interface PrizePool {
  /** Paid out by the payout table (including any overlay). */
  prizePool: number;
  /** Paid out by knockouts. */
  bountyPool: number;
  /** Fees, the house's. */
  fees: number;
  /** What the house adds to reach the guarantee. */
  overlay: number;
  /** Everything the players paid (amounts and fees). */
  collected: number;
}

/** [POOL-1] Why this input cannot make a prize pool, in English, or null when it can. */
export function prizePoolProblem(input: PrizePoolInput): string | null {
  const purchases: [string, Purchase | null | undefined, number | undefined][] = [
    ['buy-in', input.buyIn, input.entries],
    ['re-entry', input.reEntry, input.reEntries],
    ['rebuy', input.rebuy, input.rebuys],
    ['add-on', input.addOn, input.addOns],
  ];
  for (const [name, purchase, count] of purchases) {
    const n = count ?? 0;
    if (!Number.isSafeInteger(n) || n < 0)
      return `The number of ${name}s must be a whole number of at least 0, not ${n}.`;
    if (!purchase) {
      if (n > 0) return `The event has no ${name}, yet ${n} were counted.`;
      continue;
    }
    if (!isAmount(purchase.amount))
      return `The ${name} amount must be a whole amount of at least 0, not ${purchase.amount}.`;
    if (!isAmount(purchase.fee))
      return `The ${name} fee must be a whole amount of at least 0, not ${purchase.fee}.`;
  }
  const bounty = input.bounty ?? 0;
  if (!isAmount(bounty)) return `The bounty must be a whole amount of at least 0, not ${bounty}.`;
  if (bounty > input.buyIn.amount) {
    return `The bounty (${bounty}) is more than the buy-in amount (${input.buyIn.amount}) it comes out of.`;
  }
  if (input.reEntry && bounty > input.reEntry.amount) {
    return `The bounty (${bounty}) is more than the re-entry amount (${input.reEntry.amount}) it comes out of.`;
  }
  const guarantee = input.guarantee ?? 0;
  if (!isAmount(guarantee)) return `The guarantee must be a whole amount of at least 0, not ${guarantee}.`;
  return null;
}

/** [POOL-2] The prize pool, bounty pool and fees of an event; throws a RangeError on bad input. */
export function prizePool(input: PrizePoolInput): PrizePool {
  const problem = prizePoolProblem(input);
  if (problem) throw new RangeError(problem);
  const bounty = input.bounty ?? 0;
  const heads = input.entries + (input.reEntry ? (input.reEntries ?? 0) : 0);
  const bought = [
    [input.buyIn, input.entries],
    [input.reEntry, input.reEntries ?? 0],
    [input.rebuy, input.rebuys ?? 0],
    [input.addOn, input.addOns ?? 0],
  ] as const;
  let amounts = 0;
  let fees = 0;
  for (const [purchase, count] of bought) {
    if (!purchase) continue;
    amounts += purchase.amount * count;
    fees += purchase.fee * count;
  }
  const bountyPool = bounty * heads;
  const collectedPrizes = amounts - bountyPool;
  const overlay = Math.max(0, (input.guarantee ?? 0) - collectedPrizes);
  return {
    prizePool: collectedPrizes + overlay,
    bountyPool,
    fees,
    overlay,
    collected: amounts + fees,
  };
}

/** How an event pays its bounties. */
export type BountyMode = 'fixed' | 'progressive';

export interface KnockoutOptions {
  /** Progressive only: the part of the victim's head paid in cash (default ½). */
  cashShare?: number;
  /** Cash is paid in multiples of this unit (default 1). */
  roundTo?: number;
}

/** What one eliminator gets from a knockout. */
export interface KnockoutShare {
  /** Paid now. */
  cash: number;
  /** Added to the eliminator's own head (0 in fixed mode). */
  addedToHead: number;
  /** The eliminator's head after the knockout. */
  head: number;
}

/**
 * [KO-1] The bounty paid when a player whose head is `victimHead` is eliminated by the players whose
 * heads are `eliminatorHeads` (usually one; several for a split knockout, first listed gets odd
 * units). Fixed: the head is paid in cash. Progressive: `cashShare` of each eliminator's part in cash
 * (rounded down to `roundTo`), the rest onto that eliminator's head.
 */
export function knockout(
  mode: BountyMode,
  victimHead: number,
  eliminatorHeads: readonly number[],
  options: KnockoutOptions = {},
): KnockoutShare[] {
  const { cashShare = 0.5, roundTo = 1 } = options;
  if (!isAmount(victimHead))
    throw new RangeError(`A head must be a whole amount of at least 0, not ${victimHead}.`);
  if (eliminatorHeads.length === 0) throw new RangeError('A knockout needs at least one eliminator.');
  for (const head of eliminatorHeads) {
    if (!isAmount(head)) throw new RangeError(`A head must be a whole amount of at least 0, not ${head}.`);
  }
  if (!(cashShare >= 0 && cashShare <= 1))
    throw new RangeError(`The cash share must be between 0 and 1, not ${cashShare}.`);
  if (!Number.isSafeInteger(roundTo) || roundTo < 1)
    throw new RangeError(`Bounties are rounded to a whole unit of at least 1, not ${roundTo}.`);
  const parts = splitEqually(victimHead, eliminatorHeads.length, roundTo);
  return parts.map((part, i) => {
    const own = eliminatorHeads[i]!;
    if (mode === 'fixed') return { cash: part, addedToHead: 0, head: own };
    const cash = Math.floor((part * cashShare) / roundTo + 1e-9) * roundTo;
    const addedToHead = part - cash;
    return { cash, addedToHead, head: own + addedToHead };
  });
}

/** `total` in `n` parts, multiples of `unit` but the first, which takes what is left over. */
function splitEqually(total: number, n: number, unit: number): number[] {
  const each = Math.floor(total / n / unit) * unit;
  const parts = new Array<number>(n).fill(each);
  parts[0] = total - each * (n - 1);
  return parts;
}

function isAmount(x: number): boolean {
  return Number.isSafeInteger(x) && x >= 0;
}
