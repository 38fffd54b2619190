import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { InfoPage } from '@/features/info/info-page';
import faq from '@/features/info/faq.json' with { type: 'json' };
import { siteName } from '@/lib/site';

export const Route = createFileRoute('/faq')({
  head: () => ({ meta: [{ title: `FAQ · ${siteName()}` }] }),
  component: FaqPage,
});

/** One part of an answer: plain text, or a link to one of the site's pages. */
type AnswerPart = string | { text: string; to: string };

function Question({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group rounded-3xl border border-line bg-paper px-6 py-4 open:shadow-sm">
      <summary className="cursor-pointer list-none font-semibold text-forest marker:hidden">
        <span className="mr-2 inline-block transition group-open:rotate-90" aria-hidden>
          ›
        </span>
        {question}
      </summary>
      <div className="mt-3 text-ink/90">{children}</div>
    </details>
  );
}

function Answer({ parts }: { parts: AnswerPart[] }) {
  return (
    <p>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Link key={index} to={part.to} className="text-forest underline">
            {part.text}
          </Link>
        ),
      )}
    </p>
  );
}

/** The questions and answers live in a data file; `{site}` in a question stands for the shop's name. */
function FaqPage() {
  const name = siteName();
  return (
    <InfoPage title="FAQ" intro={faq.intro}>
      <div className="space-y-3">
        {faq.questions.map((entry) => (
          <Question key={entry.question} question={entry.question.replaceAll('{site}', name)}>
            <Answer parts={entry.answer} />
          </Question>
        ))}
      </div>
    </InfoPage>
  );
}
