import type { ReactNode } from 'react';
import type { RouterOutputs } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { Panel } from '../../ui/page.js';

export type ChainVerdict = RouterOutputs['audit']['verify'];

/** `5508d2…`: enough of the head's hash to compare with a copy kept elsewhere. */
export const shortHash = (hash: string) => `${hash.slice(0, 6)}…`;

/** The verdict in one line: `Chain intact — 1,204 entries, head 5508d2…`, or the verifier's own words. */
export function verdictText(verdict: ChainVerdict): string {
  if (!verdict.ok) return `Chain broken at entry ${verdict.seq}: ${verdict.message}`;
  if (verdict.entries === 0) return 'Chain intact — nothing recorded yet';
  const count = `${verdict.entries.toLocaleString('en-US')} ${verdict.entries === 1 ? 'entry' : 'entries'}`;
  return `Chain intact — ${count}, head ${shortHash(verdict.head)}`;
}

/**
 * The location's hash chain (decision 012): intact or where it breaks, when it was last checked, a
 * button to check it again, and the download for `railbird audit verify` away from this server.
 */
export function ChainStatus({
  verdict,
  checking,
  checkedAt,
  error,
  onVerify,
  onDownload,
  downloading,
}: {
  verdict: ChainVerdict | undefined;
  checking: boolean;
  /** When the verdict shown was made (exact time text), if there is one. */
  checkedAt: string | undefined;
  error: string | undefined;
  onVerify: () => void;
  onDownload: () => void;
  downloading: boolean;
}) {
  let line: ReactNode;
  let tone: 'ok' | 'broken' | 'none' = 'none';
  if (verdict) {
    tone = verdict.ok ? 'ok' : 'broken';
    line = verdictText(verdict);
  } else if (error) {
    tone = 'broken';
    line = `The chain could not be checked: ${error}`;
  } else line = 'Checking the chain…';
  return (
    <Panel
      title="Hash chain"
      aside={
        <div className="flex items-center gap-2">
          <Button variant="secondary" className="h-8" pending={checking} onClick={onVerify}>
            Verify now
          </Button>
          <Button variant="secondary" className="h-8" pending={downloading} onClick={onDownload}>
            Download chain
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-2 px-4 py-3">
        <div
          role="status"
          data-testid="chain-status"
          data-verdict={tone}
          className={`flex items-start gap-2.5 rounded-md px-3 py-2 text-sm font-medium ${
            tone === 'ok'
              ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-300'
              : tone === 'broken'
                ? 'bg-red-50 text-red-800 dark:bg-red-950/40 dark:text-red-300'
                : 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300'
          }`}
        >
          <VerdictMark tone={tone} />
          <span className="tabular min-w-0">
            {line}
            {tone === 'broken' && verdict ? (
              <span className="mt-0.5 block text-xs font-normal">
                Keep this log as it is and download the chain: it is the evidence. Compare it with a copy kept
                elsewhere to see what was changed.
              </span>
            ) : null}
          </span>
          {checkedAt ? (
            <span className="tabular ml-auto shrink-0 text-xs font-normal opacity-80">
              Checked {checkedAt}
            </span>
          ) : null}
        </div>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          Each entry carries the hash of the one before, so an entry altered or removed breaks the chain from
          there on. <strong className="font-medium">Download chain</strong> saves it as JSON lines; check a
          copy away from this server with{' '}
          <code className="rounded bg-zinc-100 px-1 py-0.5 font-mono text-[11px] text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200">
            railbird audit verify audit-….jsonl
          </code>
          . Keep a copy (or just the head hash) elsewhere: checking it against today’s log shows any rewrite.
        </p>
      </div>
    </Panel>
  );
}

function VerdictMark({ tone }: { tone: 'ok' | 'broken' | 'none' }) {
  const path =
    tone === 'ok' ? 'M5 12.5l4.5 4.5L19 7.5' : tone === 'broken' ? 'M6 6l12 12M18 6L6 18' : 'M5 12h14';
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="mt-0.5 size-4 shrink-0">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
