import {
  type Analytics,
  blindLevel,
  dealtHand,
  emptyAnalytics,
  idleTableState,
  type Player,
  type RoundStatus,
  type RoundSummary,
  roundStatus,
  seatedPlayer,
  type TableState,
  tableStateSchema,
} from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import { type CommentaryLine, handWords, linesBetween, nameList, spokenAmount } from './lines.js';

const NOW = 1_767_200_000_000;
const ctx = { tableKey: 'demo-1', now: NOW };

type Seat = {
  seat: number;
  name: string;
  stack: number;
  status?: Partial<RoundStatus>;
  extra?: Partial<Player>;
};

/** A table state of `seats`, validated against the protocol so the tests speak what the engine speaks. */
function table(
  seats: Seat[],
  options: {
    mode?: 'CASH' | 'MTT';
    blinds?: [number, number];
    roundId?: string | null;
    roundCount?: number;
    acting?: number | null;
    board?: string[];
    street?: TableState['round']['street'];
    history?: RoundSummary[];
    payout?: TableState['payout'];
    level?: Partial<TableState['round']['blindLevel']>;
    onBreak?: boolean;
  } = {},
): TableState {
  const [sb, bb] = options.blinds ?? [100, 200];
  const level = blindLevel({ blinds: [sb, bb, 0, 0, 0, 0, 0, 0, 0, 0], ...options.level });
  const state = idleTableState({
    key: 'demo-1',
    name: 'Demo 1',
    gameState: 'STANDBY',
    gameSettings: { mode: options.mode ?? 'MTT', blindLevels: [level] },
    players: seats.map((s) =>
      seatedPlayer({
        seatIndex: s.seat,
        displayName: s.name,
        stack: s.stack,
        sessionId: `session-${s.name}`,
        roundStatus: s.status ? roundStatus({ startingStack: s.stack, ...s.status }) : null,
        ...s.extra,
      }),
    ),
  });
  state.round.blindLevel = level;
  state.round.id = options.roundId ?? null;
  state.round.actingPlayer = options.acting ?? null;
  state.round.street = options.street ?? (options.roundId ? 'FLOP' : 'NONE');
  state.round.roundState = options.roundId ? 'ACTION' : 'WAITING FOR ROUND START';
  state.game.roundCount = options.roundCount ?? 7;
  state.centerCards.boards = options.board ? [options.board as never] : [];
  state.roundHistory = options.history ?? [];
  state.payout = options.payout ?? null;
  if (options.onBreak !== undefined) {
    state.eventManager.clock = {
      levelIndex: 0,
      isOnBreak: options.onBreak,
      levelEndTime: null,
      pausedRemaining: 0,
    };
  }
  return tableStateSchema.parse(state);
}

function summary(
  id: string,
  potTotal: number,
  players: RoundSummary['players'],
  board: string[] = [],
): RoundSummary {
  return { id, endTime: NOW, variation: 'NLH', boards: [board as never], potTotal, players };
}

const texts = (lines: CommentaryLine[]) => lines.map((l) => l.text);

