import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { AuthCard, Field, PasswordField, StaffEmailField } from '@/features/admin/auth-card';
import { FormAlert } from '@/components/ui/form';
import { trpc } from '@/lib/trpc';
import { tokenSearch } from '@/lib/token-search';

export const Route = createFileRoute('/admin_/setup')({
  validateSearch: tokenSearch,
  component: SetupPage,
});

function SetupPage() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const status = trpc.auth.setupStatus.useQuery({ token }, { staleTime: 0 });
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const setup = trpc.auth.setup.useMutation({
    onSuccess: async (staff) => {
      utils.auth.me.setData(undefined, staff);
      await navigate({ to: '/admin' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setup.mutate({ token, name, email, password });
  };

  if (status.isLoading) return <AuthCard title="Set up Puur">Loading...</AuthCard>;
  if (status.data && !status.data.needed) {
    return (
      <AuthCard title="Setup is complete" subtitle="A staff account already exists.">
        <Button
          className="w-full"
          onClick={() => void navigate({ to: '/admin/login', search: { redirect: undefined } })}
        >
          Go to sign-in
        </Button>
      </AuthCard>
    );
  }
  if (!status.data?.tokenValid) {
    return (
      <AuthCard
        title="This setup link is not valid"
        subtitle="Setup links work once and expire after 24 hours. While no staff account exists, every server process logs a fresh link when it starts: restart one to get a new link, or create an account with: npm run staff -- add --email you@example.com --name 'Your Name' --role admin"
      />
    );
  }
  return (
    <AuthCard
      title="Create the first admin"
      subtitle="This account can manage the blog, the catalogue and other staff accounts."
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field label="Name" autoComplete="name" value={name} onChange={setName} required />
        <StaffEmailField value={email} onChange={setEmail} />
        <PasswordField
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          hint="At least 12 characters. A few unrelated words make a strong, memorable password."
        />
        <FormAlert message={setup.error?.message} />
        <Button type="submit" className="w-full" disabled={setup.isPending}>
          {setup.isPending ? 'Creating…' : 'Create admin account'}
        </Button>
      </form>
    </AuthCard>
  );
}
