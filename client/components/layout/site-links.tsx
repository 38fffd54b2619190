import { Link } from '@tanstack/react-router';
import siteLinks from './site-links.json' with { type: 'json' };

/** A link to one of the site's own pages, with its query (a catalogue category) if any. */
export interface SiteLink {
  label: string;
  to: string;
  search?: Record<string, string>;
}

/** A titled group of links: a footer column or a section of the sitemap page. */
export interface LinkGroup {
  title: string;
  links: SiteLink[];
}

/** The footer's link columns, each link a real page. */
export const FOOTER_COLUMNS: LinkGroup[] = siteLinks.footer;

/** The sitemap page's sections (its categories come from the catalogue). */
export const SITEMAP_SECTIONS: LinkGroup[] = siteLinks.sitemap;

/** One group as a heading over a list of links; the footer and the sitemap style it their own way. */
export function LinkGroupList({
  group,
  as: Wrapper = 'div',
  headingClassName,
  listClassName,
  linkClassName,
}: {
  group: LinkGroup;
  as?: 'div' | 'section';
  headingClassName?: string;
  listClassName?: string;
  linkClassName: string;
}) {
  return (
    <Wrapper>
      <h2 className={headingClassName}>{group.title}</h2>
      <ul className={listClassName}>
        {group.links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} search={link.search} className={linkClassName}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
