import { Clock } from 'lucide-react';

/** An article's category and reading time, above its title on cards and teasers. */
export function ArticleMeta({ category, readTime }: { category: string; readTime: number }) {
  return (
    <p className="flex items-center gap-3 text-xs text-muted">
      <span className="label-caps text-clay-dark">{category}</span>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-3.5" aria-hidden /> {readTime} min read
      </span>
    </p>
  );
}
