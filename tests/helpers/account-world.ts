// A small network around one broker, built through the API, for the 'Download my data'
// and 'Delete my account' tests: Asha (the subject) has a photo, listings with photos
// (one Public with its own page), a connection and a pending request, messages both
// ways (one about a listing), a post with an image, a comment, a like and a bookmark,
// a flyer with an uploaded photo, an invitation with its WhatsApp message, a requirement
// with a client note, an executed listing mandate; Bina is her connection and has private
// things of her own (a Private listing, a conversation with Chitra, her own e-mail and
// phone, her client's note) that must never reach Asha's export.
import { expect } from 'vitest';
import type { Flyer } from '#shared/schemas/flyers.ts';
import type { Post } from '#shared/schemas/feed.ts';
import type { Agreement } from '#shared/schemas/agreements.ts';
import type { Property } from '#shared/schemas/properties.ts';
import type { Requirement } from '#shared/schemas/requirements.ts';
import { agreementCall, CLIENT, sendMandate, signAsTheClient } from './agreements';
import { addComment, call, createPost } from './feed';
import { createFlyer, putFlyer, flyerData } from './flyers';
import { jpegImage, pngImage } from './images';
import { postWhatsapp, sendInvitation } from './invitations';
import { sendMessage } from './messages';
import { buildMultipart } from './multipart';
import { connectBrokers, createProperty, placeOf } from './properties';
import { updateProfile } from './public-pages';
import { postRequirement } from './requirements';
import { bearer, registerBroker, type SignedIn, type TestApp } from './test-app';

export type AccountWorld = {
  asha: SignedIn;
  bina: SignedIn;
  chitra: SignedIn;
  /** Asha's listings: an 'All' one with two photos and a Public one with a page. */
  listing: Property;
  publicListing: Property;
  /** Bina's listing Asha may see (All), and the Private one she may not. */
  binaListing: Property;
  binaPrivate: Property;
  post: Post;
  binaPost: Post;
  flyer: Flyer;
  requirement: Requirement;
  /** Asha's executed listing mandate (with its PDF). */
  agreement: Agreement;
  invitationEmail: string;
  avatarUrl: string;
  secrets: { binaEmail: string; binaPhone: string; binaPrivateTitle: string; binaToChitra: string; binaClientNote: string };
};

let worlds = 0;

