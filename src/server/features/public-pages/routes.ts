// The public pages (decision 011): server-rendered HTML, readable without the app's
// JavaScript, each with Open Graph/Twitter tags, a canonical URL and JSON-LD.
//   /flyer/{public_id}[/{slug}]   a broker's client flyer (301 to the canonical slug)
//   /{vanityOrId}/{slug}          a Public property's own page
//   /{vanityOrId}/card            the broker card
//   /in/{vanityOrId}              the broker profile with their Public listings
//   /p/{public_id}                a broker's page of a project (decision 044), while the
//                                 broker may still share it
//   /og/{flyer|property|broker|project}/{id}.jpg   the 1200 x 630 preview images
// A first segment that is reserved (/api/x) or a path of the route table (/inbox/x,
// /property/x; src/shared/routes.ts) is not a broker: it goes on to the not-found
// handler, which serves the app shell.
// A broker's former vanity URL answers 301 to the same page under the current one
// (decision 024), so links shared before a change keep working.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchAppRoute } from '#shared/routes.ts';
import { RESERVED_VANITY_URLS } from '#shared/schemas/profiles.ts';
import type { AppContext } from '#server/app-context.ts';
import { findBrokerByFormerVanity } from '../profiles';
import { openBrochureOf, sendBrochure } from '../projects';
import { renderBrokerCard, renderBrokerProfile } from './broker-pages';
import { renderFlyerPage, renderPropertyPage, type SiteInfo } from './listing-page';
import { renderNotFoundPage } from './not-found-page';
import { createOgImages } from './og-image';
import { renderProjectPage } from './project-page';
import { findPublicProjectShare } from './project-share-queries';
import {
  redirectPermanently,
  sendImageNotFound,
  sendJpeg,
  sendNotFoundPage,
  sendPage,
} from './page-reply';
import {
  findBrokerBySegment,
  findPublicFlyer,
  findPublicPropertyById,
  findPublicPropertyPage,
  listPublicListings,
  looksLikeBrokerSegment,
} from './queries';
import { isUuid } from '#server/lib/ids.ts';
import {
  brokerCardPath,
  brokerSegment,
  flyerPath,
  flyerSlugOf,
  profilePath,
  propertyPagePath,
} from './urls';

const CARD_SLUG = 'card';
const MAX_SEGMENT = 200;

const page = { config: { access: 'public' as const }, schema: { hide: true } };

