import { describe, expect, it } from 'vitest';
import { isInSection, mainNavItems } from './nav-items';

const requirements = mainNavItems.find((item) => item.label === 'Requirements')!;
const properties = mainNavItems.find((item) => item.label === 'Properties')!;

describe('the Requirements section of the navigation', () => {
  it.each(['/requirements', '/my-requirements', '/network-requirements', '/new-requirement', '/requirement/abc', '/edit-requirement/abc'])(
    '%s is in it',
    (path) => expect(isInSection(requirements, path)).toBe(true),
  );

  it.each(['/properties', '/network-properties', '/requirementsx', '/my-requirements-old', '/requirement'])(
    '%s is not',
    (path) => expect(isInSection(requirements, path)).toBe(false),
  );

  it('leaves the other items to their own path', () => {
    expect(isInSection(properties, '/properties')).toBe(true);
    expect(isInSection(properties, '/my-requirements')).toBe(false);
  });
});
