// The owner's 'Views' count follows recorded views (issue 17): 'Views 0' stayed after a
// view until a reload, because the listing was cached for 5 minutes.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '#web/test/fake-api.ts';
import { aNotification, aProperty, testId } from '#web/test/fixtures.ts';
import { createTestQueryClient } from '#web/test/render-with-providers.tsx';
import { renderWithRealtime } from '#web/test/render-with-realtime.tsx';
import { useProperty } from '../api/get-property';
import { propertyKeys } from '../api/query-keys';
import { PropertyFacts } from '../components/property-facts';
import { usePropertyViewsRealtime } from './use-property-views-realtime';

afterEach(() => vi.unstubAllGlobals());

const OWNER = testId(1);
const mine = aProperty({ id: testId(80), user_id: OWNER, is_owner: true, view_count: 0 });

function Listing({ id }: { id: string }) {
  const query = useProperty(id);
  return query.data ? <PropertyFacts property={query.data} /> : <p>Loading</p>;
}

/** The app shell's listener, and the listing page that the owner opens and leaves. */
function OwnerApp({ open }: { open: boolean }) {
  usePropertyViewsRealtime();
  const [shown, setShown] = useState(open);
  return shown ? (
    <Listing id={mine.id} />
  ) : (
    <button onClick={() => setShown(true)}>Open my listing</button>
  );
}

const views = () => screen.getByText('Views').closest('div')?.querySelector('dd')?.textContent;

function renderOwner(open: boolean, viewCount: () => number) {
  const api = fakeApi({
    [`GET /api/properties/${mine.id}`]: () => json({ ...mine, view_count: viewCount() }),
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(propertyKeys.detail(mine.id), mine);
  const live = renderWithRealtime(<OwnerApp open={open} />, { queryClient, userId: OWNER });
  return { ...live, api };
}

describe("the owner's view count", () => {
  it('is read again when the owner opens the listing, over a cached copy', async () => {
    const user = userEvent.setup();
    renderOwner(false, () => 1);
    await user.click(screen.getByRole('button', { name: 'Open my listing' }));
    await waitFor(() => expect(views()).toBe('1'));
  });

  it("follows a 'property_view' notification while the listing is open", async () => {
    let count = 0;
    const { send, api } = renderOwner(true, () => count);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(views()).toBe('0');
    count = 1;
    send({
      kind: 'notification.created',
      notification: aNotification({
        type: 'property_view',
        content: { viewer_id: testId(2), viewer_name: 'Vikram Shah', property_id: mine.id },
        entity_type: 'properties',
        entity_id: mine.id,
      }),
    });
    await waitFor(() => expect(views()).toBe('1'));
  });
});
