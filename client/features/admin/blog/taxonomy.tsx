import { TRPCClientError } from '@trpc/client';
import { Pencil, Plus, Trash2, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { trpc } from '@/lib/trpc';

function errorText(error: unknown): string {
  return error instanceof TRPCClientError
    ? error.message.replace(/^\w+:\s*/, '')
    : 'Please try again.';
}

const DEFAULT_COLOR = '#D9E4D3';

/** /admin/categories: the topic categories posts are filed under (name, slug, badge colour). */
export function CategoriesPage() {
  const ids = useId();
  const utils = trpc.useUtils();
  const list = trpc.blogAdmin.categories.list.useQuery();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [color, setColor] = useState(DEFAULT_COLOR);
  const done = (message: string) => {
    toast.success(message);
    setEditing(null);
    void utils.blogAdmin.categories.list.invalidate();
    void utils.blogAdmin.stats.invalidate();
  };
  const onError = (error: unknown) => toast.error('Error', { description: errorText(error) });
  const create = trpc.blogAdmin.categories.create.useMutation({
    onSuccess: () => done('Category added'),
    onError,
  });
  const update = trpc.blogAdmin.categories.update.useMutation({
    onSuccess: () => done('Category updated'),
    onError,
  });
  const remove = trpc.blogAdmin.categories.remove.useMutation({
    onSuccess: () => done('Category deleted'),
    onError,
  });

  function start(target: number | 'new') {
    const current = list.data?.find((c) => c.id === target);
    setName(current?.name ?? '');
    setSlug(current?.slug ?? '');
    setColor(current?.color ?? DEFAULT_COLOR);
    setEditing(target);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const values = { name, slug: slug.trim() || undefined, color };
    if (editing === 'new') create.mutate(values);
    else if (typeof editing === 'number') update.mutate({ id: editing, ...values });
  }

  const form = (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_1fr_8rem_auto] sm:items-end">
      <div>
        <Label htmlFor={`${ids}-name`}>Name</Label>
        <Input
          id={`${ids}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={60}
          required
        />
      </div>
      <div>
        <Label htmlFor={`${ids}-slug`}>Slug</Label>
        <Input
          id={`${ids}-slug`}
          value={slug}
          onChange={(e) => setSlug(e.target.value)}
          placeholder="From the name"
          maxLength={60}
        />
      </div>
      <div>
        <Label htmlFor={`${ids}-color`}>Colour</Label>
        <input
          id={`${ids}-color`}
          type="color"
          value={color}
          onChange={(e) => setColor(e.target.value.toUpperCase())}
          className="h-11 w-full cursor-pointer rounded-full border border-line bg-paper px-2"
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={create.isPending || update.isPending}>
          Save
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={() => setEditing(null)}
          aria-label="Cancel"
        >
          <X aria-hidden />
        </Button>
      </div>
    </form>
  );

  return (
    <div className="mx-auto max-w-4xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl text-forest sm:text-4xl">Categories</h1>
          <p className="mt-1 text-muted">The topics readers can browse on Clear Reasons.</p>
        </div>
        <Button onClick={() => start('new')} disabled={editing === 'new'}>
          <Plus aria-hidden /> New Category
        </Button>
      </div>
      {editing === 'new' && <Card className="mt-6">{form}</Card>}
      <Card className="mt-6 p-0 sm:p-0">
        {list.isPending ? (
          <p className="p-10 text-center text-muted">Loading categories...</p>
        ) : !list.data?.length ? (
          <p className="p-10 text-center text-muted">No categories yet.</p>
        ) : (
          <ul className="divide-y divide-line">
            {list.data.map((c) => (
              <li key={c.id} className="p-4 sm:px-6">
                {editing === c.id ? (
                  form
                ) : (
                  <div className="flex items-center gap-4">
                    <span
                      className="size-8 shrink-0 rounded-full border border-line"
                      style={{ backgroundColor: c.color ?? undefined }}
                      aria-hidden
                    />
                    <div className="min-w-0 flex-1">
                      <p className="font-medium text-ink">{c.name}</p>
                      <p className="text-xs text-muted">
                        /{c.slug} · {c.post_count} {c.post_count === 1 ? 'post' : 'posts'}
                      </p>
                    </div>
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() => start(c.id)}
                      aria-label={`Edit ${c.name}`}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-danger hover:bg-danger/10"
                      aria-label={`Delete ${c.name}`}
                      onClick={() => {
                        if (
                          window.confirm(
                            `Are you sure you want to delete "${c.name}"? Its posts keep existing without a category.`,
                          )
                        )
                          remove.mutate({ id: c.id });
                      }}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

/** /admin/authors: the author profiles shown under each article (name and bio). */
export function AuthorsPage() {
  const ids = useId();
  const utils = trpc.useUtils();
  const list = trpc.blogAdmin.authors.list.useQuery();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [name, setName] = useState('');
  const [bio, setBio] = useState('');
  const done = (message: string) => {
    toast.success(message);
    setEditing(null);
    void utils.blogAdmin.authors.list.invalidate();
  };
  const onError = (error: unknown) => toast.error('Error', { description: errorText(error) });
  const create = trpc.blogAdmin.authors.create.useMutation({
    onSuccess: () => done('Author added'),
    onError,
  });
  const update = trpc.blogAdmin.authors.update.useMutation({
    onSuccess: () => done('Author updated'),
    onError,
  });
  const remove = trpc.blogAdmin.authors.remove.useMutation({
    onSuccess: () => done('Author deleted'),
    onError,
  });

  function start(target: number | 'new') {
    const current = list.data?.find((a) => a.id === target);
    setName(current?.name ?? '');
    setBio(current?.bio ?? '');
    setEditing(target);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    if (editing === 'new') create.mutate({ name, bio });
    else if (typeof editing === 'number') update.mutate({ id: editing, name, bio });
  }
  const form = (
    <form onSubmit={submit} className="space-y-4">
      <div>
        <Label htmlFor={`${ids}-name`}>Name</Label>
        <Input
          id={`${ids}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={80}
          required
        />
      </div>
      <div>
        <Label htmlFor={`${ids}-bio`}>Bio</Label>
        <Textarea
          id={`${ids}-bio`}
          rows={3}
          value={bio}
          onChange={(e) => setBio(e.target.value)}
          maxLength={1000}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={create.isPending || update.isPending}>
          Save
        </Button>
        <Button type="button" variant="ghost" onClick={() => setEditing(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
  return (
    <div className="mx-auto max-w-4xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl text-forest sm:text-4xl">Authors</h1>
          <p className="mt-1 text-muted">The people behind the articles, shown under each post.</p>
        </div>
        <Button onClick={() => start('new')} disabled={editing === 'new'}>
          <Plus aria-hidden /> New Author
        </Button>
      </div>
      {editing === 'new' && (
        <Card className="mt-6">
          <CardTitle className="mb-4">New author</CardTitle>
          {form}
        </Card>
      )}
      <div className="mt-6 space-y-4">
        {list.isPending ? (
          <p className="p-10 text-center text-muted">Loading authors...</p>
        ) : !list.data?.length ? (
          <Card className="text-center text-muted">No authors yet.</Card>
        ) : (
          list.data.map((a) => (
            <Card key={a.id}>
              {editing === a.id ? (
                form
              ) : (
                <div className="flex gap-4">
                  <span
                    aria-hidden
                    className="flex size-12 shrink-0 items-center justify-center rounded-full bg-sage-light font-display text-xl text-forest"
                  >
                    {a.name.charAt(0)}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-display text-lg text-forest">{a.name}</p>
                    <p className="text-xs text-muted">
                      {a.post_count} {a.post_count === 1 ? 'post' : 'posts'}
                    </p>
                    {a.bio && <p className="mt-2 text-sm leading-relaxed text-muted">{a.bio}</p>}
                  </div>
                  <div className="flex shrink-0 items-start gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() => start(a.id)}
                      aria-label={`Edit ${a.name}`}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-danger hover:bg-danger/10"
                      aria-label={`Delete ${a.name}`}
                      onClick={() => {
                        if (
                          window.confirm(
                            `Are you sure you want to delete "${a.name}"? Their posts keep existing without an author.`,
                          )
                        )
                          remove.mutate({ id: a.id });
                      }}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </div>
              )}
            </Card>
          ))
        )}
      </div>
    </div>
  );
}
