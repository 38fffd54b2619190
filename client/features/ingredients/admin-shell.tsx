import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { siteName } from '@/lib/site';
import { cn } from '@/lib/utils';

export type IngredientAdminView = 'analysis' | 'knowledge-base';

const VIEWS: { view: IngredientAdminView; label: string }[] = [
  { view: 'analysis', label: 'Analysis and review' },
  { view: 'knowledge-base', label: 'Knowledge base' },
];

/** /admin/ingredients: standalone, outside the admin layout, with a tab for each part. */
export function IngredientAdminShell({
  view,
  children,
}: {
  view: IngredientAdminView;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-cream">
      <header className="border-b border-line bg-paper">
        <div className="container-page flex h-16 items-center gap-4">
          <Link
            to="/admin"
            className="inline-flex items-center gap-2 text-sm text-muted hover:text-forest"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Admin
          </Link>
          <span className="font-display text-lg tracking-[0.2em] text-forest uppercase">
            {siteName()}
          </span>
        </div>
      </header>
      <nav aria-label="Ingredients" className="border-b border-line bg-paper">
        <div className="container-page flex gap-6 overflow-x-auto">
          {VIEWS.map((tab) => (
            <Link
              key={tab.view}
              to="/admin/ingredients"
              search={tab.view === 'analysis' ? {} : { view: tab.view }}
              aria-current={tab.view === view ? 'page' : undefined}
              className={cn(
                '-mb-px border-b-2 py-3 text-sm whitespace-nowrap',
                tab.view === view
                  ? 'border-forest font-medium text-forest'
                  : 'border-transparent text-muted hover:text-forest',
              )}
            >
              {tab.label}
            </Link>
          ))}
        </div>
      </nav>
      <main className={cn('container-page py-10', view === 'analysis' ? 'max-w-4xl' : 'max-w-6xl')}>
        {children}
      </main>
    </div>
  );
}
