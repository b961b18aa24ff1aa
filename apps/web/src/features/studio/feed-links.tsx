import { OVERLAY_LINK_DEFAULT_DAYS } from '@railbird/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { type RouterOutputs, useTRPC } from '../../lib/trpc.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { InputField } from '../../ui/fields.js';
import type { Feed } from './feeds.js';
import { checkDays, linkStatus, linkUrl, type SessionLink, type ViewChoice, withViews } from './links.js';
import { Badge, StudioButton } from './parts.js';

export type LinkRecord = RouterOutputs['overlay']['links'][number];

const when = (d: Date | string) =>
  new Date(d).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const day = (d: Date | string) =>
  new Date(d).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * A feed's links: make one (label, days), copy each made in this browser in one click (the full URL
 * with the views picked), revoke one after saying what that does to the screens showing it.
 */
export function FeedLinks({
  feed,
  tableKey,
  tableName,
  engineBase,
  choice,
  links,
  session,
  previewId,
  onCreated,
  onPreview,
}: {
  feed: Feed;
  tableKey: string;
  tableName: string;
  engineBase: string | null;
  choice: ViewChoice;
  links: readonly LinkRecord[];
  session: readonly SessionLink[];
  previewId: string | null;
  onCreated: (link: SessionLink) => void;
  onPreview: (id: string) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [label, setLabel] = useState('');
  const [days, setDays] = useState(String(OVERLAY_LINK_DEFAULT_DAYS));
  const [daysError, setDaysError] = useState<string | undefined>();
  // A countdown link's start time (local date and time), put in the link (issue 15).
  const [startsAt, setStartsAt] = useState('');
  const [startsAtError, setStartsAtError] = useState<string | undefined>();
  const [revoking, setRevoking] = useState<LinkRecord | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.overlay.links.queryKey() });

  const create = useMutation(
    trpc.overlay.createLink.mutationOptions({
      onSuccess: async (made, input) => {
        const link: SessionLink = {
          id: made.id,
          tableKey,
          route: feed.route,
          label: input.label ?? null,
          url: linkUrl(window.location.origin, made.path, engineBase),
          expiresAt: new Date(made.expiresAt).toISOString(),
        };
        onCreated(link);
        setLabel('');
        toast.success(`${feed.name} link made for ${tableName}: copy it now.`, {
          description: 'Its key is shown in this browser only, for this session.',
        });
        await refresh();
      },
      onError: (error) => toast.error(`No link was made: ${error.message}`),
    }),
  );
  const revoke = useMutation(
    trpc.overlay.revokeLink.mutationOptions({
      onSuccess: async () => {
        toast.success(`Link revoked: its screens were let go.`);
        setRevoking(null);
        await refresh();
      },
      onError: (error) => toast.error(`The link was not revoked: ${error.message}`),
    }),
  );

  const submit = () => {
    const checked = checkDays(days);
    if (!checked.ok) return setDaysError(checked.message);
    setDaysError(undefined);
    const to = feed.route === 'countdown' && startsAt ? new Date(startsAt).getTime() : null;
    if (to !== null && Number.isNaN(to))
      return setStartsAtError('Pick a date and a time, or leave it empty.');
    setStartsAtError(undefined);
    const trimmed = label.trim();
    create.mutate({
      tableKey,
      route: feed.route,
      ttlDays: checked.days,
      ...(trimmed ? { label: trimmed } : {}),
      ...(to !== null ? { countdown: { to } } : {}),
    });
  };

  const now = Date.now();
  const mine = links.filter((l) => l.tableKey === tableKey && l.route === feed.route);
  return (
    <div className="flex flex-col gap-3">
      <form
        className="flex flex-wrap items-start gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <InputField
          label="Label"
          placeholder={`e.g. ${feed.name} · main PC`}
          value={label}
          maxLength={80}
          onChange={(e) => setLabel(e.target.value)}
          className="min-w-40 flex-1"
        />
        <InputField
          label="Days"
          value={days}
          inputMode="numeric"
          numeric
          onChange={(e) => setDays(e.target.value)}
          error={daysError}
          className="w-20"
        />
        {feed.route === 'countdown' ? (
          <InputField
            label="Starts at"
            type="datetime-local"
            value={startsAt}
            onChange={(e) => setStartsAt(e.target.value)}
            error={startsAtError}
            hint="Empty: the table’s timer or event clock."
            className="w-56"
          />
        ) : null}
        <StudioButton type="submit" className="mt-5" pending={create.isPending}>
          Make a link
        </StudioButton>
      </form>

      {mine.length === 0 ? (
        <p className="rounded-md border border-dashed border-zinc-300 px-3 py-4 text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
          No {feed.name} link for {tableName} yet. Make one, copy it, and paste it into an OBS browser source
          of {feed.width}×{feed.height}.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-200 rounded-md border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {mine.map((l) => {
            const status = linkStatus(l, now);
            const kept = session.find((s) => s.id === l.id);
            const url = kept ? withViews(kept.url, feed.views ? choice : { kind: 'studio' }) : null;
            const name = l.label ?? `${feed.name} link`;
            return (
              <li key={l.id} className="flex flex-col gap-2 px-3 py-2.5" data-testid={`link-${l.id}`}>
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <span className="font-medium">{name}</span>
                  <Badge
                    tone={status === 'active' ? 'live' : status === 'revoked' ? 'error' : 'neutral'}
                    testId="link-status"
                  >
                    {status === 'active' ? 'Active' : status === 'revoked' ? 'Revoked' : 'Expired'}
                  </Badge>
                  {previewId === l.id && status === 'active' ? (
                    <Badge tone="neutral">In preview</Badge>
                  ) : null}
                  <span className="tabular text-xs text-zinc-500 dark:text-zinc-400">
                    made {when(l.createdAt)} ·{' '}
                    {status === 'revoked' && l.revokedAt
                      ? `revoked ${when(l.revokedAt)}`
                      : `${status === 'expired' ? 'expired' : 'expires'} ${day(l.expiresAt)}`}
                  </span>
                  <span className="ml-auto flex gap-1">
                    {kept && status === 'active' && previewId !== l.id ? (
                      <StudioButton variant="ghost" className="h-8" onClick={() => onPreview(l.id)}>
                        Preview
                      </StudioButton>
                    ) : null}
                    {status === 'active' ? (
                      <StudioButton
                        variant="ghost"
                        className="h-8 text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
                        aria-label={`Revoke ${name}`}
                        onClick={() => setRevoking(l)}
                      >
                        Revoke
                      </StudioButton>
                    ) : null}
                  </span>
                </div>
                {status !== 'active' ? null : url ? (
                  <CopyRow url={url} name={name} />
                ) : (
                  <p className="text-xs text-zinc-500 dark:text-zinc-400">
                    Made before this session: its key is not kept, so it cannot be copied again. Make a new
                    link to copy it.
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke ${revoking?.label ?? `this ${feed.name} link`}?`}
        description={
          <>
            Every screen showing this link stops at once: the engine lets it go and refuses its key from now
            on, and the browser source shows “This overlay link was revoked in Studio”. To put the feed back
            on air, make a new link and paste it into the source.
          </>
        }
        confirmLabel="Revoke link"
        danger
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
        onClose={() => setRevoking(null)}
      />
    </div>
  );
}

/** The URL as OBS takes it, and one click to copy it. */
function CopyRow({ url, name }: { url: string; name: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async (input: HTMLInputElement | null) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      toast.success(`Copied ${name}`, { description: 'Paste it into the URL of an OBS browser source.' });
    } catch {
      input?.select();
      toast.info('Press Ctrl+C (⌘C) to copy the selected link.');
    }
  };
  const id = `url-${name.replace(/\W+/g, '-')}`;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {name} URL
      </label>
      <input
        id={id}
        readOnly
        value={url}
        data-testid="link-url"
        onFocus={(e) => e.currentTarget.select()}
        className="h-8 min-w-0 flex-1 truncate rounded-md border border-zinc-300 bg-zinc-50 px-2 font-mono text-xs text-zinc-700 focus-visible:outline-2 focus-visible:outline-accent-500 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-300"
      />
      <StudioButton
        className="h-8"
        data-url={url}
        data-testid="copy-link"
        onClick={(e) => void copy(e.currentTarget.parentElement?.querySelector('input') ?? null)}
      >
        {copied ? 'Copied' : 'Copy link'}
      </StudioButton>
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        className="inline-flex h-8 items-center rounded-md px-2 text-sm font-medium text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
      >
        Open
      </a>
    </div>
  );
}
