import { useNavigate } from '@tanstack/react-router';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import type { ProductInput } from '../../../../shared/schemas/product';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { showServerErrors } from '@/lib/server-errors';
import {
  emptyForm,
  formFromProduct,
  PRODUCT_FORM_FIELDS,
  productResolver,
  type ProductFormState,
} from './form-state';
import { productFieldId } from './product-fields';

export type StaffProduct = RouterOutputs['productAdmin']['byId'];

const FIELD_LABELS: Partial<Record<keyof ProductFormState, string>> = {
  usa_price: 'USA price',
  eu_shop_link: 'EU shop link',
  usa_shop_link: 'USA shop link',
  image_url: 'Picture',
  review_count: 'Reviews',
  ingredients_text: 'Ingredient list',
};

function fieldLabel(field: keyof ProductFormState): string {
  return FIELD_LABELS[field] ?? field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, ' ');
}

/**
 * The product form: its values, its check (the server's schema, ./form-state.ts) and its save,
 * with the server's field errors shown under their fields.
 */
export function useProductForm(product?: StaffProduct) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const form = useForm<ProductFormState, unknown, ProductInput>({
    defaultValues: product ? formFromProduct(product) : emptyForm(),
    resolver: productResolver,
    shouldFocusError: false,
  });

  const afterWrite = async () => {
    // The server's caches follow every write; the browser's own cache of shop data too.
    await Promise.all([utils.productAdmin.invalidate(), utils.catalog.invalidate()]);
  };
  const onError = (error: unknown) => {
    const { fields, form: rest } = showServerErrors(error, form.setError, PRODUCT_FORM_FIELDS);
    const first = Object.values(fields)[0];
    if (first) toast.error('Please check the highlighted fields', { description: first });
    else
      toast.error('Error', {
        description: rest ?? 'Failed to save the product. Please try again.',
      });
  };
  const create = trpc.productAdmin.create.useMutation({ onError });
  const update = trpc.productAdmin.update.useMutation({ onError });

  const save = async (value: ProductInput) => {
    if (product) {
      await update.mutateAsync({ id: product.id, product: value }).then(
        async () => {
          toast.success('Product updated', { description: 'The shop shows the change now.' });
          await afterWrite();
        },
        () => undefined,
      );
    } else {
      await create.mutateAsync(value).then(
        async ({ id }) => {
          toast.success('Product created', { description: 'It is in the shop now.' });
          await afterWrite();
          await navigate({ to: '/admin/products/$id/edit', params: { id } });
        },
        () => undefined,
      );
    }
  };

  const showProblems = (errors: FieldErrors<ProductFormState>) => {
    const first = Object.keys(errors)[0] as keyof ProductFormState | undefined;
    toast.error('Please check the highlighted fields', {
      description: first ? `${fieldLabel(first)}: ${errors[first]?.message}` : undefined,
    });
    if (first) document.getElementById(productFieldId(first))?.focus();
  };

  return {
    form,
    submit: form.handleSubmit(save, showProblems),
    saving: create.isPending || update.isPending,
  };
}
