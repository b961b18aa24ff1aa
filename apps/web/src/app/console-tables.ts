import { TableConnections } from '../lib/tables/manager.js';
import { browserSocket } from '../lib/tables/react.js';
import { TableStore } from '../lib/tables/store.js';

/** The console's one set of table sockets, shared by every page of the shell. */
export const consoleTables = new TableConnections(new TableStore(), { createSocket: browserSocket });
