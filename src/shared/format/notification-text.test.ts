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
