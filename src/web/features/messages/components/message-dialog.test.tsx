import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, networkDown } from '#web/test/fake-api.ts';
import { aMessage, aUser, testId } from '#web/test/fixtures.ts';
import { createTestQueryClient, renderWithProviders } from '#web/test/render-with-providers.tsx';
import { messageKeys } from '../api/query-keys';
import MessageDialog, { MessageDialogView, type MessageDialogState } from './message-dialog';

const ME = testId(1);

function renderView(state: MessageDialogState) {
  const props = { onClose: vi.fn(), onReply: vi.fn((_c: string) => Promise.resolve(true)) };
  renderWithProviders(<MessageDialogView state={state} meId={ME} sending={false} {...props} />);
  return props;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('MessageDialogView', () => {
  it("shows 'Loading message...' while the message loads", () => {
    renderView({ status: 'loading' });
    expect(screen.getByRole('dialog', { name: 'Message' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading message...');
  });

  it("shows 'Message not found'", () => {
    renderView({ status: 'not-found' });
    expect(screen.getByRole('dialog', { name: 'Message not found' })).toBeTruthy();
    expect(screen.queryByPlaceholderText('Type your reply...')).toBeNull();
  });

  it('shows the sender, the time, the property link and the body, and replies to the sender', async () => {
    const user = userEvent.setup();
    const props = renderView({
      status: 'ready',
      message: aMessage({ property_id: testId(9), property_title: 'Spacious 3 BHK in Indiranagar' }),
    });
    const dialog = screen.getByRole('dialog', { name: 'Message from Vikram Shah' });
    expect(within(dialog).getByText('1m ago')).toBeTruthy();
    expect(within(dialog).getByText(/Regarding property:/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Spacious 3 BHK in Indiranagar' }).getAttribute('href')).toBe(
      `/property/${testId(9)}`,
    );
    expect(within(dialog).getByText('Is the Indiranagar flat still available?')).toBeTruthy();
    const send = within(dialog).getByRole('button', { name: 'Send Reply' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByPlaceholderText('Type your reply...'), ' Yes, it is. ');
    await user.click(send);
    expect(props.onReply).toHaveBeenCalledWith('Yes, it is.');
    expect(within(dialog).getByRole('link', { name: 'Open conversation' }).getAttribute('href')).toBe(`/inbox/${testId(2)}`);
  });

  it('shows no property link when the reader may not see the property', () => {
    renderView({ status: 'ready', message: aMessage({ property_id: testId(9), property_title: null }) });
    expect(screen.queryByText(/Regarding property:/)).toBeNull();
  });

  it('closes with the Close button', async () => {
    const user = userEvent.setup();
    const props = renderView({ status: 'ready', message: aMessage() });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(props.onClose).toHaveBeenCalled();
  });
});

describe('MessageDialog', () => {
  it('shows a read message without marking it again', () => {
    const queryClient = createTestQueryClient();
    const message = aMessage({ read_at: new Date().toISOString() });
    queryClient.setQueryData(messageKeys.detail(message.id), message);
    const error = vi.spyOn(console, 'error');
    renderWithProviders(<MessageDialog messageId={message.id} meId={ME} onClose={() => {}} />, {
      queryClient,
      user: aUser(),
    });
    expect(screen.getByRole('dialog', { name: 'Message from Vikram Shah' })).toBeTruthy();
    expect(queryClient.isMutating()).toBe(0);
    expect(error).not.toHaveBeenCalled();
  });

  it('marks an unread message read on opening, and only logs a failure', async () => {
    const queryClient = createTestQueryClient();
    const message = aMessage();
    queryClient.setQueryData(messageKeys.detail(message.id), message);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The network is down (the outside world): the mark fails, which is only logged (spec section 8).
    fakeApi(networkDown);
    renderWithProviders(<MessageDialog messageId={message.id} meId={ME} onClose={() => {}} />, {
      queryClient,
      user: aUser(),
    });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Could not mark the message read', expect.anything()));
    expect(screen.getByRole('dialog', { name: 'Message from Vikram Shah' })).toBeTruthy();
    expect(screen.queryByText('Error')).toBeNull();
  });
});
