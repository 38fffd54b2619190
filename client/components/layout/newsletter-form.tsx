import { useState, type FormEvent } from 'react';

/** Footer newsletter signup: an email field (placeholder EMAIL) and SUBSCRIBE. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
  };
  return (
    <form onSubmit={submit} className="mt-8 flex max-w-md gap-2" aria-label="Newsletter">
      <input
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        placeholder="EMAIL"
        aria-label="Email address"
        className="h-11 min-w-0 flex-1 rounded-full border border-cream/30 bg-transparent px-4 text-sm text-cream placeholder:text-cream/60"
      />
      <button
        type="submit"
        className="h-11 rounded-full bg-sand px-5 text-xs font-semibold tracking-[0.15em] text-forest-dark hover:bg-sand/85"
      >
        SUBSCRIBE
      </button>
    </form>
  );
}
