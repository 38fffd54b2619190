import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../client/routeTree.gen';
import { PAGES, idFromPath, isKnownRoute, matchPage } from './routes';

/** The paths of the router's pages (layout routes, which have children, are not pages). */
function routerPaths(): string[] {
  const router = createRouter({ routeTree, context: {} as never });
  return Object.values(router.routesById)
    .filter((route) => !route.children && !route.isRoot)
    .map((route) => route.fullPath as string);
}

describe('the page list', () => {
  it('names the pages of the router, and the router has no page it does not name', () => {
    const router = new Set(
      routerPaths().map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path)),
    );
    const listed = Object.values(PAGES).map((page) => page.path);
    for (const path of listed) expect(router, path).toContain(path);
    for (const path of router) expect(isKnownRoute(path.replaceAll('$', 'x')), path).toBe(true);
  });

  it('matches paths with their parameters, and knows unknown ones', () => {
    expect(matchPage('/blog/parabens%20plainly')).toMatchObject({
      name: 'post',
      params: { slug: 'parabens plainly' },
    });
    expect(matchPage('/product/12/')).toMatchObject({ name: 'product', params: { id: '12' } });
    expect(matchPage('/blog/%E0%A4%A')?.params.slug).toBeNull();
    expect(matchPage('/admin/posts/3/edit')?.name).toBe('admin');
    expect(matchPage('/')?.name).toBe('home');
    expect(isKnownRoute('/administrator')).toBe(false);
    expect(isKnownRoute('/blog')).toBe(false);
    expect(isKnownRoute('/product/1/reviews')).toBe(false);
  });
});

describe('idFromPath', () => {
  it('takes digits within a row id, nothing else', () => {
    expect(idFromPath('12')).toBe(12);
    expect(idFromPath('2147483647')).toBe(2_147_483_647);
    for (const bad of ['0', '2147483648', '1e3', '-1', '1.5', ' 1', 'abc', '', null])
      expect(idFromPath(bad), String(bad)).toBeNull();
  });
});
