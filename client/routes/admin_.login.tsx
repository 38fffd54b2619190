import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { AuthCard, Field } from '@/features/admin/auth-card';
import { safeRedirect } from '@/features/admin/guard';
import { Button } from '@/components/ui/button';
import { trpc } from '@/lib/trpc';

export const Route = createFileRoute('/admin_/login')({
  validateSearch: (search: Record<string, unknown>) => ({
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
  }),
  component: SignInPage,
});

function SignInPage() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = trpc.auth.signIn.useMutation({
    onSuccess: async (staff) => {
      utils.auth.me.setData(undefined, staff);
      await navigate({ to: safeRedirect(redirect) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email, password });
  };
  return (
    <AuthCard
      title="Staff sign-in"
      subtitle="Sign in to write the blog, analyse ingredients and manage the catalogue."
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          required
        />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          required
        />
        {signIn.error && (
          <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger">
            {signIn.error.message}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={signIn.isPending || !email || !password}>
          <LogIn /> {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
