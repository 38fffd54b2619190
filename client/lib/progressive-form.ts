/**
 * A public form on react-hook-form that loads the library when the shopper starts using the form
 * (focus, first input or submit) instead of with the page. Until then the form is plain HTML that
 * posts to the server on its own, and its fields keep whatever is typed into them; when the
 * library arrives it registers the same elements and reads their values from the DOM (typed fields
 * get no default value), so nothing typed in between is lost. Errors, the schema's or the
 * server's, are held here as one message per field, so a form shows them the same way in both
 * modes.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type {
  DefaultValues,
  FieldErrors,
  FieldPath,
  FieldValues,
  PathValue,
  RegisterOptions,
  Resolver,
  UseFormRegisterReturn,
  UseFormReturn,
  UseFormSetError,
} from 'react-hook-form';

type Methods<V extends FieldValues, T> = Omit<UseFormReturn<V, unknown, T>, 'formState'>;

export interface ProgressiveFormOptions<V extends FieldValues, T> {
  resolver: Resolver<V, unknown, T>;
  /** Values the shopper does not type (ids and the like); typed fields take the DOM's value. */
  defaultValues?: DefaultValues<V>;
}

/** A field's props: its name until the library has loaded, react-hook-form's `register` after. */
export type FieldProps<V extends FieldValues> = Partial<UseFormRegisterReturn<FieldPath<V>>> & {
  name: FieldPath<V>;
};

export type FieldMessages<V extends FieldValues> = Partial<Record<FieldPath<V>, string>>;

/** The first message of each field that has one. */
export function messagesOf<V extends FieldValues>(errors: FieldErrors<V>): FieldMessages<V> {
  const messages: FieldMessages<V> = {};
  for (const [name, error] of Object.entries(errors)) {
    const message: unknown = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) messages[name as FieldPath<V>] = message;
  }
  return messages;
}

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isFormField = (element: unknown): element is FormField =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

export function useProgressiveForm<V extends FieldValues, T = V>(
  options: ProgressiveFormOptions<V, T>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [methods, setMethods] = useState<Methods<V, T> | null>(null);
  const [errors, setErrors] = useState<FieldMessages<V>>({});
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // Once the app runs, the schema's and the server's messages explain a refusal, instead of the
  // browser's own checks.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);
  const loading = useRef<Promise<Methods<V, T>> | null>(null);
  /** A submit that arrived before the library: run once its fields are registered. */
  const pendingSubmit = useRef<((loaded: Methods<V, T>) => void) | null>(null);

  const load = useCallback(() => {
    loading.current ??= import('react-hook-form').then(
      ({ createFormControl }) => {
        const created = createFormControl<V, unknown, T>({
          resolver: latest.current.resolver,
          defaultValues: latest.current.defaultValues,
        });
        setMethods(created);
        return created;
      },
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }, []);

  useEffect(() => {
    if (!methods) return;
    const unsubscribe = methods.subscribe({
      formState: { errors: true },
      callback: (state) => setErrors(messagesOf<V>(state.errors ?? {})),
    });
    // The fields are registered now (their refs are set before effects run).
    const submit = pendingSubmit.current;
    pendingSubmit.current = null;
    submit?.(methods);
    return unsubscribe;
  }, [methods]);

  const register = (name: FieldPath<V>, fieldOptions?: RegisterOptions<V, FieldPath<V>>) =>
    (methods ? methods.register(name, fieldOptions) : { name }) as FieldProps<V>;

  const setError: UseFormSetError<V> = (name, error, setOptions) => {
    if (methods) methods.setError(name, error, setOptions);
    else setErrors((shown) => ({ ...shown, [name]: error.message ?? '' }) as FieldMessages<V>);
  };

  const clearErrors = () => {
    methods?.clearErrors();
    setErrors({});
  };

  const fieldOf = (name: FieldPath<V>) => {
    const element = formRef.current?.elements.namedItem(name);
    return isFormField(element) ? element : null;
  };

  /** The field's text as it is on screen. */
  const getValue = (name: FieldPath<V>) => fieldOf(name)?.value ?? '';

  const setValue = (name: FieldPath<V>, value: string) => {
    if (methods) methods.setValue(name, value as PathValue<V, FieldPath<V>>);
    else {
      const field = fieldOf(name);
      if (field) field.value = value;
    }
  };

  /**
   * The form's submit handler: checks with the schema and calls `onValid` with the values, or
   * `onInvalid`. A submit before the library has loaded waits for it; if it cannot load, the form
   * posts to the server as it does without JavaScript.
   */
  const handleSubmit =
    (onValid: (values: T) => unknown, onInvalid?: () => unknown) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const run = (loaded: Methods<V, T>) =>
        void loaded.handleSubmit(
          (values) => void onValid(values),
          () => void onInvalid?.(),
        )();
      if (methods) return run(methods);
      pendingSubmit.current = run;
      load().catch(() => {
        pendingSubmit.current = null;
        formRef.current?.submit();
      });
    };

  const reset = (values?: DefaultValues<V>) => {
    methods?.reset(values);
    setErrors({});
  };

  /** Props for the `<form>`: its ref, and what starts loading the library. */
  const formProps = {
    ref: formRef,
    onFocus: () => void load().catch(() => undefined),
    onInput: () => void load().catch(() => undefined),
  };

  return {
    formRef,
    formProps,
    register,
    errors,
    setError,
    clearErrors,
    getValue,
    setValue,
    handleSubmit,
    reset,
    loaded: methods !== null,
  };
}
