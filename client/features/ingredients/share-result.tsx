import { useRouter } from '@tanstack/react-router';
import { Link2, Share2 } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { siteName } from '@/lib/site';
import { CHECKER_PATH } from '../../../shared/checker-search';

/**
 * Copy link and Share for a checker result. The link holds the ingredient list only (`list`, as
 * packed by shared/checker-link.ts): never the photo, never this shopper's avoid list. The server
 * renders it for a list posted without JavaScript: the buttons need the app, the link does not.
 */
export function ShareResult({ list, verdict }: { list: string | null; verdict: string }) {
  const router = useRouter();
  // The server (and the hydrating page) draws no Share: only a browser knows whether it can.
  const canShare = useSyncExternalStore(
    subscribeToNothing,
    () => typeof navigator.share === 'function',
    () => false,
  );
  if (!list) {
    return (
      <p className="text-sm text-muted" data-testid="share-too-long">
        This list is too long to share as a link: copy the list itself to send it.
      </p>
    );
  }
  const path = router.buildLocation({ to: CHECKER_PATH, search: { list } }).href;
  const url = () => new URL(path, window.location.origin).href;

  async function copyLink() {
    try {
      // Missing outside a secure context (plain http other than localhost).
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url());
      toast.success('Link copied', {
        description:
          'It opens this ingredient list and its result. Your photo and avoid list stay with you.',
      });
    } catch {
      toast.error('Could not copy the link', {
        description:
          'Your browser did not allow it. The link is in the address bar: copy it from there.',
      });
    }
  }

  async function shareLink() {
    try {
      await navigator.share({
        title: `Ingredient check · ${siteName()}`,
        text: `Ingredient check: ${verdict}`,
        url: url(),
      });
      toast.success('Link shared');
    } catch (error) {
      // The shopper closed the share sheet: nothing to tell.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error('Could not share the link', {
        description: 'Your browser could not open its share sheet. Use Copy link instead.',
      });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="share-result">
      <a
        href={path}
        className="hidden text-sm font-medium text-forest underline underline-offset-4 noscript:inline"
      >
        Link to this result
      </a>
      <ShareButton onClick={copyLink}>
        <Link2 aria-hidden="true" />
        Copy link
      </ShareButton>
      {canShare && (
        <ShareButton onClick={shareLink}>
          <Share2 aria-hidden="true" />
          Share
        </ShareButton>
      )}
    </div>
  );
}

/** A button that needs the app, so it is hidden where scripts do not run. */
function ShareButton({ onClick, children }: { onClick: () => Promise<void>; children: ReactNode }) {
  return (
    <Button
      className="noscript:hidden"
      type="button"
      variant="outline"
      size="sm"
      onClick={() => void onClick()}
    >
      {children}
    </Button>
  );
}

const subscribeToNothing = () => () => undefined;
