import { createFileRoute } from '@tanstack/react-router';
import { CATEGORIES } from '../../shared/catalog';
import { LinkGroupList, SITEMAP_SECTIONS, type LinkGroup } from '@/components/layout/site-links';
import { InfoPage } from '@/features/info/info-page';

export const Route = createFileRoute('/sitemap')({
  component: SitemapPage,
});

const CATEGORY_SECTION: LinkGroup = {
  title: 'Categories',
  links: CATEGORIES.map((category) => ({
    label: category,
    to: '/clean-products',
    search: { category },
  })),
};

function SitemapPage() {
  return (
    <InfoPage title="Sitemap" intro="Everything on this site, in one place.">
      <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
        {[...SITEMAP_SECTIONS, CATEGORY_SECTION].map((section) => (
          <LinkGroupList
            key={section.title}
            as="section"
            group={section}
            linkClassName="text-forest hover:underline"
          />
        ))}
      </div>
    </InfoPage>
  );
}
