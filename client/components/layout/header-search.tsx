import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { cn } from '@/lib/utils';

/** The header's search box: Enter opens the catalogue with the text as its search. */
export function HeaderSearch({
  className,
  onSearch,
}: {
  className?: string;
  onSearch?: () => void;
}) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    void navigate({ to: '/clean-products', search: q ? { q } : {} });
    onSearch?.();
  };
  return (
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        aria-hidden
      />
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search"
        aria-label="Search products"
        className="h-10 w-full rounded-full border border-line bg-paper pr-4 pl-10 text-sm placeholder:text-muted"
      />
    </form>
  );
}
