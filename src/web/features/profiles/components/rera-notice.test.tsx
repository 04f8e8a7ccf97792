import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RERA_MESSAGES } from '#shared/rera.ts';
import { anOwnProfile } from '#web/test/fixtures.ts';
import { ReraNotice } from './rera-notice';

const TODAY = '2026-11-26';

describe('ReraNotice', () => {
  it('asks for the number when it is missing', () => {
    render(<ReraNotice profile={anOwnProfile({ rera_number: null })} today={TODAY} />);
    expect(screen.getByRole('status').textContent).toBe(RERA_MESSAGES.missing);
  });

  it('warns within 30 days of the valid-until date, and once it has passed', () => {
    const { unmount } = render(
      <ReraNotice profile={anOwnProfile({ rera_number: 'A518', rera_valid_until: '2026-12-20' })} today={TODAY} />,
    );
    expect(screen.getByRole('status').textContent).toContain('valid until 20 December 2026');
    unmount();
    render(<ReraNotice profile={anOwnProfile({ rera_number: 'A518', rera_valid_until: '2026-11-01' })} today={TODAY} />);
    expect(screen.getByRole('status').textContent).toContain('lapsed on 1 November 2026');
  });

  it('says nothing for a registration valid beyond 30 days', () => {
    const { container } = render(
      <ReraNotice profile={anOwnProfile({ rera_number: 'A518', rera_valid_until: '2027-06-30' })} today={TODAY} />,
    );
    expect(container.textContent).toBe('');
  });
});
