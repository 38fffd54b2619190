import { useRouterState } from '@tanstack/react-router';
import { Check, ImageUp, ShieldCheck } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FORM_POSTS, formAction, formOutcome } from '../../../shared/form-posts';
import type { SubmitSwapInput, SwapOfferSettings } from '../../../shared/swap-analysis';
import {
  MAX_SWAP_LABEL_TEXT,
  MAX_SWAP_PHOTOS,
  SWAP_ANALYSIS_BUTTON,
} from '../../../shared/swap-analysis-limits';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { FieldError } from '@/components/ui/field-error';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { usePostedErrors, usePostedForm } from '@/lib/posted-form';
import { showServerErrors } from '@/lib/server-errors';
import { SWAP_OFFER_OPTIONS } from '@/features/swap-analysis/query-options';
import { trpc } from '@/lib/trpc';
import { SwapPhotoList, type Photo } from './swap-photo-list';

/** What the drafted report holds (server/swap-analysis/report.ts): each line is true of it. */
const DELIVERABLES = [
  'An ingredient-by-ingredient check of every product, with its verdict',
  'The ingredients we flag, worst first',
  'The best swaps from our catalogue, and what each one removes',
];

type SwapFields = Pick<SubmitSwapInput, 'email' | 'note'>;

/** On the panel's dark green, in the light text the panel uses. */
const errorClass = 'rounded-lg bg-cream/15 px-3 py-1.5 text-cream';

/**
 * The schema's checks of the address and the note (the photos are no field of the form). The
 * schema (zod) loads with the first request sent, not with the page.
 */
const swapResolver = lazyZodResolver<SwapFields>(async () =>
  (await import('../../../shared/swap-analysis')).submitSwapSchema.pick({
    email: true,
    note: true,
  }),
);

const inputClass =
  'h-11 w-full rounded-full border border-cream/30 bg-cream/10 px-4 text-cream placeholder:text-cream/50 focus:border-sand focus:outline-none';

/**
 * The Product Swap Analysis (the panel on /clear-reasons; decision 0021): label photos are
 * read one by one with the ingredient checker's label reader, and only the text read is sent with
 * the shopper's address. The promises and the payment words are the shop's settings. Without
 * JavaScript nothing reads a photo: the panel asks for the labels' text instead, and the form
 * posts to the server (server/http/form-posts.ts).
 */
