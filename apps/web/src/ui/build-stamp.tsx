/** Spec §2: build and commit info, with a short hash of 6 characters (`build` is lib/build-info's). */
export function BuildStamp({
  build,
  className = '',
}: {
  build: { commit: string; shortCommit: string };
  className?: string;
}) {
  return (
    <span
      className={`tabular font-mono text-xs text-zinc-500 dark:text-zinc-400 ${className}`}
      title={build.commit}
    >
      build {build.shortCommit}
    </span>
  );
}