export const publicPageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const site: SiteInfo = { siteName: ctx.config.productName, publicUrl: ctx.config.publicUrl };
  const notFoundHtml = renderNotFoundPage(site.siteName);
  const notFound = (reply: FastifyReply) => sendNotFoundPage(reply, notFoundHtml);
  const og = createOgImages(ctx.storage, ctx.log);

  /** The current first segment for a former vanity URL; undefined for anything else. */
  async function forwardedSegment(segment: string): Promise<string | undefined> {
    if (isUuid(segment) || !looksLikeBrokerSegment(segment)) return undefined;
    const broker = await findBrokerByFormerVanity(ctx.db, segment);
    return broker ? brokerSegment(broker) : undefined;
  }

  // ---------------------------------------------------------------- flyers

  async function flyerPage(
    request: FastifyRequest,
    reply: FastifyReply,
    publicId: string,
    slug?: string,
  ) {
    const found = await findPublicFlyer(ctx.db, publicId);
    if (!found) return notFound(reply);
    if (slug !== flyerSlugOf(found.flyer.title) || publicId !== found.flyer.publicId) {
      return redirectPermanently(reply, flyerPath(found.flyer.publicId, found.flyer.title));
    }
    return sendPage(request, reply, renderFlyerPage(site, found));
  }

  app.get('/flyer/:publicId', {
    ...page,
    schema: { ...page.schema, params: z.object({ publicId: z.string() }) },
    handler: (request, reply) => flyerPage(request, reply, request.params.publicId),
  });

  app.get('/flyer/:publicId/:slug', {
    ...page,
    schema: { ...page.schema, params: z.object({ publicId: z.string(), slug: z.string() }) },
    handler: (request, reply) =>
      flyerPage(request, reply, request.params.publicId, request.params.slug),
  });

  // ---------------------------------------------------------------- broker profile

  app.get('/in/:vanityOrId', {
    ...page,
    schema: { ...page.schema, params: z.object({ vanityOrId: z.string() }) },
    handler: async (request, reply) => {
      const { vanityOrId } = request.params;
      if (vanityOrId.length > MAX_SEGMENT) return notFound(reply);
      const broker = await findBrokerBySegment(ctx.db, vanityOrId);
      if (!broker) {
        const current = await forwardedSegment(vanityOrId);
        return current ? redirectPermanently(reply, profilePath(current)) : notFound(reply);
      }
      const segment = brokerSegment(broker);
      if (vanityOrId !== segment) return redirectPermanently(reply, profilePath(segment));
      const listings = await listPublicListings(ctx.db, broker.id);
      return sendPage(request, reply, renderBrokerProfile(site, broker, listings));
    },
  });

  // ---------------------------------------------------------------- project page

  // 'p' is reserved (RESERVED_VANITY_URLS) and too short for a vanity URL; this static
  // prefix also wins over /:vanityOrId/:slug in the router.
  app.get('/p/:publicId', {
    ...page,
    schema: { ...page.schema, params: z.object({ publicId: z.string() }) },
    handler: async (request, reply) => {
      const found = await findPublicProjectShare(ctx.db, request.params.publicId);
      if (!found) return notFound(reply);
      return sendPage(request, reply, renderProjectPage(site, found));
    },
  });

  // The brochure from a broker's page: for whoever has the link, while the page is online
  // (a Network Only project's client has no account to download it from the project).
  app.get('/p/:publicId/brochure', {
    ...page,
    schema: { ...page.schema, params: z.object({ publicId: z.string() }) },
    handler: async (request, reply) => {
      const found = await findPublicProjectShare(ctx.db, request.params.publicId);
      const download = found ? await openBrochureOf(ctx, found.project) : null;
      if (!download) return notFound(reply);
      return sendBrochure(reply, download);
    },
  });

  // ---------------------------------------------------------------- property page and card

  app.get('/:vanityOrId/:slug', {
    ...page,
    schema: { ...page.schema, params: z.object({ vanityOrId: z.string(), slug: z.string() }) },
    handler: async (request, reply) => {
      const { vanityOrId, slug } = request.params;
      const pathname = request.url.split('?')[0] ?? '/';
      if (
        !looksLikeBrokerSegment(vanityOrId) ||
        RESERVED_VANITY_URLS.has(vanityOrId.toLowerCase()) ||
        matchAppRoute(pathname) !== undefined
      ) {
        // The app's own routes and anything else that cannot be a broker.
        return reply.callNotFound();
      }
      if (slug.length > MAX_SEGMENT) return notFound(reply);
      const wanted = slug.toLowerCase();

      if (wanted === CARD_SLUG) {
        const broker = await findBrokerBySegment(ctx.db, vanityOrId);
        if (!broker) {
          const current = await forwardedSegment(vanityOrId);
          return current ? redirectPermanently(reply, brokerCardPath(current)) : notFound(reply);
        }
        const segment = brokerSegment(broker);
        if (vanityOrId !== segment || slug !== CARD_SLUG) {
          return redirectPermanently(reply, brokerCardPath(segment));
        }
        return sendPage(request, reply, renderBrokerCard(site, broker));
      }

      // Slugs are stored in lower case; another case, or the id where a vanity URL
      // exists, redirects to the canonical path.
      const found = await findPublicPropertyPage(ctx.db, vanityOrId, wanted);
      const publicSlug = found?.property.publicSlug;
      if (!found || !publicSlug) {
        // A live broker's unknown slug is simply not found; a former vanity forwards.
        const current = (await findBrokerBySegment(ctx.db, vanityOrId))
          ? undefined
          : await forwardedSegment(vanityOrId);
        return current
          ? redirectPermanently(reply, propertyPagePath(current, wanted))
          : notFound(reply);
      }
      const { property, broker } = found;
      const segment = brokerSegment(broker);
      if (vanityOrId !== segment || slug !== publicSlug) {
        return redirectPermanently(reply, propertyPagePath(segment, publicSlug));
      }
      return sendPage(request, reply, renderPropertyPage(site, property, broker));
    },
  });

  // ---------------------------------------------------------------- preview images

  app.get('/og/flyer/:publicId.jpg', {
    ...page,
    schema: { ...page.schema, params: z.object({ publicId: z.string() }) },
    handler: async (request, reply) => {
      const found = await findPublicFlyer(ctx.db, request.params.publicId);
      if (!found) return sendImageNotFound(reply);
      const images = found.flyer.images.length > 0 ? found.flyer.images : found.property.images;
      return sendJpeg(request, reply, await og.forListing(images));
    },
  });

  app.get('/og/property/:id.jpg', {
    ...page,
    schema: { ...page.schema, params: z.object({ id: z.string() }) },
    handler: async (request, reply) => {
      const property = await findPublicPropertyById(ctx.db, request.params.id);
      if (!property) return sendImageNotFound(reply);
      return sendJpeg(request, reply, await og.forListing(property.images));
    },
  });

  app.get('/og/project/:publicId.jpg', {
    ...page,
    schema: { ...page.schema, params: z.object({ publicId: z.string() }) },
    handler: async (request, reply) => {
      const found = await findPublicProjectShare(ctx.db, request.params.publicId);
      if (!found) return sendImageNotFound(reply);
      return sendJpeg(request, reply, await og.forListing(found.project.images));
    },
  });

  app.get('/og/broker/:id.jpg', {
    ...page,
    schema: { ...page.schema, params: z.object({ id: z.string() }) },
    handler: async (request, reply) => {
      const { id } = request.params;
      const broker = isUuid(id) ? await findBrokerBySegment(ctx.db, id) : undefined;
      if (!broker) return sendImageNotFound(reply);
      return sendJpeg(request, reply, await og.forBroker(broker.avatarUrl));
    },
  });
};
