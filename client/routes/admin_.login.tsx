import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { AuthCard, PasswordField, StaffEmailField } from '@/features/admin/auth-card';
import { FormAlert } from '@/components/ui/form';
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
        <StaffEmailField value={email} onChange={setEmail} />
        <PasswordField autoComplete="current-password" value={password} onChange={setPassword} />
        <FormAlert message={signIn.error?.message} />
        <Button type="submit" className="w-full" disabled={signIn.isPending || !email || !password}>
          <LogIn /> {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
