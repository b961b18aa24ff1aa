import { errorCode } from '../../lib/query-client.js';

/** What the server's refusal means to someone who opened a link (`what`: "This hand", "The table …"). */
export function refusal(error: unknown, what: string): string {
  switch (errorCode(error)) {
    case 'FORBIDDEN':
      return `${what} belongs to another location: only that location's members can open it. Ask its admin to add you, or open one of your own tables.`;
    case 'NOT_FOUND':
      return `${what} does not exist: the link may be mistyped, or the table was removed.`;
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
