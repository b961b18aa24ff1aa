import { locationUpdateSchema } from '@railbird/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { InputField } from '../../ui/fields.js';
import { Panel } from '../../ui/page.js';
import { type FieldErrors, issuesToFields, serverFieldErrors } from './field-errors.js';

/** The location's name (`location.update`, managers and admins). */
export function LocationNameForm({ name, tableCount }: { name: string; tableCount: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(name);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation(
    trpc.location.update.mutationOptions({
      onSuccess: async (saved) => {
        toast.success(`The location is now ${saved.name}.`);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.admin.current.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.location.list.queryKey() }),
        ]);
      },
      onError: (error) => setErrors(serverFieldErrors(error)),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = locationUpdateSchema.safeParse({ name: value });
    if (!parsed.success) return setErrors(issuesToFields(parsed.error.issues));
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <Panel
      title="Location"
      aside={<span className="text-xs text-zinc-500 dark:text-zinc-400">{tableCount} tables</span>}
    >
      <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3 p-4">
        <InputField
          label="Location name"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={errors.name ?? errors.form}
          className="w-80"
        />
        <Button type="submit" className="mt-5" pending={save.isPending} disabled={value === name}>
          Rename
        </Button>
      </form>
    </Panel>
  );
}
