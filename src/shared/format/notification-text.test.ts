import { describe, expect, it } from 'vitest';
import { cutPreview, describeNotification } from './notification-text';

describe('cutPreview', () => {
  it('keeps a message of up to 60 characters as it is', () => {
    expect(cutPreview('Is the flat still available?')).toBe('Is the flat still available?');
    expect(cutPreview('x'.repeat(60))).toBe('x'.repeat(60));
  });

  it('cuts at 60 characters and adds an ellipsis', () => {
    expect(cutPreview('y'.repeat(61))).toBe(`${'y'.repeat(60)}...`);
  });

  it('counts characters, not UTF-16 units, so Devanagari and emoji are never split', () => {
    expect(cutPreview(`${'घर'.repeat(30)}🏠 बाकी`)).toBe(`${'घर'.repeat(30)}...`);
    expect(cutPreview(`${'घर'.repeat(29)}घ🏠 बाकी`)).toBe(`${'घर'.repeat(29)}घ🏠...`);
    expect(cutPreview('🏠'.repeat(61))).toBe(`${'🏠'.repeat(60)}...`);
  });
});

describe('describeNotification', () => {
  it('says who did what for each known type', () => {
    expect(describeNotification({ type: 'connection_request', content: { requester_name: 'Asha' } }).summary).toBe(
      'Asha wants to connect with you',
    );
    expect(describeNotification({ type: 'connection_accepted', content: { accepter_name: 'Bharat' } }).summary).toBe(
      'Bharat accepted your connection request',
    );
    expect(describeNotification({ type: 'new_member', content: { full_name: 'Chitra' } }).summary).toBe(
      'Chitra has joined your network',
    );
    expect(
      describeNotification({
        type: 'new_listing',
        content: { creator_name: 'Devi', area: 'Indiranagar', property_title: '3 BHK villa' },
      }).summary,
    ).toBe('Devi listed a property in Indiranagar: 3 BHK villa');
    expect(
      describeNotification({ type: 'property_view', content: { viewer_name: 'Emil', property_title: 'Sea view flat' } })
        .summary,
    ).toBe('Emil viewed Sea view flat');
  });

  it('shows a message preview cut at 60 characters, for message and chat_message alike', () => {
    const long = 'Please call me about the 2 BHK in Koramangala, the owner has lowered the price';
    for (const type of ['message', 'chat_message']) {
      const text = describeNotification({ type, content: { sender_name: 'Farah', message_preview: long } });
      expect(text.title).toBe('New message from Farah');
      expect(text.summary).toBe(`${long.slice(0, 60)}...`);
    }
  });

  it('falls back to a generic text for an unknown type, and to "Someone" for a missing name', () => {
    expect(describeNotification({ type: 'testimonial_added', content: {} })).toEqual({
      title: 'Notification',
      summary: 'You have a new notification',
    });
    expect(describeNotification({ type: 'connection_request', content: {} }).summary).toBe(
      'Someone wants to connect with you',
    );
    expect(describeNotification({ type: 'property_view', content: { viewer_name: ' ' } }).summary).toBe(
      'Someone viewed your property',
    );
  });
});

describe('requirement notifications', () => {
  it("count a batch of matches from the requirement owner's side", () => {
    const title = '3 BHK to buy in Whitefield';
    expect(
      describeNotification({ type: 'requirement_match', content: { role: 'requirement_owner', match_count: 3, requirement_title: title } }),
    ).toEqual({ title: 'New matches', summary: '3 new listings match 3 BHK to buy in Whitefield' });
    expect(
      describeNotification({
        type: 'requirement_match',
        content: { role: 'requirement_owner', match_count: 1, requirement_title: title, property_title: 'Lake view flat' },
      }).summary,
    ).toBe('Lake view flat matches 3 BHK to buy in Whitefield');
    expect(describeNotification({ type: 'requirement_match', content: { match_count: 1, requirement_title: title } }).summary).toBe(
      '1 new listing matches 3 BHK to buy in Whitefield',
    );
    expect(describeNotification({ type: 'requirement_match', content: {} }).summary).toBe('1 new listing matches your requirement');
  });

  it("and from the listing owner's", () => {
    expect(
      describeNotification({
        type: 'requirement_match',
        content: { role: 'listing_owner', match_count: 2, property_title: 'Sea view flat' },
      }),
    ).toEqual({ title: 'Your listing matches', summary: 'Your listing Sea view flat matches 2 requirements in your network' });
    expect(describeNotification({ type: 'requirement_match', content: { role: 'listing_owner', match_count: 1 } }).summary).toBe(
      'Your listing matches a requirement in your network',
    );
  });

  it('say how long a requirement has left, as of when the reminder was raised', () => {
    const content = { requirement_title: '2 BHK to rent in HSR Layout', expires_at: '2026-06-04T10:00:00.000Z' };
    expect(describeNotification({ type: 'requirement_expiring', content, created_at: '2026-06-01T10:30:00.000Z' })).toEqual({
      title: 'Requirement expiring',
      summary: 'Your requirement 2 BHK to rent in HSR Layout expires in 3 days',
    });
    expect(
      describeNotification({ type: 'requirement_expiring', content, created_at: '2026-06-03T12:00:00.000Z' }).summary,
    ).toBe('Your requirement 2 BHK to rent in HSR Layout expires in 1 day');
    expect(describeNotification({ type: 'requirement_expiring', content: {} }).summary).toBe('Your requirement expires soon');
  });
});

describe('describeNotification for projects', () => {
  it('tells the marketer of a registration and of a visit booked, with its India time', () => {
    const base = { project_name: 'Godrej Woods', broker_name: 'Farida', client_name: 'Anil' };
    expect(
      describeNotification({ type: 'project_registration', content: { ...base, registration_event: 'registered' } }),
    ).toEqual({ title: 'Client registered', summary: 'Farida registered Anil for Godrej Woods' });
    expect(
      describeNotification({
        type: 'project_registration',
        // 05:00 UTC is 10:30 in India.
        content: { ...base, registration_event: 'visit_booked', visit_at: '2026-03-12T05:00:00.000Z' },
      }),
    ).toEqual({
      title: 'Site visit booked',
      summary: 'Farida booked a site visit for Anil at Godrej Woods on 12 Mar 2026, 10:30 am',
    });
  });

  it('tells brokers with clients that a price sheet changed', () => {
    expect(
      describeNotification({
        type: 'project_update',
        content: { project_name: 'Godrej Woods', project_event: 'price_sheet' },
      }),
    ).toEqual({
      title: 'Price sheet updated',
      summary: 'Godrej Woods changed its price sheet: see the new prices before you quote',
    });
  });
});
