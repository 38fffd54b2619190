import { useState, type FormEvent } from 'react';
import { trpc } from '@/lib/trpc';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { HoneypotField } from '@/components/ui/honeypot-field';

/** Footer newsletter signup: an email field (placeholder EMAIL) and SUBSCRIBE. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const emailRef = useTypedBeforeHydration<HTMLInputElement>(email, setEmail);
  const [website, setWebsite] = useState('');
  const subscribe = trpc.newsletter.subscribe.useMutation({
    // The answer is the same whether or not the address was on the list (it tells nobody who is).
    // Double opt-in: nothing is sent but the confirmation until its link is opened.
    onSuccess: async (_data, input) => {
      const { toast } = await import('sonner');
      toast.success('Check your inbox', {
        description: `We sent a confirmation mail to ${input.email.trim()}. Open the link in it to start receiving our newsletter.`,
      });
      setEmail('');
    },
    onError: async (error) => {
      const { toast } = await import('sonner');
      toast.error('Subscription failed', { description: error.message });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    subscribe.mutate({ email, website: website || undefined });
  };
  return (
    <form onSubmit={submit} className="mt-8 flex max-w-md gap-2" aria-label="Newsletter">
      <input
        ref={emailRef}
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        placeholder="EMAIL"
        aria-label="Email address"
        autoComplete="email"
        className="h-11 min-w-0 flex-1 rounded-full border border-cream/30 bg-transparent px-4 text-sm text-cream placeholder:text-cream/60"
      />
      <HoneypotField value={website} onChange={setWebsite} />
      <button
        type="submit"
        disabled={subscribe.isPending}
        className="h-11 rounded-full bg-sand px-5 text-xs font-semibold tracking-[0.15em] text-forest-dark hover:bg-sand/85 disabled:opacity-60"
      >
        SUBSCRIBE
      </button>
    </form>
  );
}