describe('all-ins', () => {
  const before = table(
    [
      {
        seat: 2,
        name: 'Cleo',
        stack: 0,
        status: { isAllIn: true, potCommit: 12_400, hand: dealtHand(['SA', 'HA']) },
      },
      { seat: 5, name: 'Ben', stack: 20_000, status: { potCommit: 2_000, hand: dealtHand(['SK', 'HK']) } },
    ],
    { roundId: 'r7', acting: 5, board: ['C2', 'D7', 'H9'] },
  );
  const called = (equities: [number, boolean][], board = ['C2', 'D7', 'H9']) =>
    table(
      [
        {
          seat: 2,
          name: 'Cleo',
          stack: 0,
          status: {
            isAllIn: true,
            potCommit: 12_400,
            hand: dealtHand(['SA', 'HA']),
            equitiesList: [{ equity: equities[0]![0], isExact: equities[0]![1] }],
          },
        },
        {
          seat: 5,
          name: 'Ben',
          stack: 9_600,
          status: {
            potCommit: 12_400,
            hand: dealtHand(['SK', 'HK']),
            equitiesList: [{ equity: equities[1]![0], isExact: equities[1]![1] }],
          },
        },
      ],
      { roundId: 'r7', acting: null, board },
    );

  it('[COMM-1] an all-in with two players names both and their equities', () => {
    const lines = linesBetween(
      before,
      called([
        [0.64, true],
        [0.36, true],
      ]),
      ctx,
    );
    expect(lines).toEqual([
      {
        id: 'demo-1:allIn:r7',
        kind: 'allIn',
        text: 'Cleo is all in for 12,400 and Ben calls. Cleo has 64%, Ben 36%.',
        tableKey: 'demo-1',
        handNumber: 7,
        createdAt: NOW,
      },
    ]);
  });

  it('[COMM-2] sampled equities are said as approximate; a player with no out is drawing dead', () => {
    expect(
      texts(
        linesBetween(
          before,
          called([
            [0.6412, false],
            [0.3588, false],
          ]),
          ctx,
        ),
      ),
    ).toEqual(['Cleo is all in for 12,400 and Ben calls. Cleo has about 64%, Ben about 36%.']);
    expect(
      texts(
        linesBetween(
          before,
          called(
            [
              [1, true],
              [0, true],
            ],
            ['C2', 'D7', 'H9', 'S3'],
          ),
          ctx,
        ),
      ),
    ).toEqual(['Cleo is all in for 12,400 and Ben calls. Cleo has 100%; Ben is drawing dead.']);
  });

  it('[COMM-3] no line while someone still has to act or before the equities arrive; none of shares once the board is out', () => {
    expect(linesBetween(table([], {}), before, ctx)).toEqual([]);
    const noEquities = called([
      [0, true],
      [0, true],
    ]);
    for (const p of noEquities.playerGroup.players) p.roundStatus!.equitiesList = [];
    expect(linesBetween(before, noEquities, ctx)).toEqual([]);
    // A river all-in: the cards are all out, the showdown line will tell who won.
    expect(
      texts(
        linesBetween(
          before,
          called(
            [
              [1, true],
              [0, true],
            ],
            ['C2', 'D7', 'H9', 'S3', 'D4'],
          ),
          ctx,
        ),
      ),
    ).toEqual(['Cleo is all in for 12,400 and Ben calls.']);
  });

  it('[COMM-4] the same all-in is one line, whatever the states that repeat it', () => {
    const spot = called([
      [0.64, true],
      [0.36, true],
    ]);
    const turn = called(
      [
        [0.7, true],
        [0.3, true],
      ],
      ['C2', 'D7', 'H9', 'S3'],
    );
    expect(linesBetween(spot, spot, ctx)).toEqual([]);
    expect(linesBetween(spot, turn, ctx)).toEqual([]);
    // Equities cleared while the next street is computed, then back: the same id, so the queue keeps one.
    const again = linesBetween(before, turn, ctx);
    expect(again.map((l) => l.id)).toEqual(['demo-1:allIn:r7']);
  });
});

