import { buildInfo } from '../lib/build-info.js';

/** Spec §2: build and commit info, with a short hash of 6 characters. */
export function BuildStamp({ className = '' }: { className?: string }) {
  return (
    <span
      className={`tabular font-mono text-xs text-zinc-500 dark:text-zinc-400 ${className}`}
      title={buildInfo.commit}
    >
      build {buildInfo.shortCommit}
    </span>
  );
}
