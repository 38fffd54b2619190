import { useNavigate } from '@tanstack/react-router';
import { Camera, Loader2, ScanText } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { CATEGORIES, type Category } from '../../../shared/catalog';
import { packList, readSharedList } from '../../../shared/checker-link';
import { FORM_POSTS, formAction } from '../../../shared/form-posts';
import { MAX_CHECK_TEXT_LENGTH } from '../../../shared/ingredients';
import type { CheckListInput } from '../../../shared/schemas/ingredients';
import { FieldError } from '@/components/ui/field-error';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { usePostedErrors, usePostedForm } from '@/lib/posted-form';
import { readServerErrors } from '@/lib/server-errors';
import type { RouterOutputs } from '@/lib/trpc';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { DropZone } from '@/components/ui/drop-zone';
import { NativeSelect } from '@/components/ui/native-select';
import { SelectOptions } from '@/components/select-options';
import { trpc } from '@/lib/trpc';
import { readAvoidList, useAvoidList } from './avoid-list';
import { AvoidListPanel } from './avoid-list-panel';
import { CheckResults } from './check-results';
import { photoToDataUrl, PhotoError } from './label-photo';

/** A photo of a label: any image, or HEIC from an iPhone (converted before reading). */
const isLabelPhoto = (file: File) =>
  file.type.startsWith('image/') || /\.(heic|heif)$/i.test(file.name);

type CheckFields = Pick<CheckListInput, 'text' | 'category'>;

/**
 * The public ingredient checker: paste a list or upload a label photo. The checked list goes into
 * the URL (`listParam`, shared/checker-link.ts), so a result can be shared; a link opened here
 * fills the box and checks its list. Without JavaScript the form posts the list and the server
 * answers with this page, its result rendered (server/http/form-posts.ts).
 */
