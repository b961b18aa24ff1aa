import { type GameMode, tableCreateSchema, tableUpdateSchema, type Variation } from '@railbird/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { type RouterOutputs, useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { ConfirmDialog, RemoveButton } from '../../ui/confirm-dialog.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { Dialog } from '../../ui/dialog.js';
import { FormError, InputField, NumberField, SelectField } from '../../ui/fields.js';
import { EmptyState, Panel } from '../../ui/page.js';
import { type FieldErrors, issuesToFields, serverFieldErrors } from './field-errors.js';
import { GAME_MODE_OPTIONS, gameLabel, VARIATION_OPTIONS } from './labels.js';

/** A table of the location as admin.current lists it, in the fields this page shows. */
export type SettingsTable = Pick<
  RouterOutputs['admin']['current']['location']['tables'][number],
  'key' | 'name' | 'ip' | 'mode' | 'variation' | 'gameMode' | 'capacity'
>;

/** After a table changes: the shell's list (admin.current) and the table's own record. */
export function useTablesChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.current.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.table.get.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.table.list.queryKey() }),
    ]);
}

const engineAddress = (ip: string | null) => (ip ? `${ip}:5000` : 'local engine');

function AddTableForm({ onDone }: { onDone: (key: string) => void }) {
  const trpc = useTRPC();
  const changed = useTablesChanged();
  const [values, setValues] = useState({
    key: '',
    name: '',
    ip: '',
    variation: 'NLH' as Variation,
    gameMode: 'CASH' as GameMode,
    capacity: 9,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useMutation(
    trpc.table.create.mutationOptions({
      onSuccess: async (table) => {
        toast.success(`Table ${table.name} added.`);
        await changed();
        onDone(table.key);
      },
      onError: (error) => setErrors(serverFieldErrors(error)),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = tableCreateSchema.safeParse({ ...values, ip: values.ip.trim() || null });
    if (!parsed.success) return setErrors(issuesToFields(parsed.error.issues));
    setErrors({});
    create.mutate(parsed.data);
  };
  const set =
    <K extends keyof typeof values>(name: K) =>
    (value: (typeof values)[K]) =>
      setValues((v) => ({ ...v, [name]: value }));
  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-2 gap-3">
      <InputField
        label="Name"
        value={values.name}
        onChange={(e) => set('name')(e.target.value)}
        error={errors.name}
        placeholder="Table 4"
        className="col-span-2"
        autoFocus
      />
      <InputField
        label="Key"
        value={values.key}
        onChange={(e) => set('key')(e.target.value)}
        error={errors.key}
        hint="Letters, digits, . _ -; never changes"
        placeholder="t4"
      />
      <InputField
        label="Engine address"
        value={values.ip}
        onChange={(e) => set('ip')(e.target.value)}
        error={errors.ip}
        hint="Empty: the local engine hosts it"
        placeholder="192.168.1.40"
      />
      <SelectField
        label="Game"
        value={values.variation}
        onValue={set('variation')}
        options={VARIATION_OPTIONS}
        error={errors.variation}
      />
      <SelectField
        label="Mode"
        value={values.gameMode}
        onValue={set('gameMode')}
        options={GAME_MODE_OPTIONS}
        error={errors.gameMode}
      />
      <NumberField
        label="Seats"
        value={values.capacity}
        onValue={set('capacity')}
        error={errors.capacity}
        hint="2 to 10"
      />
      {errors.form ? (
        <div className="col-span-2">
          <FormError>{errors.form}</FormError>
        </div>
      ) : null}
      <div className="col-span-2 flex justify-end gap-2 pt-2">
        <Button type="submit" pending={create.isPending}>
          Add table
        </Button>
      </div>
    </form>
  );
}

/** Name and engine address of one table (`table.update`). */
export function TableIdentityForm({ table }: { table: SettingsTable }) {
  const trpc = useTRPC();
  const changed = useTablesChanged();
  const [name, setName] = useState(table.name);
  const [ip, setIp] = useState(table.ip ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useMutation(
    trpc.table.update.mutationOptions({
      onSuccess: async (saved) => {
        toast.success(`Table ${saved.name} saved.`);
        await changed();
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toast.error(`Table ${table.name} was not saved: ${error.message}`);
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = tableUpdateSchema.safeParse({ tableKey: table.key, name, ip: ip.trim() || null });
    if (!parsed.success) return setErrors(issuesToFields(parsed.error.issues));
    setErrors({});
    update.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3 p-4">
      <InputField
        label="Table name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        className="w-64"
      />
      <InputField
        label="Engine address"
        value={ip}
        onChange={(e) => setIp(e.target.value)}
        error={errors.ip}
        hint="Empty: hosted by the local engine; else the table's own engine on port 5000"
        placeholder="local engine"
        className="w-72"
      />
      <div className="flex flex-col gap-1">
        <span className="text-xs font-medium text-zinc-700 dark:text-zinc-300">Key</span>
        <span className="flex h-9 items-center font-mono text-xs text-zinc-600 dark:text-zinc-400">
          {table.key}
        </span>
      </div>
      <Button type="submit" className="mt-5" pending={update.isPending}>
        Save table
      </Button>
      {errors.form ? <FormError>{errors.form}</FormError> : null}
    </form>
  );
}

function RemoveTableDialog({
  table,
  onClose,
  onRemoved,
}: {
  table: SettingsTable;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const trpc = useTRPC();
  const changed = useTablesChanged();
  const remove = useMutation(
    trpc.table.remove.mutationOptions({
      onSuccess: async () => {
        toast.success(`Table ${table.name} removed.`);
        await changed();
        onRemoved();
      },
      onError: (error) => toast.error(`Table ${table.name} was not removed: ${error.message}`),
    }),
  );
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={`Remove ${table.name}?`}
      description={
        <>
          Its game settings, blind structure, engine secret and overlay links go with it, and{' '}
          {table.ip ? 'its engine is no longer accepted' : 'the local engine stops hosting it'}. Hands already
          played stay in reports. This cannot be undone.
        </>
      }
      confirmLabel="Remove table"
      danger
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ tableKey: table.key })}
    />
  );
}

/** The location's tables: add one, pick one to edit, remove one (managers and admins). */
export function TablesPanel({
  tables,
  selected,
  onSelect,
}: {
  tables: readonly SettingsTable[];
  selected: string | null;
  onSelect: (key: string | null) => void;
}) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SettingsTable | null>(null);
  const columns: Column<SettingsTable>[] = [
    { header: 'Name', emphasis: true, cell: (t) => t.name },
    { header: 'Key', mono: true, cell: (t) => t.key },
    { header: 'Engine address', mono: true, cell: (t) => engineAddress(t.ip) },
    { header: 'Game', cell: gameLabel },
    { header: 'Mode', mono: true, cell: (t) => t.mode },
    { header: 'Seats', numeric: true, cell: (t) => t.capacity },
    {
      header: 'Actions',
      cell: (t) => (
        <div className="flex gap-1">
          <Button
            variant={selected === t.key ? 'secondary' : 'ghost'}
            className="h-8"
            aria-label={`Edit ${t.name}`}
            aria-pressed={selected === t.key}
            onClick={() => onSelect(selected === t.key ? null : t.key)}
          >
            {selected === t.key ? 'Editing' : 'Edit'}
          </Button>
          <RemoveButton label={`Remove ${t.name}`} onClick={() => setRemoving(t)} />
        </div>
      ),
    },
  ];
  return (
    <Panel
      title="Tables"
      aside={
        <Button className="h-8" onClick={() => setAdding(true)}>
          Add table
        </Button>
      }
    >
      <DataTable
        columns={columns}
        rows={tables}
        rowKey={(t) => t.key}
        wide
        empty={
          <EmptyState title="No tables yet">
            Add a table with its key and game; leave the address empty and the local engine hosts it.
          </EmptyState>
        }
      />
      <Dialog
        wide
        open={adding}
        onClose={() => setAdding(false)}
        title="Add a table"
        description="The table is ready to play as soon as it is added."
      >
        <AddTableForm
          onDone={(key) => {
            setAdding(false);
            onSelect(key);
          }}
        />
      </Dialog>
      {removing ? (
        <RemoveTableDialog
          table={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            if (selected === removing.key) onSelect(null);
            setRemoving(null);
          }}
        />
      ) : null}
    </Panel>
  );
}
