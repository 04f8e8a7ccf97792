import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AffiliationBadges } from './affiliation-badges';

const company = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Rao Realty',
  nar: true,
  creai: false,
  brai: true,
  realtor: false,
};

describe('AffiliationBadges', () => {
  it('shows a badge for each affiliation flag that is set', () => {
    render(<AffiliationBadges company={company} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'NAR India',
      'BRAI',
    ]);
  });

  it('shows nothing without a company or without flags', () => {
    const { container, rerender } = render(<AffiliationBadges company={null} />);
    expect(container.innerHTML).toBe('');
    rerender(<AffiliationBadges company={{ ...company, nar: false, brai: false }} />);
    expect(container.innerHTML).toBe('');
  });
});
