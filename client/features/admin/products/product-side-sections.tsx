/** The product editor's side column: picture, placement and badges, shop filters. */
import { useFormContext, useWatch } from 'react-hook-form';
import * as vocabulary from '../../../../shared/catalog';
import { FLAG_LABELS, PRODUCT_FLAGS } from '../../../../shared/schemas/product';
import { Card, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form';
import type { ProductFormState } from './form-state';
import { PictureField } from './picture-field';
import { ChecklistField, SelectField, ToggleField } from './product-fields';

export function PictureCard({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { control } = useFormContext<ProductFormState>();
  const name = useWatch({ control, name: 'name' });
  return (
    <Card heading="Picture" className="order-2 space-y-4">
      <FormField
        control={control}
        name="image_url"
        render={({ field, fieldState }) => (
          <PictureField
            value={field.value}
            onChange={field.onChange}
            alt={name.trim() || 'New product'}
            error={fieldState.error?.message}
            onBusyChange={onBusyChange}
          />
        )}
      />
    </Card>
  );
}

export function PlacementCard() {
  return (
    <Card heading="Placement and badges" className="order-4 space-y-4">
      <div className="space-y-1">
        {PRODUCT_FLAGS.map((flag) => (
          <ToggleField key={flag} name={flag} label={FLAG_LABELS[flag]} />
        ))}
      </div>
      <p className="border-t border-line pt-3 text-xs leading-relaxed text-muted">
        The Clean and Natural badges are not set here: the{' '}
        <a href="/standard" target="_blank" rel="noreferrer" className="text-forest underline">
          standard
        </a>{' '}
        computes them from the ingredient list, and the product page explains why.
      </p>
    </Card>
  );
}

/** The same filter groups shoppers use on Clean products. */
export function ShopFiltersCard() {
  return (
    <Card className="order-6 space-y-5">
      <div>
        <CardTitle>Shop filters</CardTitle>
        <p className="mt-1 text-xs text-muted">
          The same options shoppers filter by on Clean products.
        </p>
      </div>
      <SelectField
        name="natural_ingredients"
        label="Natural ingredients"
        options={vocabulary.NATURAL_INGREDIENTS}
      />
      <ChecklistField
        name="certifications"
        legend="Certifications"
        options={vocabulary.CERTIFICATIONS}
      />
      <ChecklistField name="packaging" legend="Packaging" options={vocabulary.PACKAGING} />
      <SelectField name="origin_region" label="Origin" options={vocabulary.ORIGIN_REGIONS} />
      <SelectField name="ownership_brand" label="Ownership brand" options={vocabulary.OWNERSHIP} />
      <ChecklistField name="skin_type" legend="Skin type" options={vocabulary.SKIN_TYPES} />
      <ChecklistField
        name="sensitivity"
        legend="Sensitivity / allergy"
        options={vocabulary.SENSITIVITIES}
      />
    </Card>
  );
}
