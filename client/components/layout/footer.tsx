import { Link } from '@tanstack/react-router';
import { Camera } from 'lucide-react';
import type { ReactNode } from 'react';
import { SOCIAL_PROFILE_URL } from '../../../shared/site';
import { siteName } from '@/lib/site';
import { NewsletterForm } from './newsletter-form';

type FooterLink = { label: string; to: string; search?: Record<string, string> };

/** The footer's link columns, each link a real page. */
export const FOOTER_COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'PRODUCTS',
    links: [
      { label: 'Skincare', to: '/clean-products', search: { category: 'Skincare' } },
      { label: 'Haircare', to: '/clean-products', search: { category: 'Haircare' } },
      { label: 'Home cleaning', to: '/clean-products', search: { category: 'Home cleaners' } },
      { label: 'Gifts', to: '/gifts' },
    ],
  },
  {
    title: 'INFORMATION',
    links: [
      { label: 'Knowledge centre', to: '/clear-reasons' },
      { label: 'AI Assistance', to: '/personal-assistant' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Customer service', to: '/customer-service' },
      { label: 'Insider subscription', to: '/insider' },
    ],
  },
  {
    title: 'TO READ',
    links: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Sitemap', to: '/sitemap' },
      { label: 'Contact us', to: '/contact' },
    ],
  },
];

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
            <div key={column.title}>
              <h2 className="label-caps font-sans text-sand">{column.title}</h2>
              <ul className="mt-4 space-y-3 text-sm">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterItem link={link} />
                  </li>
                ))}
              </ul>
            </div>
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

function FooterItem({ link }: { link: FooterLink }): ReactNode {
  return (
    <Link
      to={link.to}
      search={link.search}
      className="text-cream/85 hover:text-cream hover:underline"
    >
      {link.label}
    </Link>
  );
}
