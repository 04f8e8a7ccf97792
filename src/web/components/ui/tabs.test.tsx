import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Harness() {
  const [value, setValue] = useState('mine');
  return (
    <Tabs
      label="Listings"
      value={value}
      onValueChange={setValue}
      tabs={[
        { value: 'mine', label: 'My Listings', panel: <p>mine panel</p> },
        { value: 'network', label: 'Network Listings', panel: <p>network panel</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows the chosen panel and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'My Listings' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'My Listings' }).textContent).toBe('mine panel');
    await user.click(screen.getByRole('tab', { name: 'My Listings' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel', { name: 'Network Listings' }).textContent).toBe(
      'network panel',
    );
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Network Listings' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My Listings' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});
