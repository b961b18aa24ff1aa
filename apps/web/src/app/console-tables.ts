import { TableConnections } from '../lib/table-sockets/manager.js';
import { browserSocket } from '../lib/table-sockets/react.js';
import { TableStore } from '../lib/table-sockets/store.js';

/** The console's one set of table sockets, shared by every page of the shell. */
export const consoleTables = new TableConnections(new TableStore(), { createSocket: browserSocket });
