import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ComingSoon } from './coming-soon';

describe('ComingSoon', () => {
  it("shows the spec's text and a Return Home link to /", () => {
    render(
      <MemoryRouter>
        <ComingSoon title="Project Marketing" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Project Marketing' })).toBeTruthy();
    expect(screen.getByText('This feature is currently under development and will be available soon.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
  });
});
