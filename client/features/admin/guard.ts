import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '@/routes/__root';

/** Only same-site admin paths are accepted as a place to return to after signing in. */
export function safeRedirect(target: unknown): string {
  return typeof target === 'string' && target.startsWith('/admin') && !target.startsWith('//')
    ? target
    : '/admin';
}

/** beforeLoad for every staff route: a signed-out visitor goes to the sign-in page and back. */
export async function requireStaff({
  context,
  location,
}: {
  context: RouterContext;
  location: { href: string };
}) {
  const staff = await context.utils.auth.me.fetch(undefined, { staleTime: 30_000 });
  if (!staff) throw redirect({ to: '/admin/login', search: { redirect: location.href } });
  return { staff };
}
