import { Link } from '@tanstack/react-router';

const NAV_LINKS = [
  { to: '/clean-products', label: 'CLEAN PRODUCTS' },
  { to: '/clear-reasons', label: 'CLEAR REASONS' },
  { to: '/personal-assistant', label: 'PERSONAL ASSISTANT' },
] as const;

/** The main links of the header (large screens) and of the phone menu; the current one is `.active`. */
export function MainNav({
  label,
  className,
  linkClassName,
  onNavigate,
}: {
  label: string;
  className: string;
  linkClassName: string;
  onNavigate?: () => void;
}) {
  return (
    <nav className={className} aria-label={label}>
      {NAV_LINKS.map((link) => (
        <Link key={link.to} to={link.to} onClick={onNavigate} className={linkClassName}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
