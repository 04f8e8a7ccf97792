import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '#web/test/render-with-providers.tsx';
import { messageKeys } from '../api/query-keys';
import { ChatLink } from './chat-link';

function renderLink(count: number) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(messageKeys.unreadCount, { count });
  renderWithProviders(<ChatLink />, { queryClient });
}

describe('ChatLink', () => {
  it('links to /inbox with no badge at zero', () => {
    renderLink(0);
    expect(screen.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/inbox');
    expect(screen.queryByTestId('message-badge')).toBeNull();
  });

  it('shows the unread count on the badge and in the name', () => {
    renderLink(4);
    expect(screen.getByRole('link', { name: 'Messages, 4 unread' })).toBeTruthy();
    expect(screen.getByTestId('message-badge').textContent).toBe('4');
  });

  it('shows 99+ above 99', () => {
    renderLink(150);
    expect(screen.getByTestId('message-badge').textContent).toBe('99+');
    expect(screen.getByRole('link', { name: 'Messages, 150 unread' })).toBeTruthy();
  });
});
