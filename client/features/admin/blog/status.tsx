import type { PostStatus } from '../../../../shared/blog';
import { Badge } from '@/components/ui/badge';

const VARIANTS: Record<PostStatus, 'forest' | 'sand' | 'outline'> = {
  published: 'forest',
  review: 'sand',
  draft: 'outline',
};

export function StatusBadge({ status }: { status: PostStatus }) {
  return <Badge variant={VARIANTS[status]}>{status}</Badge>;
}

export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}