describe('hand results', () => {
  const inHand = (id: string) =>
    table(
      [
        { seat: 0, name: 'Ava', stack: 5_000, status: {} },
        { seat: 1, name: 'Ben', stack: 5_000, status: {} },
      ],
      { roundId: id, acting: 1 },
    );
  const ended = (id: string, pot: number, options: Parameters<typeof table>[1] = {}, seats?: Seat[]) =>
    table(
      seats ?? [
        { seat: 0, name: 'Ava', stack: 20_000 + pot / 2 },
        { seat: 1, name: 'Ben', stack: 20_000 - pot / 2 },
      ],
      {
        history: [
          summary(id, pot, [
            { seatIndex: 0, displayName: 'Ava', cards: [], result: pot / 2, isWinner: true },
            { seatIndex: 1, displayName: 'Ben', cards: [], result: -pot / 2, isWinner: false },
          ]),
        ],
        ...options,
      },
    );

  it('[COMM-5] a big pot is one of 40 big blinds or more, said with the amount and the big blinds', () => {
    expect(texts(linesBetween(inHand('r1'), ended('r1', 8_000), ctx))).toEqual([
      'Big pot: Ava wins 8,000, 40 big blinds.',
    ]);
    expect(linesBetween(inHand('r1'), ended('r1', 7_800), ctx)).toEqual([]);
    expect(texts(linesBetween(inHand('r1'), ended('r1', 4_000), { ...ctx, bigPotBb: 20 }))).toEqual([
      'Big pot: Ava wins 4,000, 20 big blinds.',
    ]);
    const cash = (s: TableState) => {
      const c = structuredClone(s);
      c.gameSettings.mode = 'CASH';
      return c;
    };
    expect(texts(linesBetween(cash(inHand('r1')), cash(ended('r1', 12_400)), ctx))).toEqual([
      'Big pot: Ava wins $12,400, 62 big blinds.',
    ]);
  });

  const showdown = (
    pot: number,
    ava: string[],
    ben: string[],
    board: string[],
    description: string,
  ): TableState =>
    ended(
      'r2',
      pot,
      {
        board,
        payout: {
          roundId: 'r2',
          awards: [
            {
              potIndex: 0,
              boardIndex: 0,
              half: null,
              seatIndex: 0,
              amount: pot,
              handDescription: description,
            },
          ],
        },
      },
      [
        {
          seat: 0,
          name: 'Ava',
          stack: 5_000 + pot / 2,
          status: { isShowdown: true, isWinner: true, hand: dealtHand(ava as never) },
        },
        {
          seat: 1,
          name: 'Ben',
          stack: 5_000 - pot / 2,
          status: { isShowdown: true, hand: dealtHand(ben as never) },
        },
      ],
    );

  it('[COMM-6] set over set at showdown is a cooler, and so are aces against kings; a cooler needs a pot', () => {
    expect(
      texts(
        linesBetween(
          inHand('r2'),
          showdown(6_000, ['SK', 'HK'], ['S7', 'H7'], ['CK', 'D7', 'H2', 'S9', 'C4'], 'Three of a kind'),
          ctx,
        ),
      ),
    ).toEqual(["What a cooler: Ava's three kings beat Ben's three sevens, for a pot of 6,000."]);
    expect(
      texts(
        linesBetween(
          inHand('r2'),
          showdown(6_000, ['SA', 'HA'], ['SK', 'HK'], ['C2', 'D7', 'H9', 'S3', 'C4'], 'One pair'),
          ctx,
        ),
      ),
    ).toEqual(["What a cooler: Ava's pocket aces beat Ben's pocket kings, for a pot of 6,000."]);
    expect(
      texts(
        linesBetween(
          inHand('r2'),
          showdown(6_000, ['DK', 'DQ'], ['DJ', 'DT'], ['DA', 'D7', 'D9', 'C2', 'S4'], 'Flush'),
          ctx,
        ),
      ),
    ).toEqual([
      "What a cooler: Ava and Ben both make an ace-high flush, and Ava's is better, for a pot of 6,000.",
    ]);
    // Under 20 big blinds it is a showdown, not a cooler.
    expect(
      texts(
        linesBetween(
          inHand('r2'),
          showdown(2_000, ['SK', 'HK'], ['S7', 'H7'], ['CK', 'D7', 'H2', 'S9', 'C4'], 'Three of a kind'),
          ctx,
        ),
      ),
    ).toEqual(['Ava wins 2,000 with three kings against Ben.']);
  });

  it('[COMM-7] a hand won at showdown says who won, with what, against whom; an uncontested small pot says nothing', () => {
    expect(
      texts(
        linesBetween(
          inHand('r2'),
          showdown(2_000, ['SK', 'HQ'], ['S7', 'H7'], ['CK', 'DQ', 'H2', 'S9', 'C4'], 'Two pair'),
          ctx,
        ),
      ),
    ).toEqual(['Ava wins 2,000 with two pair, kings and queens against Ben.']);
    // Trips against two pair in a big pot: a big pot (not a cooler), with the winning hand.
    expect(
      texts(
        linesBetween(
          inHand('r2'),
          showdown(9_000, ['SK', 'HK'], ['S7', 'H2'], ['CK', 'D7', 'C2', 'S9', 'C4'], 'Three of a kind'),
          ctx,
        ),
      ),
    ).toEqual(['Big pot: Ava wins 9,000 with three kings, 45 big blinds.']);
    expect(linesBetween(inHand('r1'), ended('r1', 600), ctx)).toEqual([]);
  });
});

