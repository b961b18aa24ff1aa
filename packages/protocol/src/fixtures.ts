/** Valid example messages for tests of the web app and the engine (filled in below). */
import { idleTableState } from './build.js';
import type { TableState } from './table-state.js';

/** A table nobody sits at yet. */
export const idleTableFixture: TableState = idleTableState({ key: 'demo-1', name: 'Demo 1' });
