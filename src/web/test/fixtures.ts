// Test-only: API shapes as the server returns them, with overrides.
import type { AuthUser } from '#shared/schemas/auth.ts';
import type { BrokerDirectoryItem, ConnectionListItem } from '#shared/schemas/connections.ts';
import type { Conversation, ConversationSummary, Message } from '#shared/schemas/messages.ts';
import type { Notification, NotificationList } from '#shared/schemas/notifications.ts';
import type { OwnProfile } from '#shared/schemas/profiles.ts';
import type { NetworkPropertyList, Property, PropertyList } from '#shared/schemas/properties.ts';

export function aProperty(overrides: Partial<Property> = {}): Property {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    user_id: '22222222-2222-4222-8222-222222222222',
    title: 'Spacious 3 BHK in Indiranagar',
    description: 'Sunny flat close to the metro, with two balconies.',
    price: 12_500_000,
    currency: 'INR',
    property_type: 'Sale',
    city_id: 1,
    city: 'Bangalore',
    area_id: 10,
    area: 'Indiranagar',
    bedrooms: 3,
    baths: 2,
    sqft: 1450,
    visibility: 'Network Only',
    allow_flyers: true,
    images: ['/media/property_images/k1/full.webp', '/media/property_images/k2/full.webp'],
    thumbnail_url: '/media/property_images/k1/thumb.webp',
    static_html_url: null,
    view_count: 4,
    created_at: '2026-03-12T10:00:00.000Z',
    updated_at: '2026-03-12T10:00:00.000Z',
    broker: {
      id: '22222222-2222-4222-8222-222222222222',
      full_name: 'Asha Rao',
      avatar_url: null,
      company_name: 'Rao Realty',
      city: 'Bangalore',
    },
    is_owner: true,
    can_edit: true,
    ...overrides,
  };
}

/** Page 1 of listings (the listing pages' size), the total following the items unless given. */
export function aPropertyList(items: Property[], overrides: Partial<PropertyList> = {}): PropertyList {
  return { items, total: items.length, page: 1, page_size: 8, ...overrides };
}

/** Test-only: a page of network listings (not counted: has_more, decision 046). */
export function aNetworkPropertyList(
  items: Property[],
  overrides: Partial<NetworkPropertyList> = {},
): NetworkPropertyList {
  return { items, has_more: false, page: 1, page_size: 8, ...overrides };
}

/** Test-only: a notification as the API returns it, with overrides (unread by default). */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    user_id: '22222222-2222-4222-8222-222222222222',
    type: 'connection_request',
    content: { requester_id: '44444444-4444-4444-8444-444444444444', requester_name: 'Vikram Shah' },
    entity_id: null,
    entity_type: null,
    action_url: '/broker/44444444-4444-4444-8444-444444444444',
    read_at: null,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    entity: null,
    ...overrides,
  };
}

/** A page of notifications; unread_count follows the items unless given. */
export function aNotificationList(
  items: Notification[],
  overrides: Partial<NotificationList> = {},
): NotificationList {
  return {
    items,
    total: items.length,
    unread_count: items.filter((n) => n.read_at === null).length,
    page: 1,
    page_size: 10,
    ...overrides,
  };
}

/** The n-th test id, a valid v4-shaped uuid. */
export function testId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** A signed-in broker; the n-th test id. */
export function aUser(n = 1, name = 'Asha Rao'): AuthUser {
  return {
    id: testId(n),
    email: `broker${n}@example.com`,
    user_metadata: { name },
    role: 'broker',
    aal: 'aal1',
    next_aal: 'aal1',
    created_at: '2026-01-01T10:00:00.000Z',
  };
}

/** A message from testId(2) (Vikram Shah) to testId(1), unread, a minute old. */
export function aMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: testId(100),
    sender_id: testId(2),
    recipient_id: testId(1),
    content: 'Is the Indiranagar flat still available?',
    property_id: null,
    property_title: null,
    requirement_id: null,
    requirement_title: null,
    sender_name: 'Vikram Shah',
    read_at: null,
    created_at: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}

export const vikram = {
  id: testId(2),
  full_name: 'Vikram Shah',
  avatar_url: null,
  company_name: 'Shah Estates',
  city: 'Bangalore',
};

/** One page of a conversation with Vikram (testId(2)), oldest first. */
export function aConversation(items: Message[], overrides: Partial<Conversation> = {}): Conversation {
  return { other: vikram, items, has_more: false, can_reply: true, ...overrides };
}

export function aConversationSummary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return { other: vikram, last_message: aMessage(), unread_count: 1, ...overrides };
}

export function aDirectoryItem(overrides: Partial<BrokerDirectoryItem> = {}): BrokerDirectoryItem {
  return {
    ...vikram,
    areas: ['Indiranagar', 'Koramangala'],
    listing_count: 3,
    connection: { state: 'none', connection_id: null },
    ...overrides,
  };
}

export function aConnectionItem(overrides: Partial<ConnectionListItem> = {}): ConnectionListItem {
  return {
    id: testId(50),
    status: 'accepted',
    requester_id: testId(1),
    recipient_id: testId(2),
    created_at: '2026-04-01T10:00:00.000Z',
    updated_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    direction: 'sent',
    other: vikram,
    listing_count: 3,
    ...overrides,
  };
}

/** The signed-in broker's own profile (GET /api/profiles/me), with a phone unless overridden. */
export function anOwnProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    full_name: 'Asha Rao',
    avatar_url: null,
    city: 'Bangalore',
    bio: null,
    areas: [],
    company_name: null,
    company: null,
    member_since: '2026-01-01T00:00:00.000Z',
    rating: null,
    phone: '+919876543210',
    website: null,
    rera_number: null,
    rera_state: null,
    rera_valid_until: null,
    vanity_url: null,
    role: 'broker',
    email: 'asha@example.com',
    invitedby: null,
    ...overrides,
  };
}
