import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Requirement } from '#shared/schemas/requirements.ts';
import { apiError, fakeApi, json } from '#web/test/fake-api.ts';
import { aNotification, aUser, testId } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { NotificationItem } from './notification-item';

const requirementId = testId(80);
const expiring = aNotification({
  id: testId(9),
  type: 'requirement_expiring',
  content: {
    requirement_id: requirementId,
    requirement_title: '3 BHK to buy in Whitefield, 1.2–1.5 Cr',
    expires_at: '2026-06-04T10:00:00.000Z',
  },
  action_url: `/requirement/${requirementId}`,
  created_at: '2026-06-01T10:00:00.000Z',
});

const renewed: Requirement = {
  id: requirementId,
  user_id: testId(1),
  title: '3 BHK to buy in Whitefield, 1.2–1.5 Cr',
  property_type: 'Sale',
  city_id: 1,
  city: 'Bangalore',
  areas: [{ id: 5, name: 'Whitefield' }],
  budget_min: 12_000_000,
  budget_max: 15_000_000,
  bedrooms_min: 3,
  bedrooms_max: 3,
  sqft_min: null,
  sqft_max: null,
  notes: '',
  client_note: '',
  visibility: 'Network Only',
  status: 'active',
  expires_at: '2026-07-04T10:00:00.000Z',
  created_at: '2026-05-05T10:00:00.000Z',
  updated_at: '2026-06-01T11:00:00.000Z',
  broker: { id: testId(1), full_name: 'Asha Rao', avatar_url: null, company_name: null, city: 'Bangalore' },
  is_owner: true,
};

afterEach(() => vi.unstubAllGlobals());

describe('a requirement_expiring notification', () => {
  it('says which requirement expires when, links to it, and renews it with one tap', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [`POST /api/requirements/${requirementId}/renew`]: json(renewed) });
    const onOpen = vi.fn();
    renderWithProviders(<NotificationItem notification={expiring} now={new Date('2026-06-01T12:00:00Z')} onOpen={onOpen} />, {
      user: aUser(),
    });
    const link = screen.getByRole('link', { name: /Requirement expiring/ });
    expect(link.getAttribute('href')).toBe(`/requirement/${requirementId}`);
    expect(link.textContent).toContain('Your requirement 3 BHK to buy in Whitefield, 1.2–1.5 Cr expires in 3 days');
    await user.click(screen.getByRole('button', { name: 'Renew' }));
    expect(await screen.findByText('Renewed')).toBeTruthy();
    expect(await screen.findByText('Requirement renewed for 30 more days')).toBeTruthy();
    expect(api.callsTo(`POST /api/requirements/${requirementId}/renew`)).toHaveLength(1);
    // Renewing is not opening: the notification stays where it is.
    expect(onOpen).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Renew' })).toBeNull();
  });

  it('keeps Renew when the server refuses, and says why', async () => {
    const user = userEvent.setup();
    fakeApi({
      [`POST /api/requirements/${requirementId}/renew`]: apiError(400, 'A fulfilled requirement cannot be renewed'),
    });
    renderWithProviders(<NotificationItem notification={expiring} now={new Date()} onOpen={() => {}} />, { user: aUser() });
    await user.click(screen.getByRole('button', { name: 'Renew' }));
    expect(await screen.findByText('A fulfilled requirement cannot be renewed')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Renew' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('other notifications have no Renew', () => {
    renderWithProviders(<NotificationItem notification={aNotification()} now={new Date()} onOpen={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Renew' })).toBeNull();
  });
});

describe('a requirement_match notification', () => {
  it("reads from the requirement owner's side and from the listing owner's", () => {
    const match = (content: Record<string, unknown>) =>
      aNotification({ id: testId(10), type: 'requirement_match', content, action_url: `/requirement/${requirementId}` });
    renderWithProviders(
      <ul>
        <li>
          <NotificationItem
            notification={match({ role: 'requirement_owner', match_count: 3, requirement_title: '3 BHK to buy in Whitefield' })}
            now={new Date()}
            onOpen={() => {}}
          />
        </li>
        <li>
          <NotificationItem
            notification={match({ role: 'listing_owner', match_count: 2, property_title: 'Lake view villa' })}
            now={new Date()}
            onOpen={() => {}}
          />
        </li>
      </ul>,
    );
    expect(screen.getByText('3 new listings match 3 BHK to buy in Whitefield')).toBeTruthy();
    expect(screen.getByText('Your listing Lake view villa matches 2 requirements in your network')).toBeTruthy();
  });
});

describe('a project_registration notification', () => {
  it("tells the marketer who registered whom, with its own icon, and opens the project's page", () => {
    const projectId = testId(701);
    const registration = aNotification({
      id: testId(11),
      type: 'project_registration',
      content: {
        project_id: projectId,
        project_name: 'Godrej Woods',
        broker_name: 'Farida First',
        client_name: 'Anil Kumar',
      },
      action_url: `/project/${projectId}`,
    });
    const onOpen = vi.fn();
    renderWithProviders(
      <NotificationItem notification={registration} now={new Date()} onOpen={onOpen} />,
    );
    const link = screen.getByRole('link', { name: /Client registered/ });
    expect(link.getAttribute('href')).toBe(`/project/${projectId}`);
    expect(link.textContent).toContain('Farida First registered Anil Kumar for Godrej Woods');
    expect(link.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe(
      'project_registration',
    );
    link.click();
    expect(onOpen).toHaveBeenCalledWith(registration);
  });
});
