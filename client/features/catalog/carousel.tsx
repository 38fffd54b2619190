import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A horizontal, swipeable row (embla) with previous/next buttons that hide when not needed. */
export function Carousel({
  label,
  children,
  slideClassName = 'basis-[78%] sm:basis-1/2 lg:basis-1/3 xl:basis-1/4',
}: {
  label: string;
  children: ReactNode[];
  slideClassName?: string;
}) {
  const [viewport, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const update = useCallback(() => {
    if (!api) return;
    setCanPrev(api.canScrollPrev());
    setCanNext(api.canScrollNext());
  }, [api]);
  useEffect(() => {
    if (!api) return;
    const frame = requestAnimationFrame(update);
    api.on('select', update).on('reInit', update).on('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      api.off('select', update).off('reInit', update).off('resize', update);
    };
  }, [api, update]);

  return (
    <div className="relative" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="overflow-hidden" ref={viewport}>
        <ul className="-ml-4 flex touch-pan-y">
          {children.map((child, index) => (
            <li
              key={index}
              className={cn('min-w-0 shrink-0 grow-0 pl-4', slideClassName)}
              aria-roledescription="slide"
            >
              {child}
            </li>
          ))}
        </ul>
      </div>
      {(canPrev || canNext) && (
        <div className="mt-6 flex justify-end gap-2">
          <ScrollButton label="Previous" disabled={!canPrev} onClick={() => api?.scrollPrev()}>
            <ChevronLeft className="size-5" aria-hidden />
          </ScrollButton>
          <ScrollButton label="Next" disabled={!canNext} onClick={() => api?.scrollNext()}>
            <ChevronRight className="size-5" aria-hidden />
          </ScrollButton>
        </div>
      )}
    </div>
  );
}

function ScrollButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className="inline-flex size-10 items-center justify-center rounded-full border border-line bg-paper text-forest transition hover:bg-sand-light disabled:opacity-40"
    >
      {children}
    </button>
  );
}
