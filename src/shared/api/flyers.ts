// /api/flyers: a broker's client flyers of listings they may see (spec sections 2 to 8,
// decision 023): the list, the editor's draft, first save, update and delete, the two
// ways to bring in photos from the web, and, for a listing's owner, who made flyers of it.
import { z } from 'zod';
import { looseIdParamSchema } from '../schemas/common';
import {
  fetchImageInputSchema,
  fetchImageResultSchema,
  flyerDraftParamSchema,
  flyerDraftSchema,
  flyerListQuerySchema,
  flyerListSchema,
  flyerSchema,
  listingFlyersSchema,
  scrapeImagesInputSchema,
  scrapeImagesResultSchema,
} from '../schemas/flyers';
import { defineEndpoint } from './define-endpoint';

const tags = ['flyers'];

export const listFlyers = defineEndpoint({
  method: 'GET',
  path: '/api/flyers',
  operationId: 'listFlyers',
  summary: "The caller's flyers, newest first, each with whether its page is online",
  tags,
  access: 'user',
  query: flyerListQuerySchema,
  status: 200,
  response: flyerListSchema,
});

export const createFlyer = defineEndpoint({
  method: 'POST',
  path: '/api/flyers',
  operationId: 'createFlyer',
  summary: "Make a flyer of another broker's listing (the editor's first save)",
  tags,
  access: 'user',
  description:
    "Also takes JSON { property_id }: a flyer that starts as the property says. 403 `flyers_off` when the listing's owner does not allow client flyers.",
  // The route reads either body itself: no JSON schema here, so a form is not refused.
  multipart:
    "Multipart (the editor's first save): `data` = JSON { property_id, title, description, price_mode, price, custom_price_text, keep_images } with keep_images naming only the property's photos, `images` = new photo files (at most 5 photos in all).",
  status: 201,
  response: flyerSchema,
});

export const getFlyerDraft = defineEndpoint({
  method: 'GET',
  path: '/api/flyers/draft/:propertyId',
  operationId: 'getFlyerDraft',
  summary: 'What the flyer editor starts from for a listing; nothing is stored',
  description: 'Same refusals as creating a flyer.',
  tags,
  access: 'user',
  params: flyerDraftParamSchema,
  status: 200,
  response: flyerDraftSchema,
});

export const getFlyer = defineEndpoint({
  method: 'GET',
  path: '/api/flyers/:id',
  operationId: 'getFlyer',
  summary: "One of the caller's flyers, with the listing as the caller may see it now",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: flyerSchema,
});

export const updateFlyer = defineEndpoint({
  method: 'PUT',
  path: '/api/flyers/:id',
  operationId: 'updateFlyer',
  summary: "Save the editor's changes to one of the caller's flyers",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  multipart:
    'Multipart: `data` = JSON { title, description, price_mode, price, custom_price_text, keep_images }, `images` = new photo files (at most 5 photos in all).',
  status: 200,
  response: flyerSchema,
});

export const deleteFlyer = defineEndpoint({
  method: 'DELETE',
  path: '/api/flyers/:id',
  operationId: 'deleteFlyer',
  summary: "Delete one of the caller's flyers (its public page goes with it)",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 204,
  response: z.null(),
});

export const fetchFlyerImage = defineEndpoint({
  method: 'POST',
  path: '/api/flyers/fetch-image',
  operationId: 'fetchFlyerImage',
  summary: 'Fetch one image from the web by its URL, re-encoded as WebP, for the flyer editor',
  tags,
  access: 'user',
  body: fetchImageInputSchema,
  status: 200,
  response: fetchImageResultSchema,
  otherErrors: [502, 503],
});

export const scrapePropertyImages = defineEndpoint({
  method: 'POST',
  path: '/api/flyers/scrape-property-images',
  operationId: 'scrapePropertyImages',
  summary: 'The photo URLs a listing page on the web offers, for the flyer editor',
  tags,
  access: 'user',
  body: scrapeImagesInputSchema,
  status: 200,
  response: scrapeImagesResultSchema,
  otherErrors: [502, 503],
});

export const listListingFlyers = defineEndpoint({
  method: 'GET',
  path: '/api/properties/:id/flyers',
  operationId: 'listListingFlyers',
  summary: "Who made client flyers of the caller's own listing (404 for anyone else's)",
  tags: ['properties', 'flyers'],
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: listingFlyersSchema,
});
