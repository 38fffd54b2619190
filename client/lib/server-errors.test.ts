import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { readServerErrors, showServerErrors } from './server-errors';

function trpcError(message: string, fieldErrors?: Record<string, string[]>) {
  return new TRPCClientError<never>(message, {
    result: { error: { message, code: -32600, data: { code: 'BAD_REQUEST', fieldErrors } } },
  } as never);
}

const PRODUCT_FIELDS = ['name', 'price', 'features'] as const;

describe('the server errors of a form', () => {
  it('places the server message under its field', () => {
    const error = trpcError(
      'product.price: Cannot be negative; name: Another product of this brand already has this name (product 4).',
      {
        'product.price': ['Cannot be negative'],
        name: ['Another product of this brand already has this name (product 4).'],
      },
    );
    expect(readServerErrors(error, PRODUCT_FIELDS)).toEqual({
      fields: {
        price: 'Cannot be negative',
        name: 'Another product of this brand already has this name (product 4).',
      },
      form: null,
    });
    expect(readServerErrors(trpcError('Please sign in.'), PRODUCT_FIELDS)).toEqual({
      fields: {},
      form: 'Please sign in.',
    });
  });

  it('keeps the first message of a list item, and leaves paths the form lacks to the form', () => {
    const error = trpcError('…', {
      'features.3': ['An item is too long (at most 80 characters)', 'Second'],
      'product.features.4': ['Later'],
      id: ['Invalid id'],
    });
    expect(readServerErrors(error, PRODUCT_FIELDS)).toEqual({
      fields: { features: 'An item is too long (at most 80 characters)' },
      form: 'Invalid id',
    });
  });

  it('is empty for an error that did not come from the server', () => {
    expect(readServerErrors(new Error('offline'), PRODUCT_FIELDS)).toEqual({
      fields: {},
      form: null,
    });
  });

  it('sets each field error on the form', () => {
    const set: [string, unknown][] = [];
    const rest = showServerErrors<{ slug: string }>(
      trpcError('A post with the URL slug "x" already exists.', {
        slug: ['A post with the URL slug "x" already exists.'],
      }),
      (name, error) => set.push([name, error]),
      ['slug'],
    );
    expect(set).toEqual([
      ['slug', { type: 'server', message: 'A post with the URL slug "x" already exists.' }],
    ]);
    expect(rest.form).toBeNull();
  });
});
