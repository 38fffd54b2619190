import { Link, useNavigate } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { ArrowLeft, ExternalLink, FlaskConical, Loader2, Save, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import {
  CATEGORIES,
  CERTIFICATIONS,
  NATURAL_INGREDIENTS,
  ORIGIN_REGIONS,
  OWNERSHIP,
  PACKAGING,
  SENSITIVITIES,
  SKIN_TYPES,
} from '../../../../shared/catalog';
import {
  FLAG_LABELS,
  PRODUCT_FLAGS,
  PRODUCT_LIMITS,
  type ProductField,
} from '../../../../shared/schemas/product';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardTitle, Label, Select } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { ChipInput, OptionChecklist } from './chip-input';
import { DeleteProductDialog } from './delete-dialog';
import {
  CHIP_LIMITS,
  checkForm,
  emptyForm,
  errorsFromServer,
  formFromProduct,
  type FormErrors,
  type ProductFormState,
} from './form-state';
import { PictureField } from './picture-field';

type StaffProduct = RouterOutputs['productAdmin']['byId'];

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
  const ids = useId();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [form, setForm] = useState<ProductFormState>(() =>
    product ? formFromProduct(product) : emptyForm(),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [uploading, setUploading] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const isEdit = product !== undefined;

  const set = <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    const field = (
      key === 'clean' ? 'toxicity_rating' : key === 'natural' ? 'naturalness_rating' : key
    ) as ProductField;
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const afterWrite = async () => {
    // The server's caches follow every write; the browser's own cache of shop data too.
    await Promise.all([utils.productAdmin.invalidate(), utils.catalog.invalidate()]);
  };
  const onError = (error: unknown) => {
    const message = error instanceof TRPCClientError ? error.message : '';
    const parsed = errorsFromServer(message);
    if (Object.keys(parsed.fields).length > 0) {
      setErrors(parsed.fields);
      toast.error('Please check the highlighted fields', {
        description: Object.values(parsed.fields)[0],
      });
    } else {
      toast.error('Error', {
        description: parsed.form ?? 'Failed to save the product. Please try again.',
      });
    }
  };
  const create = trpc.productAdmin.create.useMutation({ onError });
  const update = trpc.productAdmin.update.useMutation({ onError });
  const saving = create.isPending || update.isPending;

  const save = async () => {
    const checked = checkForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      toast.error('Please check the highlighted fields', {
        description: first
          ? `${fieldLabel(first as ProductField)}: ${Object.values(checked.errors)[0]}`
          : undefined,
      });
      document.getElementById(`${ids}-${first}`)?.focus();
      return;
    }
    setErrors({});
    if (isEdit) {
      await update.mutateAsync({ id: product.id, product: checked.value }).then(
        async () => {
          toast.success('Product updated', { description: 'The shop shows the change now.' });
          await afterWrite();
        },
        () => undefined,
      );
    } else {
      await create.mutateAsync(checked.value).then(
        async ({ id }) => {
          toast.success('Product created', { description: 'It is in the shop now.' });
          await afterWrite();
          await navigate({ to: '/admin/products/$id/edit', params: { id: String(id) } });
        },
        () => undefined,
      );
    }
  };

  const field = (name: ProductField) => ({
    id: `${ids}-${name}`,
    className: 'aria-invalid:border-danger',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${ids}-${name}-error` : undefined,
  });
  const fieldError = (name: ProductField) =>
    errors[name] ? (
      <p id={`${ids}-${name}-error`} className="mt-1 text-xs text-danger">
        {errors[name]}
      </p>
    ) : null;

  const title = form.name.trim() || 'New product';
  const saveButton = (
    <Button type="submit" disabled={saving || uploading}>
      {saving ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
      {isEdit ? 'Save changes' : 'Create product'}
    </Button>
  );

  return (
    <form
      className="mx-auto max-w-6xl pb-24 md:pb-0"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <Link
            to="/admin/products"
            className="inline-flex items-center gap-2 text-sm text-muted hover:text-forest"
          >
            <ArrowLeft className="size-4" aria-hidden /> Back to Products
          </Link>
          <h1 className="mt-2 font-display text-3xl text-forest sm:text-4xl">
            {isEdit ? 'Edit Product' : 'New Product'}
          </h1>
          {isEdit && (
            <p className="mt-1 truncate text-sm text-muted">
              #{product.id} · {title}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {isEdit && (
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
          <Card className="order-1 space-y-5">
            <CardTitle>Product</CardTitle>
            <div className="grid gap-5 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <Label htmlFor={`${ids}-name`}>Name</Label>
                <Input
                  {...field('name')}
                  value={form.name}
                  onChange={(e) => set('name', e.target.value)}
                  maxLength={PRODUCT_LIMITS.name}
                  required
                  placeholder="e.g. Rosehip Face Oil"
                />
                {fieldError('name')}
              </div>
              <div>
                <Label htmlFor={`${ids}-brand`}>Brand</Label>
                <Input
                  {...field('brand')}
                  value={form.brand}
                  onChange={(e) => set('brand', e.target.value)}
                  maxLength={PRODUCT_LIMITS.brand}
                />
                {fieldError('brand')}
              </div>
              <div>
                <Label htmlFor={`${ids}-category`}>Category</Label>
                <Select
                  {...field('category')}
                  value={form.category}
                  onChange={(e) => set('category', e.target.value)}
                >
                  <option value="">No category</option>
                  {CATEGORIES.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                  {form.category && !(CATEGORIES as readonly string[]).includes(form.category) && (
                    <option value={form.category}>{form.category} (not a category)</option>
                  )}
                </Select>
                {fieldError('category')}
              </div>
              <div className="sm:col-span-2">
                <Label htmlFor={`${ids}-subtitle`}>Subtitle</Label>
                <Input
                  {...field('subtitle')}
                  value={form.subtitle}
                  onChange={(e) => set('subtitle', e.target.value)}
                  maxLength={PRODUCT_LIMITS.subtitle}
                  placeholder="e.g. Nourishing face oil · 30 ml"
                />
                {fieldError('subtitle')}
              </div>
              <div className="sm:col-span-2">
                <Label htmlFor={`${ids}-description`}>Description</Label>
                <Textarea
                  {...field('description')}
                  rows={5}
                  value={form.description}
                  onChange={(e) => set('description', e.target.value)}
                  maxLength={PRODUCT_LIMITS.description}
                />
                {fieldError('description')}
              </div>
            </div>
          </Card>

          <Card className="order-3 space-y-5">
            <CardTitle>Price and shops</CardTitle>
            <div className="grid gap-5 sm:grid-cols-3">
              <div>
                <Label htmlFor={`${ids}-price`}>Price (€)</Label>
                <Input
                  {...field('price')}
                  inputMode="decimal"
                  value={form.price}
                  onChange={(e) => set('price', e.target.value)}
                  placeholder="24.95"
                  maxLength={12}
                />
                {fieldError('price')}
              </div>
              <div>
                <Label htmlFor={`${ids}-rating`}>Rating (0–5)</Label>
                <Input
                  {...field('rating')}
                  inputMode="decimal"
                  value={form.rating}
                  onChange={(e) => set('rating', e.target.value)}
                  placeholder="4.5"
                  maxLength={4}
                />
                {fieldError('rating')}
              </div>
              <div>
                <Label htmlFor={`${ids}-review_count`}>Reviews</Label>
                <Input
                  {...field('review_count')}
                  inputMode="numeric"
                  value={form.review_count}
                  onChange={(e) => set('review_count', e.target.value)}
                  maxLength={10}
                />
                {fieldError('review_count')}
              </div>
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <div>
                <Label htmlFor={`${ids}-eu_shop_link`}>EU shop link</Label>
                <Input
                  {...field('eu_shop_link')}
                  type="url"
                  inputMode="url"
                  value={form.eu_shop_link}
                  onChange={(e) => set('eu_shop_link', e.target.value)}
                  placeholder="https://"
                  maxLength={PRODUCT_LIMITS.url}
                />
                {fieldError('eu_shop_link')}
              </div>
              <div>
                <Label htmlFor={`${ids}-usa_shop_link`}>USA shop link</Label>
                <Input
                  {...field('usa_shop_link')}
                  type="url"
                  inputMode="url"
                  value={form.usa_shop_link}
                  onChange={(e) => set('usa_shop_link', e.target.value)}
                  placeholder="https://"
                  maxLength={PRODUCT_LIMITS.url}
                />
                {fieldError('usa_shop_link')}
              </div>
            </div>
            <p className="text-xs text-muted">
              Shop Now opens the EU link, or else the USA link; without either the button reads
              Coming Soon.
            </p>
          </Card>

          <Card className="order-5 space-y-6">
            <CardTitle>Highlights</CardTitle>
            <ChipInput
              id={`${ids}-features`}
              label="Features"
              hint="Cards show the first two as badges."
              values={form.features}
              onChange={(v) => set('features', v)}
              max={CHIP_LIMITS.features.max}
              maxLength={CHIP_LIMITS.features.length}
              placeholder="e.g. Cold-pressed"
              error={errors.features}
            />
            <div className="grid gap-6 sm:grid-cols-2">
              <ChipInput
                id={`${ids}-pros`}
                label="Pros"
                values={form.pros}
                onChange={(v) => set('pros', v)}
                max={CHIP_LIMITS.pros.max}
                maxLength={CHIP_LIMITS.pros.length}
                error={errors.pros}
                long
              />
              <ChipInput
                id={`${ids}-cons`}
                label="Cons"
                values={form.cons}
                onChange={(v) => set('cons', v)}
                max={CHIP_LIMITS.cons.max}
                maxLength={CHIP_LIMITS.cons.length}
                error={errors.cons}
                long
              />
            </div>
            <ChipInput
              id={`${ids}-quotes`}
              label="Client quotes"
              hint="The product page shows up to 3."
              values={form.quotes}
              onChange={(v) => set('quotes', v)}
              max={CHIP_LIMITS.quotes.max}
              maxLength={CHIP_LIMITS.quotes.length}
              error={errors.quotes}
              long
            />
          </Card>

          <Card className="order-7 space-y-4">
            <CardTitle className="flex items-center gap-2">
              <FlaskConical className="size-5 text-clay" aria-hidden /> Ingredients
            </CardTitle>
            <div>
              <Label htmlFor={`${ids}-ingredients_text`}>Ingredient list (INCI)</Label>
              <Textarea
                {...field('ingredients_text')}
                rows={5}
                value={form.ingredients_text}
                onChange={(e) => set('ingredients_text', e.target.value)}
                maxLength={PRODUCT_LIMITS.ingredients}
                placeholder="Aqua, Glycerin, Rosa Canina Fruit Oil, Tocopherol"
                className="font-mono text-xs leading-relaxed aria-invalid:border-danger"
              />
              {fieldError('ingredients_text')}
              <p className="mt-1 text-xs text-muted">
                When you save a changed list, it is analysed again against the ingredient knowledge
                base and the product page shows the result.
              </p>
            </div>
            {isEdit && (
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-cream px-4 py-3 text-sm">
                <span className="text-muted" data-testid="analysis-count">
                  {product.analysed_ingredients > 0
                    ? `${product.analysed_ingredients} ingredients analysed`
                    : 'No ingredient analysis available yet.'}
                </span>
                <a
                  href={`/admin/ingredients?productId=${product.id}`}
                  className="font-medium text-forest underline-offset-4 hover:underline"
                >
                  Open the ingredient analysis
                </a>
                <a
                  href={`/product/${product.id}#ingredients-heading`}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-forest underline-offset-4 hover:underline"
                >
                  See it on the product page
                </a>
              </div>
            )}
          </Card>
        </div>

        <div className="contents min-w-0 lg:block lg:space-y-6">
          <Card className="order-2 space-y-4">
            <CardTitle>Picture</CardTitle>
            <PictureField
              value={form.image_url}
              onChange={(url) => set('image_url', url)}
              alt={title}
              error={errors.image_url}
              onBusyChange={setUploading}
            />
          </Card>

          <Card className="order-4 space-y-4">
            <CardTitle>Placement and badges</CardTitle>
            <div className="space-y-1">
              {PRODUCT_FLAGS.map((flag) => (
                <Toggle
                  key={flag}
                  label={FLAG_LABELS[flag]}
                  checked={form[flag]}
                  onChange={(on) => set(flag, on)}
                />
              ))}
            </div>
            <div className="space-y-1 border-t border-line pt-3">
              <Toggle
                label="Clean badge"
                hint="Toxicity rating: clean"
                checked={form.clean}
                onChange={(on) => set('clean', on)}
              />
              <Toggle
                label="Natural badge"
                hint="Naturalness rating: natural"
                checked={form.natural}
                onChange={(on) => set('natural', on)}
              />
            </div>
          </Card>

          <Card className="order-6 space-y-5">
            <div>
              <CardTitle>Shop filters</CardTitle>
              <p className="mt-1 text-xs text-muted">
                The same options shoppers filter by on Clean products.
              </p>
            </div>
            <SelectField
              id={`${ids}-natural_ingredients`}
              label="Natural ingredients"
              value={form.natural_ingredients}
              options={NATURAL_INGREDIENTS}
              onChange={(v) => set('natural_ingredients', v)}
              error={errors.natural_ingredients}
            />
            <OptionChecklist
              legend="Certifications"
              options={CERTIFICATIONS}
              values={form.certifications}
              onChange={(v) => set('certifications', v)}
              error={errors.certifications}
            />
            <OptionChecklist
              legend="Packaging"
              options={PACKAGING}
              values={form.packaging}
              onChange={(v) => set('packaging', v)}
              error={errors.packaging}
            />
            <SelectField
              id={`${ids}-origin_region`}
              label="Origin"
              value={form.origin_region}
              options={ORIGIN_REGIONS}
              onChange={(v) => set('origin_region', v)}
              error={errors.origin_region}
            />
            <SelectField
              id={`${ids}-ownership_brand`}
              label="Ownership brand"
              value={form.ownership_brand}
              options={OWNERSHIP}
              onChange={(v) => set('ownership_brand', v)}
              error={errors.ownership_brand}
            />
            <OptionChecklist
              legend="Skin type"
              options={SKIN_TYPES}
              values={form.skin_type}
              onChange={(v) => set('skin_type', v)}
              error={errors.skin_type}
            />
            <OptionChecklist
              legend="Sensitivity / allergy"
              options={SENSITIVITIES}
              values={form.sensitivity}
              onChange={(v) => set('sensitivity', v)}
              error={errors.sensitivity}
            />
          </Card>
        </div>
      </div>

      {/* On small screens the save button stays within reach. */}
      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-cream/95 p-3 backdrop-blur md:hidden">
        <div className="[&>button]:w-full">{saveButton}</div>
      </div>

      {isEdit && (
        <DeleteProductDialog
          product={confirmDelete ? { id: product.id, name: product.name } : null}
          onClose={() => setConfirmDelete(false)}
          onDeleted={() => void navigate({ to: '/admin/products' })}
        />
      )}
    </form>
  );
}

