import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';

/**
 * The page a mailed link opens (a confirmation): a heading and a sentence saying what happened,
 * or that it is still happening, or the server's error; then the way back.
 */
export function LinkAnswer({
  answer,
  error,
  pending,
  failed,
  children,
}: {
  answer: { title: string; text: string } | undefined;
  error: { message: string } | null;
  /** Shown while the answer is on its way. */
  pending: string;
  /** The heading when the server refused. */
  failed: string;
  /** Links shown before Return to Home. */
  children?: ReactNode;
}) {
  return (
    <section className="container-page max-w-xl py-20 text-center">
      <h1 className="font-display text-3xl text-forest sm:text-4xl">
        {answer?.title ?? (error ? failed : 'Confirming…')}
      </h1>
      <p className="mt-4 text-muted">{answer?.text ?? (error ? error.message : pending)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        {children}
        <Link to="/" className={buttonVariants({ variant: 'link' })}>
          Return to Home
        </Link>
      </div>
    </section>
  );
}

/**
 * Runs `confirm` once when the page runs (never for the plain GET of the link, so a mail scanner
 * that only fetches links confirms nobody), and only for a token of the right shape.
 */
export function useConfirmOnLoad(wellFormed: boolean, confirm: () => void): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !wellFormed) return;
    started.current = true;
    confirm();
  }, [wellFormed, confirm]);
}
