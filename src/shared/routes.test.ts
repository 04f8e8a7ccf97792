import { describe, expect, it } from 'vitest';
import { appRoutes, isAppRoute } from './routes';

describe('isAppRoute', () => {
  it('matches every route of the table, with parameters filled in', () => {
    for (const { path } of appRoutes) {
      const concrete = path.replace(/:[A-Za-z]+/g, 'abc-123');
      expect(isAppRoute(concrete), concrete).toBe(true);
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
