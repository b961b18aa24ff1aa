import { locationUpdateSchema } from '@railbird/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { InputField, NumberField } from '../../ui/fields.js';
import { Panel } from '../../ui/page.js';
import { type FieldErrors, issuesToFields, serverFieldErrors } from './field-errors.js';

/** `30 s`, `1 min 30 s`, `Off`: a delay as the room says it. */
export function delayWords(seconds: number): string {
  if (seconds === 0) return 'Off';
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** One `location.update`, with the console's caches of the location refreshed after it. */
function useLocationUpdate(
  onError: (errors: FieldErrors) => void,
  said: (saved: { name: string; defaultStreamDelaySeconds: number }) => string,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.location.update.mutationOptions({
      onSuccess: async (saved) => {
        toast.success(said(saved));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.admin.current.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.location.list.queryKey() }),
        ]);
      },
      onError: (error) => onError(serverFieldErrors(error)),
    }),
  );
}

function NameForm({ name }: { name: string }) {
  const [value, setValue] = useState(name);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useLocationUpdate(setErrors, (saved) => `The location is now ${saved.name}.`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = locationUpdateSchema.safeParse({ name: value });
    if (!parsed.success) return setErrors(issuesToFields(parsed.error.issues));
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
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
  );
}

/**
 * The room's default secure delay (issue 27): what a table with an overlay link runs at until someone
 * sets its delay in Studio. Managers and admins only, as is lowering a table's delay.
 */
function DefaultDelayForm({ seconds }: { seconds: number }) {
  const [value, setValue] = useState(seconds);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useLocationUpdate(setErrors, (saved) =>
    saved.defaultStreamDelaySeconds === 0
      ? 'Tables with an overlay link now start with no delay.'
      : `Tables with an overlay link now start ${delayWords(saved.defaultStreamDelaySeconds)} behind on air.`,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = locationUpdateSchema.safeParse({ defaultStreamDelaySeconds: value });
    if (!parsed.success) return setErrors(issuesToFields(parsed.error.issues));
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
      <NumberField
        label="Default secure delay, seconds"
        value={value}
        onValue={(next) => {
          setValue(next);
          setErrors({});
        }}
        inputMode="numeric"
        error={errors.defaultStreamDelaySeconds ?? errors.form}
        hint={
          value === 0
            ? 'Off: a table goes on air with hole cards live until a delay is set in Studio.'
            : `A table with an overlay link runs ${Number.isInteger(value) && value > 0 ? delayWords(value) : 'this far'} behind on air until someone sets its delay in Studio.`
        }
        className="w-80"
      />
      <Button type="submit" className="mt-5" pending={save.isPending} disabled={value === seconds}>
        Save delay
      </Button>
    </form>
  );
}

/** The location's name and its default secure delay (`location.update`, managers and admins). */
export function LocationForm({
  name,
  defaultStreamDelaySeconds,
  tableCount,
}: {
  name: string;
  defaultStreamDelaySeconds: number;
  tableCount: number;
}) {
  return (
    <Panel
      title="Location"
      aside={<span className="text-xs text-zinc-500 dark:text-zinc-400">{tableCount} tables</span>}
    >
      <div className="flex flex-col gap-5 p-4">
        <NameForm key={name} name={name} />
        <DefaultDelayForm key={defaultStreamDelaySeconds} seconds={defaultStreamDelaySeconds} />
      </div>
    </Panel>
  );
}