export async function buildAccountWorld(t: TestApp): Promise<AccountWorld> {
  worlds += 1;
  const tag = `${worlds}${Date.now().toString(36)}`;
  const place = await placeOf(t);
  const asha = await registerBroker(t, { name: 'Asha Rao', email: `asha-${tag}@example.com` });
  const bina = await registerBroker(t, { name: 'Bina Shah', email: `bina-${tag}@example.com` });
  const chitra = await registerBroker(t, { name: 'Chitra Iyer', email: `chitra-${tag}@example.com` });
  const dev = await registerBroker(t, { name: 'Dev Kumar', email: `dev-${tag}@example.com` });

  await updateProfile(t, asha, {
    full_name: 'Asha Rao',
    phone: '9876543210',
    city: 'Bangalore',
    bio: 'Resale flats in Koramangala',
    vanity_url: `asha-${tag}`,
  });
  await updateProfile(t, bina, { full_name: 'Bina Shah', phone: '9123456780' });
  const avatar = buildMultipart([
    { name: 'avatar', filename: 'me.png', data: await pngImage(300, 300), contentType: 'image/png' },
  ]);
  const avatarRes = await t.app.inject({
    method: 'PUT',
    url: '/api/profiles/me/avatar',
    headers: { ...bearer(asha.accessToken), ...avatar.headers },
    payload: avatar.payload,
  });
  expect(avatarRes.statusCode, avatarRes.body).toBe(200);
  const avatarUrl = avatarRes.json<{ avatar_url: string }>().avatar_url;

  const listing = await createProperty(
    t,
    asha,
    place,
    { title: 'Asha corner flat', visibility: 'All' },
    [await jpegImage(640, 480, '#aa3333'), await jpegImage(640, 480, '#33aa33')],
  );
  const publicListing = await createProperty(
    t,
    asha,
    place,
    { title: 'Asha garden villa', visibility: 'Public' },
    [await jpegImage(640, 480, '#3333aa')],
  );

  await connectBrokers(t, asha, bina);
  await connectBrokers(t, bina, chitra);
  await connectBrokers(t, dev, asha, 'pending');

  const binaListing = await createProperty(t, bina, place, { title: 'Bina lake view', visibility: 'All' }, [
    await jpegImage(320, 240, '#999999'),
  ]);
  const binaPrivateTitle = `Bina secret plot ${tag}`;
  const binaPrivate = await createProperty(t, bina, place, { title: binaPrivateTitle, visibility: 'Private' });

  await sendMessage(t, asha, bina, 'Hello Bina, is the lake view flat still free?', binaListing.id);
  await sendMessage(t, bina, asha, 'Yes, come on Sunday =SUM(1,2)');
  const binaToChitra = `Bina to Chitra only ${tag}`;
  await sendMessage(t, bina, chitra, binaToChitra);

  const post = await createPost(t, asha, 'Asha: two new resale flats this week', await jpegImage(400, 300));
  const binaPost = await createPost(t, bina, 'Bina: looking for a 2 BHK');
  await addComment(t, asha, binaPost.id, 'Asha: I have one in HSR');
  await addComment(t, bina, post.id, 'Bina: nice!');
  expect((await call(t, asha, 'POST', `/api/posts/${binaPost.id}/like`)).statusCode).toBe(201);
  expect((await call(t, bina, 'POST', `/api/posts/${post.id}/like`)).statusCode).toBe(201);
  expect((await call(t, asha, 'PUT', `/api/posts/${binaPost.id}/bookmark`)).statusCode).toBe(200);

  const created = await createFlyer(t, asha, binaListing.id);
  const withPhoto = await putFlyer(t, asha, created.id, flyerData(created, { title: 'Lake view for my client' }), [
    await jpegImage(500, 400, '#dd8800'),
  ]);
  expect(withPhoto.statusCode, withPhoto.body).toBe(200);
  const flyer = withPhoto.json<Flyer>();

  const requirement = await postRequirement(t, asha, {
    property_type: 'Sale',
    city_id: place.cityId,
    area_ids: [],
    budget_min: null,
    budget_max: 20_000_000,
    bedrooms_min: 3,
    bedrooms_max: null,
    sqft_min: null,
    sqft_max: null,
    notes: 'Ready to move',
    client_note: 'Mr Kapoor, 98860 11111',
    visibility: 'Network Only',
  });
  const binaClientNote = `Bina's client Mrs Menon ${tag}`;
  await postRequirement(t, bina, { ...requirementShape(place.cityId), client_note: binaClientNote });

  const drafted = await agreementCall(t, asha, 'POST', '/api/agreements', {
    kind: 'seller_to_broker',
    terms: {
      owner_name: CLIENT.name,
      owner_email: CLIENT.email,
      owner_phone: '',
      property_id: listing.id,
      asking_price: 9_500_000,
      commission_basis: 'percent',
      commission_value: 2,
      start_date: '2026-12-01',
      end_date: '2027-02-28',
      exclusivity: 'exclusive',
      rera_number: '',
    },
  });
  expect(drafted.statusCode, drafted.body).toBe(201);
  const { token } = await sendMandate(t, asha, drafted.json<Agreement>().id);
  expect((await signAsTheClient(t, token)).statusCode).toBe(200);
  await t.app.jobs.runDue();
  const agreement = (await agreementCall(t, asha, 'GET', `/api/agreements/${drafted.json<Agreement>().id}`)).json<Agreement>();
  expect(agreement.pdf_sha256).not.toBeNull();

  const invitationEmail = `friend-${tag}@example.com`;
  const invitation = await sendInvitation(t, asha, {
    email: invitationEmail,
    name: 'Friend of Asha',
    phone: '9000000001',
  });
  expect((await postWhatsapp(t, asha, invitation.id)).statusCode).toBe(201);

  return {
    asha,
    bina,
    chitra,
    listing,
    publicListing,
    binaListing,
    binaPrivate,
    post,
    binaPost,
    flyer,
    requirement,
    agreement,
    invitationEmail,
    avatarUrl,
    secrets: { binaEmail: bina.email, binaPhone: '9123456780', binaPrivateTitle, binaToChitra, binaClientNote },
  };
}

const requirementShape = (cityId: number) => ({
  property_type: 'Rent' as const,
  city_id: cityId,
  area_ids: [],
  budget_min: null,
  budget_max: 50_000,
  bedrooms_min: 2,
  bedrooms_max: null,
  sqft_min: null,
  sqft_max: null,
  notes: '',
  visibility: 'Network Only' as const,
});
