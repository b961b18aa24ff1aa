import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { Logo } from '../../ui/logo.js';
import { TextField } from '../../ui/text-field.js';

/**
 * A signed-in account that belongs to no location yet: create one (and become its ADMIN), or sign out
 * and ask a location's admin for an invitation.
 */
export function CreateLocation({ onSignOut }: { onSignOut: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const create = useMutation(
    trpc.location.create.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(),
      onError: (error) => toast.error(`The location was not created: ${error.message}`),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name: name.trim() });
  };
  return (
    <div className="flex min-h-dvh items-start justify-center px-4 pt-[12vh]">
      <div className="w-full max-w-sm">
        <div className="mb-8 flex justify-center">
          <Logo />
        </div>
        <section className="rounded-xl border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
          <h1 className="text-lg font-semibold">Set up your room</h1>
          <p className="mt-1 mb-5 text-sm text-zinc-600 dark:text-zinc-400">
            Your account does not belong to a location yet. Create yours, or sign out and ask your
            location&apos;s admin for an invitation.
          </p>
          <form onSubmit={submit} className="flex flex-col gap-4">
            <TextField
              label="Your room"
              name="organization"
              required
              autoFocus
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder="The Corner Card Room"
            />
            <Button type="submit" pending={create.isPending} className="h-10 w-full">
              Create location
            </Button>
            <Button variant="ghost" onClick={onSignOut}>
              Sign out
            </Button>
          </form>
        </section>
      </div>
    </div>
  );
}
