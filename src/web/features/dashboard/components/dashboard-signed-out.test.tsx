import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { DashboardSignedOut } from './dashboard-signed-out';

describe('DashboardSignedOut', () => {
  it("shows the spec's text and a link to /login", () => {
    renderWithProviders(<DashboardSignedOut />);
    expect(screen.getByRole('heading', { level: 1, name: 'Please Log In' })).toBeTruthy();
    expect(screen.getByText('You need to be logged in to view your dashboard.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
  });
});
