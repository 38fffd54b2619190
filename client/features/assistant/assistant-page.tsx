import { Link } from '@tanstack/react-router';
import { Check, ClipboardList, HeartHandshake, ScanSearch } from 'lucide-react';
import { PageHeading } from '@/components/layout/page-heading';
import { trpc } from '@/lib/trpc';
import { ChatPanel } from './chat-panel';

const TILES = [
  {
    title: 'ANALYSE YOUR FAVORITES',
    text: 'Send a photo of the label or paste the ingredient list of a product you love. We explain, in plain words, what is in it and what is worth knowing.',
    icon: ScanSearch,
  },
  {
    title: 'MAKE A NEW PLAN',
    text: 'Swap your go-to products one at a time for cleaner options that fit your routine, your home and your budget.',
    icon: ClipboardList,
  },
  {
    title: 'PERSONALIZED RESULTS',
    text: 'Tell us about your skin, allergies and sensitivities. Every suggestion leaves out what you want to avoid, and says why it fits.',
    icon: HeartHandshake,
  },
] as const;

export function AssistantPage() {
  const info = trpc.assistant.info.useQuery(undefined, { staleTime: Infinity });
  const languageModel = info.data?.engine === 'language-model';
  const claims = [
    languageModel ? 'Speaks any language' : 'Speaks English and Dutch',
    'Analyses your current favourites, from a photo of the label or the ingredient list',
    'Finds more clean alternatives, with personalised results based on your allergies and sensitivities',
  ];
  return (
    <div className="container-page pb-16 sm:pb-24">
      <PageHeading
        title="AI PERSONAL ASSISTANT"
        subtitle="Brainstorm with our AI agent on how to switch from your trusted go-to products to more natural options, just right for you and your family."
      />
      <ul className="mx-auto -mt-4 mb-10 grid max-w-4xl gap-3 sm:mb-12 sm:grid-cols-3 sm:gap-4">
        {claims.map((claim) => (
          <li key={claim} className="flex items-start gap-2.5 text-sm leading-relaxed text-ink/85">
            <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-sage-light text-forest">
              <Check className="size-3.5" aria-hidden />
            </span>
            {claim}
          </li>
        ))}
      </ul>

      <noscript>
        <p className="mx-auto mb-8 max-w-2xl rounded-2xl bg-sand-light px-5 py-4 text-center text-ink">
          The assistant chats in your browser: turn on JavaScript to talk with it.
        </p>
      </noscript>
      <div className="mx-auto max-w-5xl">
        <ChatPanel />
        <p
          data-testid="privacy-line"
          className="mt-4 px-2 text-center text-xs leading-relaxed text-muted"
        >
          Privacy: this browser keeps your chat for 30 days. To continue the conversation our server
          stores your messages and the text read from your photos, never the photos, your name or
          your IP address, and deletes them after 30 days without activity or when you clear the
          history.
          {languageModel &&
            ' Your messages and photos are answered by an AI model of an external provider.'}
        </p>
      </div>

      <section
        aria-label="What the assistant does"
        className="mx-auto mt-16 grid max-w-6xl gap-4 sm:mt-20 md:grid-cols-3 md:gap-6"
      >
        {TILES.map(({ title, text, icon: Icon }) => (
          <article key={title} className="rounded-3xl border border-line bg-paper p-6 sm:p-8">
            <span className="flex size-11 items-center justify-center rounded-full bg-sand-light text-forest">
              <Icon className="size-5" aria-hidden />
            </span>
            <h2 className="mt-5 text-sm font-semibold tracking-[0.18em] text-forest">{title}</h2>
            <p className="mt-3 text-sm leading-relaxed text-muted">{text}</p>
          </article>
        ))}
      </section>
      <p className="mt-10 text-center text-sm text-muted" data-testid="checker-teaser">
        Only want a quick verdict on one product?{' '}
        <Link
          to="/ingredient-checker"
          className="text-forest underline underline-offset-4 hover:no-underline"
        >
          Try the ingredient checker
        </Link>
        : paste the list or upload a photo of the label.
      </p>
    </div>
  );
}
