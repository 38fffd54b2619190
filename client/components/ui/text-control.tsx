import type { ChangeEventHandler, ComponentProps, FocusEventHandler, Ref } from 'react';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

type TextControlProps = Pick<
  ComponentProps<'input'>,
  | 'id'
  | 'name'
  | 'value'
  | 'type'
  | 'inputMode'
  | 'placeholder'
  | 'maxLength'
  | 'required'
  | 'disabled'
  | 'className'
  | 'aria-describedby'
> & {
  rows?: number;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
};

/** A text input, or with `rows` a text area: for form fields that differ only in that. */
export function TextControl({ rows, ...props }: TextControlProps) {
  return rows ? <Textarea rows={rows} {...props} /> : <Input {...props} />;
}
