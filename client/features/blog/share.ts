import { toast } from '@/lib/toast';

/**
 * Share: the device's share sheet when there is one, otherwise copy the link with the
 * toast 'Link copied!'. Cancelling the share sheet is ignored.
 */
export async function sharePost(post: { title: string; excerpt?: string | null }, url: string) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: post.title, text: post.excerpt ?? undefined, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return; // cancelled
      // Share sheet unavailable (e.g. not allowed here): fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied!');
  } catch {
    toast.error('Error', {
      description: 'Could not copy the link. Please copy it from the address bar.',
    });
  }
}
