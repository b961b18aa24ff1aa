import { adminProfileUpdateSchema } from '@railbird/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { TextField } from '../../ui/text-field.js';

export interface ProfileValues {
  displayName: string;
  handle: string | null;
  phone: string | null;
  profile: string | null;
}

/**
 * Admin Settings (/admin-profile): the admin's own name, handle, phone and picture, checked with the
 * schema the server checks them with (a phone needs at least 10 digits, spec §5).
 */
export function ProfileForm({ initial }: { initial: ProfileValues }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    displayName: initial.displayName,
    handle: initial.handle ?? '',
    phone: initial.phone ?? '',
    profile: initial.profile ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation(
    trpc.admin.updateProfile.mutationOptions({
      onSuccess: async () => {
        toast.success('Your profile is saved.');
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.admin.isValid.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.admin.current.queryKey() }),
        ]);
      },
      onError: (error) => toast.error(`Your profile was not saved: ${error.message}`),
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      displayName: values.displayName,
      handle: values.handle.trim() || null,
      phone: values.phone.trim() || null,
      profile: values.profile.trim() || null,
    };
    const parsed = adminProfileUpdateSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    'aria-invalid': errors[name] ? true : undefined,
    hint: errors[name],
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <TextField label="Name" name="name" autoComplete="name" {...field('displayName')} />
      <TextField label="Handle" name="handle" placeholder="@yourhandle" {...field('handle')} />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        placeholder="(555) 010-0200"
        {...field('phone')}
      />
      <TextField
        label="Picture URL"
        name="profile"
        type="url"
        placeholder="https://…"
        {...field('profile')}
      />
      <div className="flex justify-end">
        <Button type="submit" pending={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
