// A message about a requirement (issue 19): 'I have a listing' opens the conversation
// with ?requirement=, a match's 'Message broker' with the listing and the requirement;
// the chips show what the next message is about and the message carries both ids.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aRequirement, REQUIREMENT_ID } from '#web/features/requirements/test/fixtures.ts';
import { fakeApi, json } from '#web/test/fake-api.ts';
import { aConversation, aMessage, aProperty, aUser, testId } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { ConversationPage } from './conversation';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const VIKRAM = testId(2);
const PROPERTY_ID = '11111111-1111-4111-8111-111111111111';
const TITLE = aRequirement().title;

function renderConversation(path: string) {
  const api = fakeApi({
    [`GET /api/messages/with/${VIKRAM}`]: json(aConversation([])),
    [`POST /api/messages/with/${VIKRAM}/read`]: json({
      updated: 0,
      read_at: new Date().toISOString(),
    }),
    [`GET /api/requirements/${REQUIREMENT_ID}`]: json(aRequirement({ is_owner: false })),
    [`GET /api/properties/${PROPERTY_ID}`]: json(aProperty({ is_owner: false })),
    'POST /api/messages': (call) =>
      json(
        aMessage({
          sender_id: testId(1),
          recipient_id: VIKRAM,
          content: (call.body as { content: string }).content,
          requirement_id: REQUIREMENT_ID,
          requirement_title: TITLE,
        }),
        201,
      ),
  });
  renderWithProviders(
    <Routes>
      <Route path="/inbox/:senderId" element={<ConversationPage />} />
    </Routes>,
    { path, user: aUser() },
  );
  return { ...api, user: userEvent.setup() };
}

describe('/inbox/:senderId with a requirement attached', () => {
  it("'I have a listing': the message carries the requirement", async () => {
    const { user, callsTo } = renderConversation(`/inbox/${VIKRAM}?requirement=${REQUIREMENT_ID}`);
    expect(await screen.findByText(TITLE)).toBeTruthy();
    await user.type(await screen.findByLabelText('Your reply'), 'I have a 3 BHK in Indiranagar');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(callsTo('POST /api/messages')).toHaveLength(1));
    expect(callsTo('POST /api/messages')[0]?.body).toEqual({
      recipient_id: VIKRAM,
      content: 'I have a 3 BHK in Indiranagar',
      property_id: null,
      requirement_id: REQUIREMENT_ID,
    });
    // Sent: the chip goes, and the message says what it is about.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove requirement' })).toBeNull(),
    );
    expect(screen.getByRole('link', { name: TITLE }).getAttribute('href')).toBe(
      `/requirement/${REQUIREMENT_ID}`,
    );
  });

  it("a match's 'Message broker': the listing and the requirement, each removable", async () => {
    const { user, callsTo } = renderConversation(
      `/inbox/${VIKRAM}?property=${PROPERTY_ID}&requirement=${REQUIREMENT_ID}`,
    );
    expect(await screen.findByText('Spacious 3 BHK in Indiranagar')).toBeTruthy();
    expect(await screen.findByText(TITLE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove property' }));
    await waitFor(() => expect(screen.queryByText('Spacious 3 BHK in Indiranagar')).toBeNull());
    expect(screen.getByText(TITLE)).toBeTruthy();
    await user.type(screen.getByLabelText('Your reply'), 'Is it still available?');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(callsTo('POST /api/messages')).toHaveLength(1));
    expect(callsTo('POST /api/messages')[0]?.body).toMatchObject({
      property_id: null,
      requirement_id: REQUIREMENT_ID,
    });
  });
});
