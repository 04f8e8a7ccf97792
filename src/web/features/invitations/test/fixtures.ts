// Test-only: invitations as the API returns them.
import type {
  SentInvitation,
  SentInvitationList,
  WhatsappInvite,
} from '#shared/schemas/invitations.ts';
import { testId } from '#web/test/fixtures.ts';

export function aSentInvitation(overrides: Partial<SentInvitation> = {}): SentInvitation {
  return {
    id: testId(70),
    invitee_email: 'priya@example.com',
    invitee_name: 'Priya Sharma',
    invitee_company_name: 'Sharma Realty',
    invitee_phone: '+919876543210',
    message: 'Join us',
    invite_code: 'K7M2QX',
    status: 'pending',
    created_at: '2026-03-12T10:00:00.000Z',
    accepted_at: null,
    invite_url: 'http://localhost:3000/start?code=K7M2QX',
    ...overrides,
  };
}

export function aSentList(
  items: SentInvitation[],
  total = items.length,
  page = 1,
): SentInvitationList {
  return { items, total, page, page_size: 10 };
}

export function aWhatsappInvite(overrides: Partial<WhatsappInvite> = {}): WhatsappInvite {
  const message =
    'Hi Priya Sharma, Asha Rao has invited you to join BrokerCircle, the members-only network for real-estate brokers. Your invite code: K7M2QX. Join here: http://localhost:3000/start?code=K7M2QX';
  return {
    message,
    invite_url: 'http://localhost:3000/start?code=K7M2QX',
    phone: '+919876543210',
    whatsapp_url: `https://wa.me/919876543210?text=${encodeURIComponent(message)}`,
    ...overrides,
  };
}
