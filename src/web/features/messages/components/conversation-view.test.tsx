import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '#shared/schemas/messages.ts';
import { type ApiCall, fakeApi, networkDown } from '#web/test/fake-api.ts';
import { aConversation, aConversationSummary, aMessage, aUser, testId } from '#web/test/fixtures.ts';
import { createTestQueryClient, renderWithProviders } from '#web/test/render-with-providers.tsx';
import type { ConversationPages } from '../api/get-conversation';
import { messageKeys } from '../api/query-keys';
import { ConversationList } from './conversation-list';
import { ConversationView, type AttachedProperty } from './conversation-view';

const ME = testId(1);
const VIKRAM = testId(2);
let fetchCalls: ApiCall[];

beforeEach(() => {
  // The network is down (the outside world); what the view asked for is recorded.
  fetchCalls = fakeApi(networkDown).calls;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderView(
  pages: Conversation[],
  { property = null, onClearProperty = vi.fn() }: { property?: AttachedProperty | null; onClearProperty?: () => void } = {},
) {
  const queryClient = createTestQueryClient();
  const data: ConversationPages = { pages, pageParams: pages.map((_, i) => (i === 0 ? undefined : 'x')) };
  queryClient.setQueryData(messageKeys.conversation(VIKRAM), data);
  renderWithProviders(
    <ConversationView
      otherId={VIKRAM}
      meId={ME}
      connectAction={<button type="button">Connect</button>}
      property={property}
      onClearProperty={onClearProperty}
    />,
    { queryClient, user: aUser() },
  );
  return { queryClient, onClearProperty };
}

const theirs = aMessage({
  id: testId(101),
  created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
  property_id: testId(9),
  property_title: 'Spacious 3 BHK in Indiranagar',
  read_at: new Date().toISOString(),
});
const mine = aMessage({
  id: testId(102),
  sender_id: ME,
  recipient_id: VIKRAM,
  sender_name: 'Asha Rao',
  content: 'Yes, it is. Shall we visit on Saturday?',
  created_at: new Date(Date.now() - 3600_000).toISOString(),
});

describe('ConversationView', () => {
  it('shows the conversation oldest first with the property link, and marks it read on opening', async () => {
    renderView([aConversation([theirs, mine], { has_more: true })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Vikram Shah' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Inbox' }).getAttribute('href')).toBe('/inbox');
    const log = screen.getByRole('log', { name: 'Messages with Vikram Shah' });
    const items = within(log).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Vikram Shah:Regarding property: Spacious 3 BHK in Indiranagar'),
      expect.stringContaining('You:Yes, it is. Shall we visit on Saturday?'),
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Spacious 3 BHK in Indiranagar' }).getAttribute('href')).toBe(
      `/property/${testId(9)}`,
    );
    expect(items[1]!.textContent).toContain('Sent');
    expect(within(log).getByRole('button', { name: 'Load older messages' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Type your reply...')).toBeTruthy();
    await waitFor(() =>
      expect(fetchCalls).toContainEqual({ method: 'POST', path: `/api/messages/with/${VIKRAM}/read` }),
    );
  });

  it('shows the prompt to connect instead of the reply box when replies are not allowed', () => {
    renderView([aConversation([theirs], { can_reply: false })]);
    expect(screen.getByText('Connect with this broker to send them a message.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
    expect(screen.queryByPlaceholderText('Type your reply...')).toBeNull();
    // The history stays readable.
    expect(screen.getByText('Is the Indiranagar flat still available?')).toBeTruthy();
  });

  it('shows the attached property above the reply box, removable', async () => {
    const user = userEvent.setup();
    const { onClearProperty } = renderView([aConversation([])], {
      property: { id: testId(9), title: 'Spacious 3 BHK in Indiranagar' },
    });
    expect(screen.getByText('No messages yet')).toBeTruthy();
    expect(screen.getByText(/Regarding property:/).textContent).toBe('Regarding property: Spacious 3 BHK in Indiranagar');
    await user.click(screen.getByRole('button', { name: 'Remove property' }));
    expect(onClearProperty).toHaveBeenCalledTimes(1);
  });
});

describe('ConversationList', () => {
  it('lists conversations with the other broker, last message, time and unread count', () => {
    renderWithProviders(
      <ConversationList
        meId={ME}
        items={[
          aConversationSummary({ unread_count: 2 }),
          aConversationSummary({
            other: { ...aConversationSummary().other, id: testId(3), full_name: 'Meera Iyer' },
            last_message: aMessage({ sender_id: ME, recipient_id: testId(3), content: 'See you then', read_at: null }),
            unread_count: 0,
          }),
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('link');
    expect(first!.getAttribute('href')).toBe(`/inbox/${VIKRAM}`);
    expect(first!.textContent).toContain('Vikram Shah');
    expect(first!.textContent).toContain('Is the Indiranagar flat still available?');
    expect(first!.textContent).toContain('1m ago');
    expect(first!.textContent).toContain('2 unread');
    expect(second!.textContent).toContain('You: See you then');
    expect(second!.textContent).not.toContain('unread');
  });

  it('shows the empty state', () => {
    renderWithProviders(<ConversationList meId={ME} items={[]} />);
    expect(screen.getByRole('heading', { name: 'No conversations yet' })).toBeTruthy();
  });
});