describe('busts', () => {
  const before = table(
    [
      { seat: 0, name: 'Ava', stack: 0, status: { startingStack: 3_000, isAllIn: true } },
      { seat: 1, name: 'Ben', stack: 5_000, status: { startingStack: 8_000 } },
    ],
    { roundId: 'r3', acting: null },
  );
  const history = [
    summary('r3', 6_000, [
      { seatIndex: 0, displayName: 'Ava', cards: [], result: -3_000, isWinner: false },
      { seatIndex: 1, displayName: 'Ben', cards: [], result: 3_000, isWinner: true },
    ]),
  ];

  it('[COMM-8] a tournament player who loses every chip is eliminated, knocked out by the winner', () => {
    const after = table(
      [
        { seat: 0, name: 'Ava', stack: 0, extra: {} },
        { seat: 1, name: 'Ben', stack: 11_000 },
      ],
      { history },
    );
    expect(linesBetween(before, after, ctx).filter((l) => l.kind === 'bust')).toEqual([
      expect.objectContaining({ id: 'demo-1:bust:r3:0', text: 'Ava is eliminated, knocked out by Ben.' }),
    ]);
  });

  it('[COMM-9] at a cash table a bust is out of chips, also when the player leaves in the same step', () => {
    const cash = (s: TableState) => {
      const c = structuredClone(s);
      c.gameSettings.mode = 'CASH';
      return c;
    };
    const gone = table([{ seat: 1, name: 'Ben', stack: 11_000 }], { history });
    expect(texts(linesBetween(cash(before), cash(gone), ctx).filter((l) => l.kind === 'bust'))).toEqual([
      'Ava is out of chips: Ben takes the last $3,000.',
    ]);
    // Losing a hand with chips left is no bust.
    const survived = table(
      [
        { seat: 0, name: 'Ava', stack: 1_000 },
        { seat: 1, name: 'Ben', stack: 9_000 },
      ],
      {
        history: [
          summary('r3', 4_000, [
            { seatIndex: 0, displayName: 'Ava', cards: [], result: -2_000, isWinner: false },
            { seatIndex: 1, displayName: 'Ben', cards: [], result: 2_000, isWinner: true },
          ]),
        ],
      },
    );
    expect(linesBetween(before, survived, ctx).filter((l) => l.kind === 'bust')).toEqual([]);
  });
});

describe('notable statistics', () => {
  const stats = (vpip: [number, number], extra: Partial<Analytics> = {}): Analytics => ({
    ...emptyAnalytics(),
    handsPlayed: vpip[1],
    vpip: { done: vpip[0], opportunities: vpip[1] },
    ...extra,
  });
  const at = (ava: [number, number], others: [number, number][], history: RoundSummary[] = []) =>
    table(
      [
        { seat: 0, name: 'Ava', stack: 5_000, extra: { analytics: stats(ava) } },
        ...others.map((o, i) => ({
          seat: i + 1,
          name: `P${i + 1}`,
          stack: 5_000,
          extra: { analytics: stats(o) },
        })),
      ],
      { history },
    );
  const hand = (id: string) =>
    summary(id, 300, [{ seatIndex: 0, displayName: 'Ava', cards: [], result: 0, isWinner: true }]);

  it('[COMM-10] a VPIP far from the rest of the table is said with its sample, once per checkpoint', () => {
    const before = at(
      [17, 29],
      [
        [8, 40],
        [9, 40],
      ],
    );
    const after = at(
      [18, 30],
      [
        [8, 40],
        [9, 40],
      ],
      [hand('h30')],
    );
    expect(linesBetween(before, after, ctx).filter((l) => l.kind === 'stat')).toEqual([
      expect.objectContaining({
        id: 'demo-1:stat:session-Ava:vpip:0',
        text: 'Ava has played 60% of hands, over 30 hands; the rest of the table plays 21%.',
      }),
    ]);
    // The next hand is the same checkpoint: nothing more until 60 hands.
    const later = at(
      [19, 31],
      [
        [8, 41],
        [9, 41],
      ],
      [hand('h30'), hand('h31')],
    );
    expect(linesBetween(after, later, ctx).filter((l) => l.kind === 'stat')).toEqual([]);
  });

  it('[COMM-11] no statistic below the sample, close to the table, or without two others to compare with', () => {
    const small = linesBetween(
      at(
        [16, 28],
        [
          [8, 40],
          [9, 40],
        ],
      ),
      at(
        [17, 29],
        [
          [8, 40],
          [9, 40],
        ],
        [hand('h')],
      ),
      ctx,
    );
    expect(small.filter((l) => l.kind === 'stat')).toEqual([]);
    const close = linesBetween(
      at(
        [9, 29],
        [
          [8, 40],
          [9, 40],
        ],
      ),
      at(
        [10, 30],
        [
          [8, 40],
          [9, 40],
        ],
        [hand('h')],
      ),
      ctx,
    );
    expect(close.filter((l) => l.kind === 'stat')).toEqual([]);
    const alone = linesBetween(
      at(
        [17, 29],
        [
          [8, 40],
          [3, 20],
        ],
      ),
      at(
        [18, 30],
        [
          [8, 40],
          [3, 20],
        ],
        [hand('h')],
      ),
      ctx,
    );
    expect(alone.filter((l) => l.kind === 'stat')).toEqual([]);
  });
});

