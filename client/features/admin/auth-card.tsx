import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { siteName } from '@/lib/site';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-cream px-4 py-12">
      <div className="w-full max-w-md">
        <Link
          to="/"
          className="block text-center font-display text-3xl tracking-[0.2em] text-forest uppercase"
        >
          {siteName()}
        </Link>
        <div className="mt-8 rounded-3xl border border-line bg-paper p-8 shadow-sm">
          <h1 className="font-display text-2xl text-forest">{title}</h1>
          {subtitle && <p className="mt-2 text-sm text-muted">{subtitle}</p>}
          {children && <div className="mt-6">{children}</div>}
        </div>
      </div>
    </main>
  );
}

/** A text field's value and what to do when it changes. */
interface TextValue {
  value: string;
  onChange: (value: string) => void;
}

export function Field({
  label,
  value,
  onChange,
  hint,
  ...props
}: TextValue & {
  label: string;
  hint?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...props}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The staff account's email, the sign-in name password managers fill in. */
export function StaffEmailField(props: TextValue) {
  return <Field label="Email" type="email" autoComplete="username" required {...props} />;
}

/** The password: `current-password` to sign in, `new-password` when making an account. */
export function PasswordField(
  props: TextValue & { autoComplete: 'current-password' | 'new-password'; hint?: string },
) {
  return <Field label="Password" type="password" required {...props} />;
}