export function IngredientChecker({ listParam }: { listParam?: string }) {
  const avoid = useAvoidList();
  const shared = useMemo(() => readSharedList(listParam), [listParam]);
  const posted = usePostedForm('checker');
  const postedResult = posted?.result as RouterOutputs['ingredients']['check'] | undefined;
  const [postedErrors, clearPostedErrors] = usePostedErrors(posted);
  // The box's first text is in the server's HTML: a posted list, or a shared one. No default
  // value is given to the form, so it takes the box's text, what was typed before hydration too.
  const initialText = posted?.values.text ?? (shared.state === 'ok' ? shared.text : '');
  const form = useForm<CheckFields>({
    // The schema (zod) loads with the first check, not with the page.
    resolver: lazyZodResolver(async () =>
      (await import('../../../shared/schemas/ingredients')).checkListSchema.pick({
        text: true,
        category: true,
      }),
    ),
  });
  const { errors } = form.formState;
  const textField = form.register('text', { onChange: () => setReadNote(null) });
  const text = useWatch({ control: form.control, name: 'text' }) ?? initialText;
  const setText = (value: string) => form.setValue('text', value);
  const [readNote, setReadNote] = useState<string | null>(null);
  const [converting, setConverting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const ids = { text: useId(), category: useId(), file: useId() };

  const navigate = useNavigate();
  const check = trpc.ingredients.check.useMutation({
    onSuccess: () => {
      requestAnimationFrame(() =>
        resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      );
    },
    onError: (error) => {
      const found = readServerErrors(error, ['text', 'category'] as const);
      for (const [name, message] of Object.entries(found.fields))
        form.setError(name as keyof CheckFields, { type: 'server', message });
      if (found.form) toast.error('Could not check the list', { description: found.form });
    },
  });
  const readLabel = trpc.ingredients.readLabel.useMutation();
  const busy = check.isPending || readLabel.isPending || converting;

  function runCheck(value = text, category = form.getValues('category')) {
    const trimmed = value.trim();
    if (!trimmed) {
      form.setError('text', {
        type: 'required',
        message: 'Please paste an ingredient list or upload a photo of the label.',
      });
      return;
    }
    form.clearErrors();
    clearPostedErrors();
    // Read now: while the page hydrates, `avoid` is still the server's empty list.
    check.mutate({ text: trimmed, category: category || undefined, avoid: readAvoidList() });
  }

  const postedShareList = useMemo(
    () => (postedResult && posted ? packList(posted.values.text?.trim() ?? '') : null),
    [postedResult, posted],
  );

  // The `list` in the URL that this page has applied or written itself (null: none yet).
  const listInUrl = useRef<string | undefined | null>(null);

  // A list from the URL (a shared link opened, back or forward, a link to the bare page): check it,
  // or start empty. The page's own updates below are not applied again.
  useEffect(() => {
    if (listInUrl.current !== null && listInUrl.current === listParam) return;
    const opening = listInUrl.current === null;
    listInUrl.current = listParam;
    setReadNote(null);
    if (shared.state === 'ok') {
      // On opening, the box already shows the list (or what was typed into it before hydration).
      if (!opening) setText(shared.text);
      runCheck(shared.text);
    } else if (!opening) {
      setText('');
      check.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listParam]);

  // The result on screen is the one the URL holds: replaced, not pushed, so that Back leaves the
  // checker as it did before results had links. A list too long for a link leaves the URL bare.
  const checkedText = check.isSuccess ? check.variables.text : null;
  const shareList = useMemo(
    () => (checkedText === null ? null : packList(checkedText)),
    [checkedText],
  );
  useEffect(() => {
    if (checkedText === null) return;
    const list = shareList ?? undefined;
    if (list === listInUrl.current) return;
    listInUrl.current = list;
    void navigate({
      to: '/ingredient-checker',
      search: list ? { list } : {},
      replace: true,
      resetScroll: false,
    });
  }, [checkedText, shareList, navigate]);

  // Alternatives depend on the avoid list: check again when it changes.
  const lastInput = check.variables;
  const avoidKey = JSON.stringify(avoid);
  useEffect(() => {
    if (!lastInput || JSON.stringify(lastInput.avoid) === avoidKey) return;
    const timer = setTimeout(() => check.mutate({ ...lastInput, avoid }), 400);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [avoidKey]);

  async function readPhoto(file: File) {
    let image: string;
    try {
      setConverting(true);
      image = await photoToDataUrl(file);
    } catch (error) {
      if (error instanceof PhotoError) toast.error(error.title, { description: error.message });
      else
        toast.error('Image processing failed', {
          description: 'Could not process the image. Please try a different format.',
        });
      return;
    } finally {
      setConverting(false);
    }
    try {
      const result = await readLabel.mutateAsync({ image, imageName: file.name.slice(0, 200) });
      if (!result.text.trim()) {
        toast.error('No text found', {
          description:
            'We could not read an ingredient list on this photo. Try a sharper, closer photo in good light.',
        });
        return;
      }
      setText(result.text);
      setReadNote(
        `Read from your photo${result.confidence ? ` (${result.confidence}% sure)` : ''}. Check the text and correct it if needed.`,
      );
      runCheck(result.text);
    } catch (error) {
      toast.error('Could not read the label', {
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    }
  }

  const onSubmit = form.handleSubmit(
    (values) => runCheck(values.text, values.category),
    // An empty box: the schema's message, beside it.
    () => clearPostedErrors(),
  );
  const textError = errors.text?.message ?? postedErrors.text;
  const categoryError = errors.category?.message ?? postedErrors.category;

  return (
    <div className="pb-20">
      {shared.state === 'invalid' && (
        <p
          role="alert"
          className="mb-6 rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger"
          data-testid="shared-list-problem"
        >
          {shared.problem}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <form
          method="post"
          action={formAction('checker')}
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="rounded-3xl border border-line bg-paper p-5 sm:p-7"
          aria-label="Check ingredients"
        >
          <input type="hidden" name="back" value="/ingredient-checker" />
          <label htmlFor={ids.text} className="label-caps font-sans text-forest">
            INGREDIENT LIST
          </label>
          <p className="mt-2 text-sm text-muted">
            Paste the list from the back of the pack, as printed. Headers, percentages and line
            breaks are fine.
          </p>
          <Textarea
            {...textField}
            id={ids.text}
            defaultValue={initialText}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? `${ids.text}-error` : undefined}
            rows={6}
            maxLength={MAX_CHECK_TEXT_LENGTH}
            placeholder="e.g. Ingredients: Aqua, Glycerin, Cetearyl Alcohol, Parfum, Phenoxyethanol…"
            className="mt-4 min-h-36 resize-y leading-relaxed"
            disabled={readLabel.isPending}
          />
          <FieldError id={`${ids.text}-error`} message={textError} />
          {readNote && (
            <p className="mt-2 text-xs text-muted" data-testid="read-note">
              {readNote}
            </p>
          )}

          <DropZone
            accept={isLabelPhoto}
            onFile={(file) => void readPhoto(file)}
            onReject={() =>
              toast.error('Invalid file type', {
                description: 'Please choose a photo of the label (JPG, PNG, WebP, GIF or HEIC).',
              })
            }
            className="mt-4 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-cream/60 px-4 py-5 text-center transition-colors data-[dragging]:border-forest data-[dragging]:bg-sage-light/50 sm:flex-row sm:text-left"
            data-testid="label-drop"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-sage-light text-forest">
              {readLabel.isPending || converting ? (
                <Loader2 className="size-5 animate-spin" aria-hidden="true" />
              ) : (
                <Camera className="size-5" aria-hidden="true" />
              )}
            </span>
            <div className="min-w-0 flex-1 text-sm">
              {readLabel.isPending || converting ? (
                <p className="text-ink" role="status">
                  Reading your label…
                </p>
              ) : (
                <>
                  <p className="font-medium text-ink">Or use a photo of the label</p>
                  <p className="text-muted">
                    Drop it here or choose a file. We read the text for you.
                  </p>
                </>
              )}
            </div>
            <input
              ref={fileInput}
              id={ids.file}
              type="file"
              aria-label="Label photo"
              accept="image/*,.heic,.heif"
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void readPhoto(file);
              }}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => fileInput.current?.click()}
              disabled={busy}
              aria-controls={ids.file}
            >
              <ScanText aria-hidden="true" />
              Upload a label photo
            </Button>
          </DropZone>

          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor={ids.category} className="text-sm text-muted">
                Product type (for alternatives)
              </label>
              <NativeSelect
                {...form.register('category', {
                  setValueAs: (value: string) => (value ? (value as Category) : undefined),
                })}
                id={ids.category}
                defaultValue={posted?.values.category ?? ''}
                aria-invalid={categoryError ? true : undefined}
                aria-describedby={categoryError ? `${ids.category}-error` : undefined}
                className="mt-1"
              >
                <option value="">Let us guess</option>
                <SelectOptions values={CATEGORIES} />
              </NativeSelect>
              <FieldError id={`${ids.category}-error`} message={categoryError} />
            </div>
            <Button type="submit" size="md" disabled={busy} className="sm:min-w-48">
              {check.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              CHECK INGREDIENTS
            </Button>
          </div>
        </form>

        <AvoidListPanel />
      </div>

      <div
        ref={resultsRef}
        id={FORM_POSTS.checker.anchor}
        className="scroll-mt-24"
        aria-live="polite"
      >
        {check.data ? (
          <CheckResults result={check.data} shareList={shareList} />
        ) : postedResult && !check.isPending ? (
          // The server's answer to a list posted without JavaScript.
          <CheckResults result={postedResult} shareList={postedShareList} />
        ) : (
          shared.state === 'ok' &&
          !check.isError && (
            // Also in the server's HTML: a list from the URL is checked once the page runs.
            <p className="mt-12 flex items-center gap-2 text-sm text-muted" role="status">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              Checking the ingredient list…
            </p>
          )
        )}
      </div>
    </div>
  );
}
