import { Link } from '@tanstack/react-router';
import { Sparkles } from 'lucide-react';
import { BANNER_TEXT } from '../../../shared/site';

export function Banner() {
  return (
    <Link
      to="/personal-assistant"
      data-testid="top-banner"
      className="block bg-forest px-4 py-2 text-center text-xs tracking-wide text-cream hover:bg-forest-dark sm:text-sm"
    >
      <Sparkles className="mr-2 inline size-3.5 align-[-2px] text-sand" aria-hidden />
      {BANNER_TEXT}
    </Link>
  );
}
