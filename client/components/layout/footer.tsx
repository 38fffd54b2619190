import { Camera } from 'lucide-react';
import { SOCIAL_PROFILE_URL } from '../../../shared/site';
import { siteName } from '@/lib/site';
import { NewsletterForm } from './newsletter-form';
import { FOOTER_COLUMNS, LinkGroupList } from './site-links';

export function Footer() {
  return (
    <footer className="mt-24 bg-forest text-cream">
      <div className="container-page grid grid-cols-1 gap-12 py-16 lg:grid-cols-[1.3fr_2fr] [&>*]:min-w-0">
        <div>
          <p className="font-display text-3xl tracking-[0.2em] uppercase">{siteName()}</p>
          <p className="mt-4 max-w-sm text-sm text-cream/75">
            Clean products, clear reasons and a personal assistant, for a calmer and healthier home.
          </p>
          <NewsletterForm />
          <a
            href={SOCIAL_PROFILE_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex items-center gap-2 text-sm text-cream/85 hover:text-cream"
          >
            <Camera className="size-4" aria-hidden /> Follow {siteName()} on Instagram
          </a>
        </div>
        <div className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3 [&>*]:min-w-0">
          {FOOTER_COLUMNS.map((column) => (
            <LinkGroupList
              key={column.title}
              group={column}
              headingClassName="label-caps font-sans text-sand"
              listClassName="mt-4 space-y-3 text-sm"
              linkClassName="text-cream/85 hover:text-cream hover:underline"
            />
          ))}
        </div>
      </div>
      <div className="border-t border-cream/15">
        <p className="container-page py-6 text-xs text-cream/70">
          © {new Date().getFullYear()} {siteName()}. Products are sold by independent shops.
        </p>
      </div>
    </footer>
  );
}
