import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';

/** What the editor and the preview show for a post that is not there (deleted, or a wrong id). */
export function PostNotLoaded() {
  return (
    <div className="py-20 text-center">
      <p className="text-muted">This post could not be loaded. It may have been deleted.</p>
      <Link to="/admin/posts" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
        <ArrowLeft aria-hidden /> Back to Posts
      </Link>
    </div>
  );
}
