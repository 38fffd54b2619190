import { createFileRoute, Link } from '@tanstack/react-router';
import { CATEGORIES } from '../../shared/catalog';
import { InfoPage } from '@/features/info/info-page';

export const Route = createFileRoute('/sitemap')({
  component: SitemapPage,
});

const SECTIONS = [
  {
    title: 'Shop',
    links: [
      { to: '/clean-products', label: 'Clean products' },
      { to: '/bestsellers', label: 'Bestsellers' },
      { to: '/gifts', label: 'Gifts' },
      { to: '/brands', label: 'Brands' },
      { to: '/wishlist', label: 'Your wishlist' },
    ],
  },
  {
    title: 'Learn',
    links: [
      { to: '/clear-reasons', label: 'Clear Reasons (blog)' },
      { to: '/ingredient-checker', label: 'Ingredient checker' },
      { to: '/standard', label: 'Our standard' },
      { to: '/personal-assistant', label: 'Personal assistant' },
    ],
  },
  {
    title: 'About',
    links: [
      { to: '/faq', label: 'FAQ' },
      { to: '/customer-service', label: 'Customer service' },
      { to: '/insider', label: 'Insider subscription' },
      { to: '/contact', label: 'Contact us' },
      { to: '/privacy', label: 'Privacy Policy' },
    ],
  },
] as const;

function SitemapPage() {
  return (
    <InfoPage title="Sitemap" intro="Everything on this site, in one place.">
      <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
        {SECTIONS.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            <ul>
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-forest hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section>
          <h2>Categories</h2>
          <ul>
            {CATEGORIES.map((category) => (
              <li key={category}>
                <Link
                  to="/clean-products"
                  search={{ category }}
                  className="text-forest hover:underline"
                >
                  {category}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </InfoPage>
  );
}
