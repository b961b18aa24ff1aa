import { type AdminType, adminTypeSchema, inviteSchema } from '@railbird/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { type RouterOutputs, useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { ConfirmDialog, RemoveButton } from '../../ui/confirm-dialog.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { FormError, InputField, SelectField } from '../../ui/fields.js';
import { EmptyState, ErrorState, LoadingState, Panel } from '../../ui/page.js';
import { type FieldErrors, issuesToFields, serverFieldErrors } from './field-errors.js';

type Member = RouterOutputs['location']['members'][number];
type Invitation = RouterOutputs['location']['invitations'][number];

/** What each admin type may do (DESIGN.md §4, decision 003), for the choice of type. */
const TYPE_OPTIONS: readonly { value: AdminType; label: string }[] = adminTypeSchema.options.map((t) => ({
  value: t,
  label: {
    ADMIN: 'ADMIN: everything, staff and billing',
    MANAGER: 'MANAGER: tables and settings',
    STAFF: 'STAFF: runs tables and events',
    PRODUCER: 'PRODUCER: studio and overlays',
  }[t],
}));

// A query cache restored from local storage may hold a date as its ISO string: read either.
const date = (d: Date | string) =>
  new Date(d).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

function useStaffChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.location.members.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.location.invitations.queryKey() }),
    ]);
}

function InviteForm() {
  const trpc = useTRPC();
  const changed = useStaffChanged();
  const [email, setEmail] = useState('');
  const [adminType, setAdminType] = useState<AdminType>('STAFF');
  const [errors, setErrors] = useState<FieldErrors>({});
  const invite = useMutation(
    trpc.location.invite.mutationOptions({
      onSuccess: async (created) => {
        setEmail('');
        toast.success(`${created.email} is invited as ${created.adminType}. Give them the link in the list.`);
        await changed();
      },
      onError: (error) => setErrors(serverFieldErrors(error)),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteSchema.safeParse({ email: email.trim(), adminType });
    if (!parsed.success) return setErrors(issuesToFields(parsed.error.issues));
    setErrors({});
    invite.mutate(parsed.data);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-start gap-3 border-t border-zinc-200 p-4 dark:border-zinc-800"
    >
      <InputField
        label="Invite by email"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        placeholder="name@example.com"
        className="w-72"
      />
      <SelectField
        label="As"
        value={adminType}
        onValue={setAdminType}
        options={TYPE_OPTIONS}
        error={errors.adminType}
        className="w-72"
      />
      <Button type="submit" className="mt-5" pending={invite.isPending}>
        Invite
      </Button>
      {errors.form ? <FormError>{errors.form}</FormError> : null}
    </form>
  );
}

function MemberType({ member }: { member: Member }) {
  const trpc = useTRPC();
  const changed = useStaffChanged();
  const set = useMutation(
    trpc.location.setMemberType.mutationOptions({
      onSuccess: async (r) => {
        toast.success(`${member.displayName} is now ${r.adminType}.`);
        await changed();
      },
      onError: (error) =>
        toast.error(
          `${member.displayName} was not changed: ${serverFieldErrors(error).userId ?? error.message}`,
        ),
    }),
  );
  return (
    <SelectField
      label={`Admin type of ${member.displayName}`}
      hideLabel
      value={member.adminType}
      onValue={(adminType) => set.mutate({ userId: member.userId, adminType })}
      options={adminTypeSchema.options.map((t) => ({ value: t, label: t }))}
      disabled={set.isPending}
      className="w-36"
    />
  );
}

/** Staff (ADMIN only): members and their admin types, invitations. */
export function StaffPanel({ selfId }: { selfId: string }) {
  const trpc = useTRPC();
  const changed = useStaffChanged();
  const members = useQuery(trpc.location.members.queryOptions());
  const invitations = useQuery(trpc.location.invitations.queryOptions());
  const [removing, setRemoving] = useState<Member | null>(null);
  const remove = useMutation(
    trpc.location.removeMember.mutationOptions({
      onSuccess: async () => {
        toast.success(`${removing?.displayName} no longer has access.`);
        setRemoving(null);
        await changed();
      },
      onError: (error) => toast.error(`Not removed: ${serverFieldErrors(error).userId ?? error.message}`),
    }),
  );
  const cancel = useMutation(
    trpc.location.cancelInvitation.mutationOptions({
      onSuccess: async () => {
        toast.success('Invitation revoked: its link no longer works.');
        await changed();
      },
      onError: (error) => toast.error(`Not revoked: ${error.message}`),
    }),
  );
  const memberColumns: Column<Member>[] = [
    {
      header: 'Name',
      emphasis: true,
      cell: (m) => (m.userId === selfId ? `${m.displayName} (you)` : m.displayName),
    },
    { header: 'Email', muted: true, cell: (m) => m.email },
    { header: 'Admin type', cell: (m) => <MemberType member={m} /> },
    { header: 'Joined', tabular: true, muted: true, cell: (m) => date(m.joinedAt) },
    {
      header: 'Actions',
      // The last ADMIN cannot leave (the server refuses); nobody removes themselves from here.
      cell: (m) =>
        m.userId === selfId ? null : (
          <RemoveButton label={`Remove ${m.displayName}`} onClick={() => setRemoving(m)} />
        ),
    },
  ];
  const invitationColumns: Column<Invitation>[] = [
    { header: 'Email', emphasis: true, cell: (i) => i.email },
    { header: 'As', mono: true, cell: (i) => i.adminType },
    { header: 'Expires', tabular: true, muted: true, cell: (i) => date(i.expiresAt) },
    {
      header: 'Link',
      cell: (i) => (
        <Button
          variant="ghost"
          className="h-8"
          onClick={async () => {
            await navigator.clipboard?.writeText(`${location.origin}${i.acceptPath}`);
            toast.success(`Link for ${i.email} copied.`);
          }}
        >
          Copy link
        </Button>
      ),
    },
    {
      header: 'Actions',
      cell: (i) => (
        <Button
          variant="ghost"
          className="h-8"
          aria-label={`Revoke the invitation of ${i.email}`}
          onClick={() => cancel.mutate({ invitationId: i.invitationId })}
        >
          Revoke
        </Button>
      ),
    },
  ];
  return (
    <Panel title="Staff">
      {members.isError ? (
        <ErrorState
          title="Staff could not be loaded"
          error={members.error}
          onRetry={() => members.refetch()}
        />
      ) : !members.data ? (
        <LoadingState label="Loading staff…" />
      ) : (
        <DataTable
          columns={memberColumns}
          rows={members.data}
          rowKey={(m) => m.userId}
          wide
          empty={<EmptyState title="No staff" />}
        />
      )}
      <div className="border-t border-zinc-200 px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:border-zinc-800 dark:text-zinc-400">
        Pending invitations
      </div>
      {invitations.data ? (
        <DataTable
          columns={invitationColumns}
          rows={invitations.data}
          rowKey={(i) => i.invitationId}
          empty={
            <p className="px-4 pb-3 text-sm text-zinc-500 dark:text-zinc-400">
              None. Invite someone below; they sign in with that email and follow the link.
            </p>
          }
        />
      ) : null}
      <InviteForm />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove ${removing?.displayName ?? ''}?`}
        description="They lose access to this location at their next request. Their account stays; invite them again to bring them back."
        confirmLabel="Remove"
        danger
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate({ userId: removing.userId })}
      />
    </Panel>
  );
}
