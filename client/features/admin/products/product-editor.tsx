import { Link, useNavigate } from '@tanstack/react-router';
import { ExternalLink, Loader2, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button, buttonVariants } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { BackLink } from '../back-link';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { BadgesCard } from './badges-card';
import { DeleteProductDialog } from './delete-dialog';
import type { ProductFormState } from './form-state';
import { DetailsCard, HighlightsCard, IngredientsCard, PriceCard } from './product-sections';
import { PictureCard, PlacementCard, ShopFiltersCard } from './product-side-sections';
import { useProductForm, type StaffProduct } from './use-product-form';

/** /admin/products/new and /admin/products/{id}/edit. */
export function ProductEditorPage({ id }: { id?: number }) {
  const query = trpc.productAdmin.byId.useQuery(
    { id: id ?? 0 },
    { enabled: id !== undefined, staleTime: 0, retry: false },
  );
  if (id === undefined) return <ProductEditor key="new" />;
  if (query.isPending) return <p className="py-16 text-center text-muted">Loading product...</p>;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-xl py-16 text-center">
        <p className="text-danger">Product not found or error loading product.</p>
        <Link to="/admin/products" className={cn(buttonVariants({ variant: 'link' }), 'mt-4')}>
          Back to Products
        </Link>
      </div>
    );
  }
  return <ProductEditor key={query.data.id} product={query.data} />;
}

function ProductEditor({ product }: { product?: StaffProduct }) {
  const navigate = useNavigate();
  const { form, submit, saving } = useProductForm(product);
  const [uploading, setUploading] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const saveButton = (
    <Button type="submit" disabled={saving || uploading}>
      {saving ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
      {product ? 'Save changes' : 'Create product'}
    </Button>
  );

  return (
    <Form {...form}>
      <form className="mx-auto max-w-6xl pb-24 md:pb-0" noValidate onSubmit={submit}>
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <EditorHeading product={product} />
          <div className="flex flex-wrap gap-2">
            {product && (
              <>
                <a
                  href={`/product/${product.id}`}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonVariants({ variant: 'ghost' })}
                >
                  <ExternalLink aria-hidden /> View in shop
                </a>
                <Button
                  type="button"
                  variant="ghost"
                  className="text-danger hover:bg-danger/10"
                  onClick={() => setConfirmDelete(true)}
                >
                  <Trash2 aria-hidden /> Delete
                </Button>
              </>
            )}
            <div className="hidden md:block">{saveButton}</div>
          </div>
        </div>

        <div className="mt-8 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem]">
          {/* Columns from 1024 px; below, one column ordered by what matters first. */}
          <div className="contents min-w-0 lg:block lg:space-y-6">
            <DetailsCard />
            <PriceCard />
            <HighlightsCard />
            <IngredientsCard product={product} />
          </div>
          <div className="contents min-w-0 lg:block lg:space-y-6">
            <PictureCard onBusyChange={setUploading} />
            <PlacementCard />
            <ShopFiltersCard />
            {product && <BadgesCard productId={product.id} />}
          </div>
        </div>

        {/* On small screens the save button stays within reach. */}
        <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-cream/95 p-3 backdrop-blur md:hidden">
          <div className="[&>button]:w-full">{saveButton}</div>
        </div>

        {product && (
          <DeleteProductDialog
            product={confirmDelete ? { id: product.id, name: product.name } : null}
            onClose={() => setConfirmDelete(false)}
            onDeleted={() => void navigate({ to: '/admin/products' })}
          />
        )}
      </form>
    </Form>
  );
}

function EditorHeading({ product }: { product?: StaffProduct }) {
  const name = useWatch<ProductFormState, 'name'>({ name: 'name' });
  return (
    <div className="min-w-0">
      <BackLink to="/admin/products">Back to Products</BackLink>
      <h1 className="mt-2 font-display text-3xl text-forest sm:text-4xl">
        {product ? 'Edit Product' : 'New Product'}
      </h1>
      {product && (
        <p className="mt-1 truncate text-sm text-muted">
          #{product.id} · {name.trim() || 'New product'}
        </p>
      )}
    </div>
  );
}
