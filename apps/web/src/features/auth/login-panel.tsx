import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useTRPCClient } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { TextField } from '../../ui/text-field.js';
import { explainAuthError, redirectTarget, signInWithEmail, signUpWithEmail } from './auth-client.js';

type Mode = 'sign-in' | 'sign-up';

/**
 * Spec §2: sign-in and sign-up both live at /login; afterwards the user goes to / (or back to the
 * console page they were sent away from). The previous user's cached data is dropped first.
 */
export function LoginPanel() {
  const [mode, setMode] = useState<Mode>('sign-in');
  const navigate = useNavigate();
  const { search } = useLocation();
  const invitationId = new URLSearchParams(search).get('invitation');
  const queryClient = useQueryClient();
  const trpcClient = useTRPCClient();
  const [name, setName] = useState('');
  const [room, setRoom] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = useMutation({
    mutationFn: async () => {
      if (mode === 'sign-in') await signInWithEmail(email.trim(), password);
      else await signUpWithEmail(name.trim(), email.trim(), password);
      // Invited: join the inviting location. A new account without an invitation owns a new location.
      if (invitationId) await trpcClient.location.acceptInvitation.mutate({ invitationId });
      else if (mode === 'sign-up') await trpcClient.location.create.mutate({ name: room.trim() });
    },
    onSuccess: async () => {
      toast.dismiss();
      queryClient.clear();
      await navigate(redirectTarget(search), { replace: true });
    },
    onError: (error) => toast.error(explainAuthError(error)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate();
  };
  const switchTo = (next: Mode) => {
    setMode(next);
    submit.reset();
  };
  const signingUp = mode === 'sign-up';

  return (
    <section
      aria-labelledby="login-title"
      className="rounded-xl border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h1 id="login-title" className="mb-5 text-lg font-semibold">
        {signingUp ? 'Create your account' : 'Sign in'}
      </h1>
      {invitationId ? (
        <p className="mb-4 rounded-md bg-accent-50 px-3 py-2 text-sm text-accent-800 dark:bg-accent-800/30 dark:text-accent-400">
          You were invited to a location. Sign in, or create an account, with the email the invitation was
          sent to.
        </p>
      ) : null}
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        {signingUp ? (
          <TextField
            label="Your name"
            name="name"
            autoComplete="name"
            required
            autoFocus
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="As your staff know you"
          />
        ) : null}
        {signingUp && !invitationId ? (
          <TextField
            label="Your room"
            name="organization"
            autoComplete="organization"
            required
            value={room}
            onChange={(e) => setRoom(e.target.value)}
            placeholder="The Corner Card Room"
            hint="The location your tables belong to. You can invite your staff to it later."
          />
        ) : null}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          required
          autoFocus={!signingUp}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@yourroom.com"
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          required
          minLength={signingUp ? 8 : undefined}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint={signingUp ? 'At least 8 characters.' : undefined}
        />
        {submit.isError ? (
          <p
            role="alert"
            className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200"
          >
            {explainAuthError(submit.error)}
          </p>
        ) : null}
        <Button type="submit" pending={submit.isPending} className="mt-1 h-10 w-full">
          {signingUp
            ? submit.isPending
              ? 'Creating account…'
              : 'Create account'
            : submit.isPending
              ? 'Signing in…'
              : 'Sign in'}
        </Button>
      </form>
      <p className="mt-5 border-t border-zinc-100 pt-4 text-center text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
        {signingUp ? 'Already have an account? ' : 'New to Railbird? '}
        <button
          type="button"
          onClick={() => switchTo(signingUp ? 'sign-in' : 'sign-up')}
          className="font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
        >
          {signingUp ? 'Sign in' : 'Create an account'}
        </button>
      </p>
    </section>
  );
}
