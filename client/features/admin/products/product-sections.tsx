/** The product editor's main column: product, price and shops, highlights, ingredients. */
import { countOf } from '../../../../shared/text';
import { FlaskConical } from 'lucide-react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CATEGORIES, findProductType, productTypesOf } from '../../../../shared/catalog';
import { PRODUCT_LIMITS } from '../../../../shared/schemas/product';
import { Card, CardTitle } from '@/components/ui/card';
import { trpc } from '@/lib/trpc';
import type { ProductFormState } from './form-state';
import { ChipField, SelectField, TextField } from './product-fields';

export function DetailsCard() {
  return (
    <Card heading="Product" className="order-1 space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="name"
          label="Name"
          wide
          maxLength={PRODUCT_LIMITS.name}
          required
          placeholder="e.g. Rosehip Face Oil"
        />
        <BrandField />
        <SelectField
          name="category"
          label="Category"
          options={CATEGORIES}
          emptyLabel="No category"
          unknownNote="not a category"
        />
        <ProductTypeField />
        <TextField
          name="subtitle"
          label="Subtitle"
          wide
          maxLength={PRODUCT_LIMITS.subtitle}
          placeholder="e.g. Nourishing face oil · 30 ml"
        />
        <TextField
          name="description"
          label="Description"
          wide
          rows={5}
          maxLength={PRODUCT_LIMITS.description}
        />
      </div>
    </Card>
  );
}

/**
 * The brand, chosen from the brand list (typing filters it); a brand typed in another case is
 * saved in the list's spelling, and a new one joins the list when the product is saved.
 */
function BrandField() {
  const { control } = useFormContext<ProductFormState>();
  const typed = useWatch({ control, name: 'brand' }) ?? '';
  const brands = trpc.productAdmin.brands.useQuery(undefined, { staleTime: 60_000 });
  const listId = useId();
  const key = typed.trim().replace(/\s+/g, ' ').toLowerCase();
  const listed = key ? brands.data?.find((brand) => brand.name.toLowerCase() === key) : undefined;
  let hint: string | null = null;
  if (key && brands.data && !listed) hint = 'A new brand: it joins the brand list when you save.';
  else if (listed && listed.name !== typed.trim())
    hint = `Saved as ${listed.name}, as in the brand list.`;
  return (
    <TextField
      name="brand"
      label="Brand"
      wide
      maxLength={PRODUCT_LIMITS.brand}
      list={listId}
      placeholder="Choose from the list or type a new brand"
    >
      <datalist id={listId}>
        {brands.data?.map((brand) => (
          <option key={brand.name} value={brand.name} />
        ))}
      </datalist>
      {hint && (
        <p className="mt-1 text-xs text-muted" data-testid="brand-hint">
          {hint}
        </p>
      )}
    </TextField>
  );
}

/** The types of the chosen category; a stored type of another category shows as one. */
function ProductTypeField() {
  const { control } = useFormContext<ProductFormState>();
  const category = useWatch({ control, name: 'category' });
  return (
    <SelectField
      name="product_type"
      label="Product type"
      options={productTypesOf(category).map((type) => type.id)}
      optionLabel={(id) => findProductType(id)?.label ?? id}
      emptyLabel="—"
      unknownNote={category ? `not ${category}` : 'no category'}
    />
  );
}

/** The numbers of the price card: prices, rating and review count. */
const PRICE_FIELDS = [
  { name: 'price', label: 'Price (€)', inputMode: 'decimal', placeholder: '24.95', maxLength: 12 },
  {
    name: 'usa_price',
    label: 'USA price ($)',
    inputMode: 'decimal',
    placeholder: '26.95',
    maxLength: 12,
  },
  { name: 'rating', label: 'Rating (0–5)', inputMode: 'decimal', placeholder: '4.5', maxLength: 4 },
  { name: 'review_count', label: 'Reviews', inputMode: 'numeric', maxLength: 10 },
] as const;

export function PriceCard() {
  return (
    <Card heading="Price and shops" className="order-3 space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {PRICE_FIELDS.map((field) => (
          <TextField key={field.name} {...field} />
        ))}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {(['eu_shop_link', 'usa_shop_link'] as const).map((name) => (
          <TextField
            key={name}
            name={name}
            label={name === 'eu_shop_link' ? 'EU shop link' : 'USA shop link'}
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={PRODUCT_LIMITS.url}
          />
        ))}
      </div>
      <p className="text-xs text-muted">
        Shop Now opens the EU link, or else the USA link; without either the button reads Coming
        Soon. The USA price needs the USA shop link: the product page shows it beside the euro
        price, and cards show it to shoppers in the USA. Filters and sorting use the euro price.
      </p>
    </Card>
  );
}

export function HighlightsCard() {
  return (
    <Card heading="Highlights" className="order-5 space-y-6">
      <ChipField
        name="features"
        label="Features"
        hint="Cards show the first two as badges."
        placeholder="e.g. Cold-pressed"
      />
      <div className="grid gap-6 sm:grid-cols-2">
        {(['pros', 'cons'] as const).map((name) => (
          <ChipField key={name} name={name} label={name === 'pros' ? 'Pros' : 'Cons'} long />
        ))}
      </div>
      <ChipField name="quotes" label="Client quotes" hint="The product page shows up to 3." long />
    </Card>
  );
}

/** The INCI list, and on edit where its analysis is. */
export function IngredientsCard({
  product,
}: {
  product?: { id: number; analysed_ingredients: number };
}) {
  const link = 'font-medium text-forest underline-offset-4 hover:underline';
  return (
    <Card className="order-7 space-y-4">
      <CardTitle className="flex items-center gap-2">
        <FlaskConical className="size-5 text-clay" aria-hidden /> Ingredients
      </CardTitle>
      <TextField
        name="ingredients_text"
        label="Ingredient list (INCI)"
        rows={5}
        maxLength={PRODUCT_LIMITS.ingredients}
        placeholder="Aqua, Glycerin, Rosa Canina Fruit Oil, Tocopherol"
        controlClassName="font-mono text-xs leading-relaxed"
      >
        <p className="mt-1 text-xs text-muted">
          When you save a changed list, it is analysed again against the ingredient knowledge base
          and the product page shows the result.
        </p>
      </TextField>
      {product && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-cream px-4 py-3 text-sm">
          <span className="text-muted" data-testid="analysis-count">
            {product.analysed_ingredients > 0
              ? `${countOf(product.analysed_ingredients, 'ingredient')} analysed`
              : 'No ingredient analysis available yet.'}
          </span>
          <a href={`/admin/ingredients?productId=${product.id}`} className={link}>
            Open the ingredient analysis
          </a>
          <a
            href={`/product/${product.id}#ingredients-heading`}
            target="_blank"
            rel="noreferrer"
            className={link}
          >
            See it on the product page
          </a>
        </div>
      )}
    </Card>
  );
}