export function SwapAnalysisPanel() {
  const inputId = useId();
  const emailId = useId();
  const noteId = useId();
  const labelsId = useId();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [website, setWebsite] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const posted = usePostedForm('swap');
  const [postedErrors, clearPostedErrors] = usePostedErrors(posted);
  const { pathname, search } = useRouterState({ select: (state) => state.location });
  const sentWithoutScripts = formOutcome(search as Record<string, unknown>, 'swap') === 'sent';
  const readLabels = () =>
    photos
      .filter((p) => p.state === 'read')
      .map((p) => ({ photo: p.name.slice(0, 200), text: p.text ?? '' }));
  // No defaults: the form takes the fields' text, what was typed before hydration or posted
  // included.
  const form = useForm<SwapFields>({ resolver: swapResolver });
  const { errors } = form.formState;
  const [dragging, setDragging] = useState(false);
  const nextKey = useRef(1);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const offer = trpc.swapAnalysis.offer.useQuery(undefined, SWAP_OFFER_OPTIONS);
  const readLabel = trpc.ingredients.readLabel.useMutation();
  const submit = trpc.swapAnalysis.submit.useMutation({
    onError: (error) => {
      const rest = showServerErrors(error, form.setError, ['email', 'note']);
      if (rest.form) setProblem(rest.form);
    },
  });

  const update = (key: number, patch: Partial<Photo>) =>
    setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  async function read(key: number, file: File) {
    try {
      const { photoToDataUrl, PhotoError } = await import('../ingredients/label-photo');
      let image: string;
      try {
        image = await photoToDataUrl(file);
      } catch (error) {
        update(key, {
          state: 'failed',
          problem: error instanceof PhotoError ? error.message : 'This photo could not be opened.',
        });
        return;
      }
      const result = await readLabel.mutateAsync({ image, imageName: file.name.slice(0, 200) });
      if (!result.text.trim()) {
        update(key, {
          state: 'failed',
          problem: 'No ingredient list found. Try a sharper, closer photo of the label.',
        });
        return;
      }
      // All that was read (its first line names the product); a very long read keeps the first
      // line and the ingredient list.
      const raw = result.rawText.trim();
      const text =
        raw.length <= MAX_SWAP_LABEL_TEXT
          ? raw
          : `${raw.split('\n')[0]}\n${result.text}`.slice(0, MAX_SWAP_LABEL_TEXT);
      update(key, { state: 'read', text });
    } catch (error) {
      update(key, {
        state: 'failed',
        problem: error instanceof Error ? error.message : 'The label could not be read.',
      });
    }
  }

  function addFiles(files: File[]) {
    setProblem(null);
    submit.reset();
    const room = MAX_SWAP_PHOTOS - photos.length;
    if (files.length > room) {
      setProblem(`Please add at most ${MAX_SWAP_PHOTOS} product photos.`);
    }
    for (const file of files.slice(0, Math.max(0, room))) {
      const key = nextKey.current++;
      setPhotos((list) => [...list, { key, name: file.name, state: 'reading' }]);
      // One photo at a time: the label reader takes a few at once and refuses more.
      queue.current = queue.current.then(() => read(key, file));
    }
  }

  const onSubmit = form.handleSubmit(
    (values) => {
      setProblem(null);
      clearPostedErrors();
      if (photos.some((p) => p.state === 'reading')) {
        setProblem('Please wait until every photo has been read.');
        return;
      }
      if (photos.length > 0 && !photos.some((p) => p.state === 'read')) {
        setProblem('None of your photos could be read. Please add sharper photos of the labels.');
        return;
      }
      if (photos.length === 0) {
        setProblem('Please add at least one product photo.');
        return;
      }
      submit.mutate({
        email: values.email,
        note: values.note?.trim() || undefined,
        labels: readLabels(),
        website,
      });
    },
    () => {
      clearPostedErrors();
      setProblem(null);
    },
  );
  const emailError = errors.email?.message ?? postedErrors.email;
  const noteError = errors.note?.message ?? postedErrors.note;
  const labelsError = postedErrors.labels;
  const shownProblem = problem ?? postedErrors.form ?? null;

  const settings: SwapOfferSettings | undefined = offer.data;
  const promises = settings
    ? [settings.guarantee, settings.analysedBy, settings.research].filter((p) => p.trim())
    : [];
  const reading = photos.some((p) => p.state === 'reading');

  return (
    <section
      aria-labelledby="swap-analysis"
      className="mt-20 overflow-hidden rounded-[2rem] bg-forest text-cream"
      data-testid="swap-analysis"
    >
      <div className="grid gap-10 p-6 sm:p-10 lg:grid-cols-2 lg:p-14">
        <div>
          <p className="label-caps text-sand">Product Swap Analysis</p>
          <h2 id="swap-analysis" className="mt-3 font-display text-3xl leading-tight sm:text-4xl">
            Send us your shelf. We&apos;ll tell you what to swap.
          </h2>
          <p className="mt-4 leading-relaxed text-cream/80">
            Upload photos of the labels of the products you use today. We read every ingredient and
            send you a clear, calm report with cleaner options.
          </p>
          <ul className="mt-6 space-y-3">
            {[...DELIVERABLES, ...(settings?.turnaround.trim() ? [settings.turnaround] : [])].map(
              (item) => (
                <li key={item} className="flex gap-3">
                  <Check className="mt-0.5 size-5 shrink-0 text-sage" aria-hidden />
                  <span>{item}</span>
                </li>
              ),
            )}
          </ul>
          {promises.length > 0 && (
            <ul className="mt-8 space-y-2 text-sm text-cream/80" data-testid="swap-promises">
              {promises.map((promise) => (
                <li key={promise} className="flex items-center gap-2">
                  <ShieldCheck className="size-4 shrink-0 text-sage" aria-hidden /> {promise}
                </li>
              ))}
            </ul>
          )}
        </div>
        {submit.isSuccess || sentWithoutScripts ? (
          <div
            className="flex flex-col justify-center rounded-3xl bg-cream/10 p-8"
            role="status"
            id={FORM_POSTS.swap.anchor}
            data-testid="swap-received"
          >
            <h3 className="font-display text-2xl">Thank you, we have your request</h3>
            <p className="mt-3 text-cream/80">
              {!submit.isSuccess
                ? 'We sent a confirmation to your address.'
                : submit.data?.receipt === false
                  ? `We sent a confirmation to ${submit.variables?.email} a moment ago, so we send no other now.`
                  : `We sent a confirmation to ${submit.variables?.email}.`}{' '}
              Your report comes by e-mail, with a private link to read it.
            </p>
            {settings?.payment && <p className="mt-3 text-cream/80">{settings.payment}</p>}
          </div>
        ) : (
          <form
            id={FORM_POSTS.swap.anchor}
            method="post"
            action={formAction('swap')}
            className="flex scroll-mt-24 flex-col justify-center gap-4"
            onSubmit={(event) => void onSubmit(event)}
            noValidate
            aria-label="Product Swap Analysis"
          >
            <input type="hidden" name="back" value={pathname} />
            {/* Without JavaScript no photo is read: the labels' text is pasted instead. */}
            <div className="hidden noscript:block">
              <label htmlFor={labelsId} className="mb-1 block text-sm font-medium">
                Your products&apos; labels
              </label>
              <p id={`${labelsId}-hint`} className="mb-2 text-sm text-cream/70">
                Reading photos needs JavaScript, which is off. Paste the text of each label instead:
                its product name on the first line, then its ingredients; an empty line between
                products (up to {MAX_SWAP_PHOTOS}).
              </p>
              <textarea
                id={labelsId}
                name="labels"
                rows={6}
                defaultValue={posted?.values.labels}
                aria-invalid={labelsError ? true : undefined}
                aria-describedby={`${labelsId}-hint${labelsError ? ` ${labelsId}-error` : ''}`}
                className="w-full rounded-2xl border border-cream/30 bg-cream/10 px-4 py-2 text-cream placeholder:text-cream/50 focus:border-sand focus:outline-none"
              />
              <FieldError id={`${labelsId}-error`} message={labelsError} className={errorClass} />
            </div>
            <label
              htmlFor={inputId}
              data-dragging={dragging ? '' : undefined}
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null))
                  setDragging(false);
              }}
              onDrop={(event) => {
                event.preventDefault();
                setDragging(false);
                addFiles([...event.dataTransfer.files]);
              }}
              className="flex min-h-44 cursor-pointer flex-col noscript:hidden items-center justify-center rounded-3xl border-2 border-dashed border-cream/40 bg-cream/5 p-6 text-center transition-colors hover:bg-cream/10 data-[dragging]:border-sand data-[dragging]:bg-cream/15"
            >
              <ImageUp className="size-10 text-sand" aria-hidden />
              <span className="mt-4 font-medium">Drag and drop your product photos here</span>
              <span className="mt-1 text-sm text-cream/70">
                or choose a file · up to {MAX_SWAP_PHOTOS} label photos (JPG, PNG, WebP, GIF or
                HEIC, under 20 MB)
              </span>
              <input
                id={inputId}
                type="file"
                multiple
                accept="image/png,image/jpeg,image/webp,image/gif,image/heic,image/heif,.heic,.heif"
                className="sr-only"
                data-testid="swap-photos"
                onChange={(e) => {
                  addFiles([...(e.target.files ?? [])]);
                  e.target.value = '';
                }}
              />
            </label>
            <SwapPhotoList
              photos={photos}
              onRemove={(key) => setPhotos((list) => list.filter((p) => p.key !== key))}
            />
            <div>
              <label htmlFor={emailId} className="mb-1 block text-sm font-medium">
                Your email address
              </label>
              <input
                {...form.register('email')}
                id={emailId}
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                defaultValue={posted?.values.email}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? `${emailId}-error` : undefined}
                className={inputClass}
              />
              <FieldError id={`${emailId}-error`} message={emailError} className={errorClass} />
            </div>
            <div>
              <label htmlFor={noteId} className="mb-1 block text-sm font-medium">
                A note for us (optional)
              </label>
              <textarea
                {...form.register('note')}
                id={noteId}
                rows={2}
                maxLength={1000}
                defaultValue={posted?.values.note}
                aria-invalid={noteError ? true : undefined}
                aria-describedby={noteError ? `${noteId}-error` : undefined}
                placeholder="Your skin type, allergies, what you would like to change"
                className="w-full rounded-2xl border border-cream/30 bg-cream/10 px-4 py-2 text-cream placeholder:text-cream/50 focus:border-sand focus:outline-none"
              />
              <FieldError id={`${noteId}-error`} message={noteError} className={errorClass} />
            </div>
            <HoneypotField value={website} onChange={setWebsite} />
            {shownProblem && (
              <p role="alert" className="rounded-xl bg-cream/15 px-4 py-2 text-sm text-cream">
                {shownProblem}
              </p>
            )}
            <button
              type="submit"
              disabled={submit.isPending || reading}
              className="h-12 rounded-full bg-sand px-8 text-sm font-semibold tracking-wide text-forest-dark transition-colors hover:bg-sand/85 disabled:opacity-60"
            >
              {SWAP_ANALYSIS_BUTTON}
            </button>
            {settings?.payment && (
              <p className="text-sm text-cream/70" data-testid="swap-payment">
                {settings.payment}
              </p>
            )}
          </form>
        )}
      </div>
    </section>
  );
}
