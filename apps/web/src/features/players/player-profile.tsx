import { formatPhone, playerUpdateSchema } from '@railbird/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { type RouterOutputs, useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { FormError, InputField } from '../../ui/fields.js';
import { PlayerAvatar } from './player-details.js';

export type PlayerRecord = RouterOutputs['player']['get'];

const dateOnly = (value: Date | string) =>
  new Date(value).toLocaleDateString(undefined, { dateStyle: 'medium' });

/**
 * The head of the player page: picture, name, handle, bio, and the phone — this page is for staff
 * only (player.get is STAFF), so the phone is shown here and nowhere public.
 */
export function PlayerProfile({
  player,
  handsPlayed,
  actions,
}: {
  player: PlayerRecord;
  handsPlayed: number | null;
  actions: React.ReactNode;
}) {
  return (
    <section
      aria-label="Profile"
      className="flex flex-wrap items-start gap-5 rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <PlayerAvatar name={player.displayName} src={player.profileUrl} />
      <div className="min-w-0 flex-1">
        <h1 className="text-xl font-semibold tracking-tight">{player.displayName}</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{player.handle ?? 'No handle'}</p>
        <p className="mt-2 max-w-2xl whitespace-pre-wrap text-sm">
          {player.bio ?? <span className="text-zinc-500 dark:text-zinc-400">No bio yet.</span>}
        </p>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
          <div className="flex gap-1.5">
            <dt>Phone (staff only)</dt>
            <dd className="tabular text-zinc-900 dark:text-zinc-100">
              {player.phone ? formatPhone(player.phone) : 'None on file'}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt>Known since</dt>
            <dd className="tabular text-zinc-900 dark:text-zinc-100">{dateOnly(player.createdAt)}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt>Hands</dt>
            <dd className="tabular text-zinc-900 dark:text-zinc-100">{handsPlayed ?? 0}</dd>
          </div>
        </dl>
      </div>
      <div className="flex flex-wrap items-center gap-2">{actions}</div>
    </section>
  );
}

type Draft = { displayName: string; handle: string; phone: string; profileUrl: string; bio: string };

const draftOf = (p: PlayerRecord): Draft => ({
  displayName: p.displayName,
  handle: p.handle ?? '',
  phone: p.phone ? formatPhone(p.phone) : '',
  profileUrl: p.profileUrl ?? '',
  bio: p.bio ?? '',
});

/** Edits the record with player.update: every field checked by the same schema the server uses. */
export function EditPlayerDialog({
  player,
  open,
  onClose,
}: {
  player: PlayerRecord;
  open: boolean;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(player));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const update = useMutation(
    trpc.player.update.mutationOptions({
      onSuccess: async (saved) => {
        toast.success(`${saved.displayName} is saved.`);
        await queryClient.invalidateQueries({ queryKey: trpc.player.pathKey() });
        onClose();
      },
      onError: (error) => toast.error(`The player was not saved: ${error.message}`),
    }),
  );
  const field = (key: keyof Draft) => ({
    value: draft[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [key]: e.target.value }),
    ...(errors[key] ? { error: errors[key] } : {}),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = {
      playerId: player.id,
      displayName: draft.displayName.trim(),
      handle: draft.handle.trim() || null,
      phone: draft.phone.trim() || null,
      profileUrl: draft.profileUrl.trim() || null,
      bio: draft.bio.trim() || null,
    };
    const parsed = playerUpdateSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<keyof Draft, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Draft;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate(input);
  };
  return (
    <Dialog open={open} onClose={onClose} title={`Edit ${player.displayName}`} wide>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <InputField label="Name" autoComplete="off" required {...field('displayName')} />
        <div className="grid grid-cols-2 gap-3">
          <InputField label="Handle" placeholder="@handle" autoComplete="off" {...field('handle')} />
          <InputField
            label="Phone"
            hint="Staff only; never shown on a public screen."
            inputMode="tel"
            autoComplete="off"
            {...field('phone')}
          />
        </div>
        <InputField label="Picture address" placeholder="https://…" {...field('profileUrl')} />
        <label className="flex flex-col gap-1">
          <span className="text-xs font-medium text-zinc-700 dark:text-zinc-300">Bio</span>
          <textarea
            value={draft.bio}
            onChange={(e) => setDraft({ ...draft, bio: e.target.value })}
            rows={3}
            maxLength={500}
            aria-invalid={errors.bio ? true : undefined}
            className="rounded-md border border-zinc-300 bg-white px-2.5 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-accent-500/40 dark:border-zinc-700 dark:bg-zinc-950"
          />
          {errors.bio ? <FormError>{errors.bio}</FormError> : null}
        </label>
        <div className="flex justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" pending={update.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
