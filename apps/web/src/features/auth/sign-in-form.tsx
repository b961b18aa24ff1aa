import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../ui/button.js';
import { TextField } from '../../ui/text-field.js';
import { AuthError, signInWithEmail } from './auth-api.js';

function explain(error: unknown): string {
  if (error instanceof AuthError && error.status === 401) {
    return 'That email and password do not match. Check them and try again.';
  }
  if (error instanceof AuthError && error.status === 429) {
    return 'Too many attempts. Wait a minute, then try again.';
  }
  if (error instanceof AuthError) return `${error.message} Try again.`;
  return 'The server could not be reached. Check that Railbird is running, then try again.';
}

/** Email + password sign-in; on success the cache of the previous user is dropped and the user goes to /. */
export function SignInForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: () => signInWithEmail(email.trim(), password),
    onSuccess: async () => {
      toast.dismiss();
      queryClient.clear();
      await navigate('/', { replace: true });
    },
    onError: (error) => toast.error(explain(error)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate={false}>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        required
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        placeholder="you@yourroom.com"
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {signIn.isError ? (
        <p
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200"
        >
          {explain(signIn.error)}
        </p>
      ) : null}
      <Button type="submit" pending={signIn.isPending} className="mt-1 h-10 w-full">
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