describe('levels', () => {
  it('[COMM-12] blinds going up are announced with the ante; a break too', () => {
    const l1 = table([], { blinds: [100, 200], roundCount: 30 });
    const l2 = table([], {
      blinds: [150, 300],
      roundCount: 30,
      level: { index: 1, antes: [0, 300, 0, 0, 0, 0, 0, 0, 0, 0] },
    });
    expect(linesBetween(l1, l2, ctx)).toEqual([
      expect.objectContaining({
        kind: 'level',
        text: 'Blinds are up: now 150 and 300, with a 300 big-blind ante.',
      }),
    ]);
    expect(linesBetween(l2, l2, ctx)).toEqual([]);
    const playing = table([], { onBreak: false, level: { breakDuration: 600 } });
    const onBreak = table([], { onBreak: true, level: { breakDuration: 600 } });
    expect(texts(linesBetween(playing, onBreak, ctx))).toEqual(['The players are on a 10-minute break.']);
  });
});

describe('the generator', () => {
  it('[COMM-13] a first state makes no line, the same state twice makes none, and kinds switched off are left out', () => {
    const before = table([{ seat: 0, name: 'Ava', stack: 100 }], { blinds: [100, 200] });
    const after = table([{ seat: 0, name: 'Ava', stack: 100 }], { blinds: [200, 400], level: { index: 1 } });
    expect(linesBetween(null, after, ctx)).toEqual([]);
    expect(linesBetween(after, after, ctx)).toEqual([]);
    expect(linesBetween(before, after, { ...ctx, off: ['level'] })).toEqual([]);
    // Deterministic: the same step, the same lines.
    expect(linesBetween(before, after, ctx)).toEqual(linesBetween(before, after, ctx));
  });

  it('[COMM-14] a player hidden from the overlays is named by seat', () => {
    const before = table(
      [
        {
          seat: 3,
          name: 'Secret',
          stack: 0,
          status: { isAllIn: true, potCommit: 500 },
          extra: { isHidden: true },
        },
        { seat: 4, name: 'Ben', stack: 100, status: { potCommit: 500 } },
      ],
      { roundId: 'r9', acting: 4 },
    );
    const after = structuredClone(before);
    after.round.actingPlayer = null;
    expect(texts(linesBetween(before, after, ctx))).toEqual([]);
    for (const p of after.playerGroup.players) p.roundStatus!.equitiesList = [{ equity: 0.5, isExact: true }];
    expect(texts(linesBetween(before, after, ctx))).toEqual([
      'Seat 4 is all in for 500 and Ben calls. Seat 4 has 50%, Ben 50%.',
    ]);
  });

  it('[COMM-15] words: names, amounts and hands as a speaker says them', () => {
    expect(nameList(['Ava'])).toBe('Ava');
    expect(nameList(['Ava', 'Ben', 'Cleo'])).toBe('Ava, Ben and Cleo');
    const cash = { gameSettings: { mode: 'CASH' }, locationSettings: { currency: 'EUR' } } as TableState;
    expect(spokenAmount(0.5, cash)).toBe('€0.50');
    expect(spokenAmount(1240, cash)).toBe('€1,240');
    const idx = (cards: string[]) =>
      cards.map((c) => '23456789TJQKA'.indexOf(c[1]!) * 4 + 'CDHS'.indexOf(c[0]!));
    expect(handWords(6, idx(['SK', 'HK', 'DK', 'S7', 'H7']))).toBe('a full house, kings full of sevens');
    expect(handWords(4, idx(['S8', 'H7', 'D6', 'S5', 'H4']))).toBe('an eight-high straight');
    expect(handWords(8, idx(['SA', 'SK', 'SQ', 'SJ', 'ST']))).toBe('a royal flush');
    expect(handWords(0, idx(['SA', 'HK', 'D9', 'S5', 'H4']))).toBe('ace high');
  });
});
