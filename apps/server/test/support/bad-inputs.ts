import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { turboLevels } from './events.js';
import { sampleHand } from './hands.js';

const long = (n: number) => 'x'.repeat(n);

const addOnTransfer = {
  addOn: 'oneNDoneAddOn',
  seatIndex: 1,
  playerId: null,
  displayName: 'Ann',
  amount: 100,
  reason: 'One-and-done: bought in',
};
const tableMoment = {
  tableMode: 'GAME',
  gameState: 'STANDBY',
  roundState: 'WAITING FOR ROUND START',
  handNumber: 0,
  paused: false,
};
const addOnCommand = {
  seq: 1,
  time: 1,
  actor: { id: 'u', type: null },
  command: 'addOnAction',
  data: { addOn: 'oneNDoneAddOn', action: { type: 'buyIn', seatIndex: 1 } },
  before: tableMoment,
  after: tableMoment,
};

/**
 * For every procedure that takes input: inputs with a wrong type, a missing field or an oversize
 * string, each with the field its message must name.
 */
export const badInputs: Record<string, Array<[input: unknown, field: string]>> = {
  'admin.updateProfile': [
    [{ phone: '555-0100' }, 'phone'],
    [{ displayName: long(81) }, 'displayName'],
    [{ handle: 5 }, 'handle'],
    [{ profile: `https://example.com/${'x'.repeat(2100)}` }, 'profile'],
    // Issue 15: an upload that is not an image, claims to be one, or is too large for the session.
    [{ profile: 'data:text/html;base64,PGgxPmhpPC9oMT4=' }, 'profile'],
    [{ profile: 'data:image/png;base64,aGVsbG8gd29ybGQ=' }, 'profile'],
    [{ profile: `data:image/png;base64,iVBORw0KGgo${'A'.repeat(2100)}` }, 'profile'],
  ],
  'ai.textToSpeech': [
    [{}, 'text'],
    [{ text: long(501) }, 'text'],
    [{ text: 3 }, 'text'],
  ],
  'audit.list': [
    [{ limit: 0 }, 'limit'],
    [{ kind: 'table.burn' }, 'kind'],
    [{ tableKey: 'demo 1' }, 'tableKey'],
    [{ before: 'yesterday' }, 'before'],
    [{ excludeKinds: ['card.burn'] }, 'excludeKinds.0'],
    [{ kinds: [] }, 'kinds'],
    [{ kinds: ['card.burn'] }, 'kinds.0'],
    [{ actorId: '' }, 'actorId'],
    [{ since: 'yesterday' }, 'since'],
    [{ until: 17 }, 'until'],
  ],
  'audit.verify': [[{ locationId: 7 }, 'locationId']],
  'audit.exportChain': [[{ locationId: '' }, 'locationId']],
  'checkIn.lookup': [
    [{ tableKey: 'demo-1', phone: '123' }, 'phone'],
    [{ phone: '555-010-1234' }, 'tableKey'],
  ],
  'checkIn.register': [
    [{ tableKey: 'demo-1', phone: '123', displayName: 'Ava' }, 'phone'],
    [{ tableKey: 'demo-1', phone: '555-010-1234', displayName: '' }, 'displayName'],
    [{ tableKey: 'demo-1', phone: '555-010-1234', displayName: 'Ava', handle: 'a b' }, 'handle'],
    [{ tableKey: 'demo-1', phone: '555-010-1234', displayName: 'Ava', bio: long(281) }, 'bio'],
    [{ tableKey: 'demo-1', phone: '555-010-1234', displayName: 'Ava', picture: 'file:///x.png' }, 'picture'],
  ],
  'checkIn.socketUrl': [[{ tableKey: 'demo 1' }, 'tableKey']],
  'checkIn.waitingList.join': [[{ tableKey: 'demo-1' }, 'playerId']],
  'checkIn.waitingList.leave': [[{ tableKey: 'demo-1', playerId: long(201) }, 'playerId']],
  'checkIn.waitingList.list': [[{}, 'tableKey']],
  // Issue 17: a level with no duration, payouts off 100%, an entry kind that is not one.
  'event.chop': [
    [{ method: 'ICM', stacks: [100], prizes: [10] }, 'stacks'],
    [{ method: 'EVEN', stacks: [100, 50], prizes: [10] }, 'method'],
    [{ method: 'ICM', stacks: [100, 50], prizes: [10, 5, 1] }, 'prizes'],
  ],
  'event.create': [
    [
      {
        ...{ name: 'T', startTime: new Date(0), maxPlayers: 9, buyIn: { amount: 100, fee: 10, chips: 5000 } },
        blindLevels: [],
      },
      'blindLevels',
    ],
    // A level with no duration (only the last may play until the end), over the wire.
    [
      {
        name: 'T',
        startTime: new Date(0),
        maxPlayers: 9,
        buyIn: { amount: 100, fee: 10, chips: 5000 },
        blindLevels: [{ ...turboLevels(1)[0]!, levelDuration: 0 }, turboLevels(2)[1]!],
      },
      'blindLevels.0.levelDuration',
    ],
    [
      {
        ...{ name: 'T', startTime: new Date(0), maxPlayers: 9, buyIn: { amount: 100, fee: 10, chips: 5000 } },
        name: '',
        blindLevels: [],
      },
      'name',
    ],
    [
      {
        ...{ name: 'T', startTime: new Date(0), maxPlayers: 9, buyIn: { amount: 100, fee: 10, chips: 5000 } },
        maxPlayers: 1,
        blindLevels: [],
      },
      'maxPlayers',
    ],
    [
      {
        ...{ name: 'T', startTime: new Date(0), maxPlayers: 9, buyIn: { amount: 100, fee: 10, chips: 5000 } },
        payoutShares: [50, 30],
        blindLevels: [],
      },
      'payoutShares',
    ],
    [
      {
        ...{ name: 'T', startTime: new Date(0), maxPlayers: 9, buyIn: { amount: 100, fee: 10, chips: 5000 } },
        buyIn: { amount: -1, fee: 0, chips: 1 },
        blindLevels: [],
      },
      'buyIn.amount',
    ],
  ],
  'event.eliminate': [[{ eventId: 'e' }, 'playerId']],
  'event.enter': [
    [{ eventId: 'e', playerId: 'p', kind: 'FREEROLL' }, 'kind'],
    [{ eventId: 'e', playerId: 'p', kind: 'REBUY', levelIndex: -1 }, 'levelIndex'],
  ],
  'event.get': [[{}, 'eventId']],
  'event.list': [
    [{ status: 'LIVE' }, 'status'],
    [{ from: 'tomorrow' }, 'from'],
  ],
  'event.reinstate': [[{ eventId: long(201), playerId: 'p' }, 'eventId']],
  'event.remove': [[{ eventId: 5 }, 'eventId']],
  'event.setPayouts': [
    [{ eventId: 'e', shares: [50, 30, 10] }, 'shares'],
    [{ eventId: 'e', shares: [40, 60] }, 'shares.1'],
  ],
  'event.setRegistration': [[{ eventId: 'e', open: 'yes' }, 'open']],
  'event.setStatus': [[{ eventId: 'e', status: 'PAUSED' }, 'status']],
  'event.standings': [[{ league: '' }, 'league']],
  'event.update': [
    [{ eventId: 'e', maxPlayers: 0 }, 'maxPlayers'],
    [{ eventId: 'e', league: 'x'.repeat(81) }, 'league'],
  ],
  'hand.get': [
    [{}, 'handId'],
    [{ handId: long(201) }, 'handId'],
  ],
  'hand.list': [
    [{}, 'tableKey'],
    [{ tableKey: 'demo-1', limit: 101 }, 'limit'],
    [{ tableKey: 'demo-1', cursor: long(201) }, 'cursor'],
    [{ tableKey: 'demo-1', filter: { variation: 'GIN' } }, 'filter.variation'],
    [{ tableKey: 'demo-1', filter: { minPot: -1 } }, 'filter.minPot'],
    [{ tableKey: 'demo-1', filter: { minPot: 10, maxPot: 5 } }, 'filter.maxPot'],
    [{ tableKey: 'demo-1', filter: { player: long(101) } }, 'filter.player'],
  ],
  'hand.sessions': [
    [{ tableKey: 'demo 1' }, 'tableKey'],
    [{ tableKey: 'demo-1', limit: 0 }, 'limit'],
  ],
  'location.acceptInvitation': [[{}, 'invitationId']],
  'location.cancelInvitation': [[{ invitationId: long(201) }, 'invitationId']],
  'location.create': [
    [{ name: 'x' }, 'name'],
    [{ name: long(81) }, 'name'],
  ],
  'location.get': [[{ locationId: 5 }, 'locationId']],
  'location.invite': [
    [{ email: 'not-an-email', adminType: 'STAFF' }, 'email'],
    [{ email: 'new@example.com', adminType: 'OWNER' }, 'adminType'],
  ],
  'location.removeMember': [[{}, 'userId']],
  'location.setMemberType': [[{ userId: 'u', adminType: 'KING' }, 'adminType']],
  'location.switch': [[{}, 'locationId']],
  'location.update': [[{ name: '' }, 'name']],
  'notification.list': [
    [{ limit: 0 }, 'limit'],
    [{ before: 'yesterday' }, 'before'],
  ],
  'notification.markRead': [
    [{ ids: [] }, 'ids'],
    [{ ids: 'all' }, 'ids'],
  ],
  'notification.support': [
    [{}, 'body'],
    [{ body: long(2001) }, 'body'],
  ],
  'overlay.allTimeStats': [
    [{ tableKey: 'demo-1', playerIds: [] }, 'key'],
    [{ key: 'k', tableKey: 'demo 1', playerIds: [] }, 'tableKey'],
    [{ key: 'k', tableKey: 'demo-1', playerIds: Array.from({ length: 11 }, (_, i) => `p${i}`) }, 'playerIds'],
  ],
  'overlay.createLink': [
    [{ tableKey: 'demo 1' }, 'tableKey'],
    [{ tableKey: 'demo-1', route: 'nowhere' }, 'route'],
    [{ tableKey: 'demo-1', ttlDays: 1000 }, 'ttlDays'],
  ],
  'overlay.links': [[{ locationId: '' }, 'locationId']],
  'overlay.obs': [[{ tableKey: 'demo 1' }, 'tableKey']],
  'overlay.revokeLink': [[{ id: '' }, 'id']],
  'overlay.setObs': [
    [{ tableKey: 'demo-1', url: 'http://obs.local:4455' }, 'url'],
    [{ tableKey: 'demo-1', url: 'ws://obs.local:4455', password: '' }, 'password'],
  ],
  'overlay.saveSkin': [
    [{ name: 'House', key: 'House!', primaryColor: '#000000', secondaryColor: '#ffffff' }, 'key'],
    [{ name: 'House', key: 'house', primaryColor: '#fff', secondaryColor: '#ffffff' }, 'primaryColor'],
  ],
  'overlay.skins': [[{ locationId: 1 }, 'locationId']],
  'player.create': [
    [{}, 'displayName'],
    [{ displayName: 'Ann', phone: '12345' }, 'phone'],
    [{ displayName: 'Ann', bio: long(501) }, 'bio'],
  ],
  'player.get': [[{}, 'playerId']],
  'player.handMatch': [
    [{ cards: ['SA'] }, 'playerId'],
    [{ playerId: 'p', cards: ['AS'] }, 'cards.0'],
    [{ playerId: 'p', cards: ['SA', 'SA'] }, 'cards'],
    [{ playerId: 'p', cards: ['SA', 'SK', 'SQ', 'SJ', 'ST', 'S9', 'S8', 'S7'] }, 'cards'],
    [{ playerId: 'p', cards: ['SA'], variation: 'HOLDEM' }, 'variation'],
  ],
  'player.overview': [[{ playerId: 5 }, 'playerId']],
  'player.recomputeStats': [[{ locationId: 5 }, 'locationId']],
  'player.stats': [
    [{}, 'playerId'],
    [{ playerId: 'p', grouping: 'week' }, 'grouping'],
    [{ playerId: 'p', limit: 0 }, 'limit'],
    [{ playerId: 'p', key: long(201) }, 'key'],
    [{ playerId: 'p', before: 'yesterday' }, 'before'],
  ],
  'player.earnings': [
    [{}, 'playerId'],
    [{ playerId: 'p', limit: 10_000 }, 'limit'],
  ],
  'player.handCount': [[{}, 'playerId']],
  'player.hands': [
    [{}, 'playerId'],
    [{ playerId: 'p', limit: 0 }, 'limit'],
    [{ playerId: 'p', cursor: long(301) }, 'cursor'],
  ],
  'player.claimSeatHands': [
    [{ playerId: 'p', tableKey: 'demo-1', seatIndex: 10, displayName: 'Seat 3' }, 'seatIndex'],
    [{ playerId: 'p', tableKey: 'demo-1', seatIndex: 2, displayName: '' }, 'displayName'],
  ],
  'player.merge': [
    [{ keepId: 'p' }, 'mergeId'],
    [{ keepId: '', mergeId: 'q' }, 'keepId'],
  ],
  'player.startingHands': [
    [{}, 'playerId'],
    [{ playerId: 'p', variation: 'HOLDEM' }, 'variation'],
  ],
  'player.list': [
    [{ limit: 500 }, 'limit'],
    [{ search: long(81) }, 'search'],
  ],
  'player.update': [[{ playerId: 'p', phone: 'call me' }, 'phone']],
  // Issue 18: a range backwards, too long, not dates; a table key that cannot be one; an odd zone.
  ...Object.fromEntries(
    ['report.activity', 'report.events', 'report.players', 'report.tables', 'report.variations'].map(
      (path) => [
        path,
        [
          [{ to: new Date(1) }, 'from'],
          [{ from: new Date(1) }, 'to'],
          [{ from: 'yesterday', to: new Date(1) }, 'from'],
          [{ from: new Date(2), to: new Date(1) }, 'to'],
          [{ from: new Date(0), to: new Date(400 * 86_400_000) }, 'to'],
          [{ from: new Date(0), to: new Date(1), tableKey: 'demo 1' }, 'tableKey'],
          [{ from: new Date(0), to: new Date(1), timeZone: 'Mars/Olympus' }, 'timeZone'],
        ] satisfies Array<[unknown, string]>,
      ],
    ),
  ),
  'table.create': [
    [{ key: 'bad key', name: 'T' }, 'key'],
    [{ key: 'fresh-1', name: 'T', variation: 'HOLDEM' }, 'variation'],
    [{ key: 'fresh-1', name: 'T', ip: 'not an address!' }, 'ip'],
    [{ key: 'fresh-1', name: 'T', capacity: 11 }, 'capacity'],
    [{ key: 'fresh-1', name: long(61) }, 'name'],
  ],
  'table.engineSecret': [[{}, 'tableKey']],
  'table.get': [[{ tableKey: long(101) }, 'tableKey']],
  'table.ingestHand': [
    [{}, 'tableKey'],
    [{ tableKey: 'demo-1', secret: 'short', hand: sampleHand('demo-1') }, 'secret'],
    [
      { tableKey: 'demo-1', secret: long(32), hand: { ...sampleHand('demo-1'), phh: long(300_000) } },
      'hand.phh',
    ],
    [
      { tableKey: 'demo-1', secret: long(32), hand: { ...sampleHand('demo-1'), players: [] } },
      'hand.players',
    ],
    // Issue 19: the chips the add-on games moved when the hand ended.
    [
      {
        tableKey: 'demo-1',
        secret: long(32),
        hand: { ...sampleHand('demo-1'), addOnTransfers: [{ ...addOnTransfer, amount: 0 }] },
      },
      'hand.addOnTransfers.0.amount',
    ],
  ],
  'table.recordCommands': [
    [{}, 'tableKey'],
    [{ tableKey: 'demo-1', secret: long(32), commands: [] }, 'commands'],
    [
      {
        tableKey: 'demo-1',
        secret: long(32),
        commands: [
          {
            seq: 0,
            time: 1,
            actor: { id: 'u', type: null },
            command: 'undo',
            data: {},
            before: {
              tableMode: 'GAME',
              gameState: 'STANDBY',
              roundState: 'ACTION',
              handNumber: 0,
              paused: false,
            },
            after: {
              tableMode: 'GAME',
              gameState: 'STANDBY',
              roundState: 'ACTION',
              handNumber: 0,
              paused: false,
            },
          },
        ],
      },
      'commands.0.seq',
    ],
    [
      {
        tableKey: 'demo-1',
        secret: long(32),
        commands: [{ ...addOnCommand, transfers: [{ ...addOnTransfer, addOn: 'poker' }] }],
      },
      'commands.0.transfers.0.addOn',
    ],
  ],
  'table.verifyApiKey': [
    [{ apiKey: 'u', secret: long(32) }, 'tableKey'],
    [{ tableKey: 'online-1', apiKey: '', secret: long(32) }, 'apiKey'],
    [{ tableKey: 'online-1', apiKey: 'u', secret: 'short' }, 'secret'],
  ],
  'table.list': [[{ locationId: 5 }, 'locationId']],
  'table.remove': [[{ tableKey: 7 }, 'tableKey']],
  'table.rotateSecret': [[{}, 'tableKey']],
  'table.setMode': [[{ tableKey: 'demo-1', mode: 'PLAY' }, 'mode']],
  'table.socketUrl': [[{}, 'tableKey']],
  'table.update': [[{ tableKey: 'demo-1', ip: '300.1.1.1 x' }, 'ip']],
  'table.updateSettings': [
    [{ tableKey: 'demo-1', settings: { capacity: 50 } }, 'settings.capacity'],
    [{ tableKey: 'demo-1', settings: { dealerMode: 'ROBOT' } }, 'settings.dealerMode'],
  ],
};

/** Procedures with nothing to get wrong: no input, or any value (the transport probes). */
export const takesNoCheckedInput = new Set([
  'admin.current',
  'admin.isValid',
  'admin.userId',
  'location.invitations',
  'location.list',
  'location.members',
  'notification.markAllRead',
  'notification.unreadCount',
  'system.echo',
  'system.echoPost',
]);

/** Rows in every table of the schema, to show a refused call wrote nothing. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const { rows } = (await db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT LIKE '__drizzle%' ORDER BY table_name`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  const counts: Record<string, number> = {};
  for (const { table_name } of rows) {
    const result = (await db.execute(
      sql.raw(`SELECT count(*)::int AS n FROM "${table_name}"`),
    )) as unknown as {
      rows: Array<{ n: number }>;
    };
    counts[table_name] = result.rows[0]!.n;
  }
  return counts;
}
