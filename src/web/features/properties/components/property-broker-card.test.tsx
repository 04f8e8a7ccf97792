import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProperty } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { PropertyBrokerCard } from './property-broker-card';

describe('PropertyBrokerCard', () => {
  it("shows others the page's connect and message actions", () => {
    renderWithProviders(
      <PropertyBrokerCard property={aProperty({ is_owner: false })} actions={<button type="button">Message</button>} />,
    );
    expect(screen.getByText('Listed by')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Message' })).toBeTruthy();
  });

  it('shows the owner no connect or message on their own listing', () => {
    renderWithProviders(<PropertyBrokerCard property={aProperty()} actions={<button type="button">Message</button>} />);
    expect(screen.getByText('Listed by you')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