const FIELD_LABELS: Partial<Record<ProductField, string>> = {
  eu_shop_link: 'EU shop link',
  usa_shop_link: 'USA shop link',
  image_url: 'Picture',
  review_count: 'Reviews',
  ingredients_text: 'Ingredient list',
  toxicity_rating: 'Clean badge',
  naturalness_rating: 'Natural badge',
};

function fieldLabel(field: ProductField): string {
  return FIELD_LABELS[field] ?? field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, ' ');
}

function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center justify-between gap-3 rounded-xl px-2 py-2 hover:bg-cream">
      <span className="text-sm text-ink">
        {label}
        {hint && <span className="block text-xs text-muted">{hint}</span>}
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden
        className="relative h-6 w-11 shrink-0 rounded-full bg-line transition-colors peer-checked:bg-forest peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-forest after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-paper after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
    </label>
  );
}

function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  error?: string;
}): ReactNode {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        className="aria-invalid:border-danger"
      >
        <option value="">Not set</option>
        {options.map((o) => (
          <option key={o}>{o}</option>
        ))}
        {value && !options.includes(value) && (
          <option value={value}>{value} (not an option)</option>
        )}
      </Select>
      {error && <p className="mt-1 text-xs text-danger">{error}</p>}
    </div>
  );
}
