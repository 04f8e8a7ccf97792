import { describe, expect, it } from 'vitest';
import { RESERVED_VANITY_URLS } from './schemas/profiles';
import { appRoutes, landingPage, listPageNames, matchAppRoute } from './routes';

const isAppRoute = (pathname: string) => matchAppRoute(pathname) !== undefined;

describe('matchAppRoute', () => {
  it('matches every route of the table to its own entry, with parameters filled in', () => {
    for (const route of appRoutes) {
      const concrete = route.path.replace(/:[A-Za-z]+/g, 'abc-123');
      expect(matchAppRoute(concrete), concrete).toBe(route);
    }
  });

  it("matches the spec's routes", () => {
    for (const path of [
      '/',
      '/start',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
      '/dashboard',
      '/dash',
      '/property/42',
      '/properties/42',
      '/new-edit-property/9f1c',
      '/broker/7',
      '/inbox',
      '/inbox/5',
      '/my-flyers/edit/3',
      '/agreements/broker-to-broker',
    ]) {
      expect(isAppRoute(path), path).toBe(true);
    }
  });

  it('ignores a trailing slash', () => {
    expect(isAppRoute('/dashboard/')).toBe(true);
    expect(isAppRoute('/property/42/')).toBe(true);
  });

  it('needs a value for a parameter and the exact number of segments', () => {
    expect(isAppRoute('/property')).toBe(false);
    expect(isAppRoute('/property/')).toBe(false);
    expect(isAppRoute('/property/42/edit')).toBe(false);
    expect(isAppRoute('/my-flyers/edit')).toBe(false);
  });

  it('does not match unknown paths or the server-rendered public pages', () => {
    for (const path of [
      '/nope',
      '/Dashboard',
      '/dashboardx',
      '/api/health',
      '/flyer/abc123',
      '/flyer/abc123/sea-view-flat',
      '/in/asha-rao',
      '/asha-rao/card',
      '/asha-rao/sea-view-flat',
    ]) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});

describe('the route table', () => {
  const paramsOf = (path: string) => path.match(/:\w+/g) ?? [];

  it('writes each path once', () => {
    const paths = appRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('sends each redirect to a path of the table that shows something, with only the params it has', () => {
    for (const route of appRoutes.filter((r) => r.redirect !== undefined)) {
      const target = appRoutes.find((r) => r.path === route.redirect);
      expect(target, route.path).toBeDefined();
      expect(target?.redirect, `${route.path} redirects to a redirect`).toBeUndefined();
      for (const param of paramsOf(route.redirect ?? ''))
        expect(paramsOf(route.path), route.path).toContain(param);
    }
  });

  it("knows the page each path lands on ('/' lands on /start's)", () => {
    const at = (path: string) => {
      const route = matchAppRoute(path);
      return route ? landingPage(route) : 'no route';
    };
    expect(at('/')).toBe('start');
    expect(at('/add-property')).toBe('property-form');
    expect(at('/properties/42')).toBe('property-detail');
    expect(at('/dash')).toBe('dashboard');
    expect(at('/project-marketing')).toBe('project-marketing');
    expect(listPageNames()).toContain('admin-reports');
    expect(new Set(listPageNames()).size).toBe(listPageNames().length);
  });

  it('reserves the first segment of every app path, so no vanity URL shadows one', () => {
    for (const { path } of appRoutes) {
      const first = path.split('/')[1] ?? '';
      if (first !== '') expect(RESERVED_VANITY_URLS.has(first), first).toBe(true);
    }
  });
});
