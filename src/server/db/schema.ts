// The database: spec section 3's entities keep their table and field names, so the
// spec reads directly against the code; auth tables are ours (the spec's hosted
// backend kept them out of sight).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const id = () => uuid('id').primaryKey().defaultRandom();
/** A required reference whose row goes with the row it points at. */
const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

// ---------------------------------------------------------------- auth

export const authUsers = pgTable(
  'auth_users',
  {
    id: id(),
    // Stored lower-cased; the unique index settles two sign-ups racing for one address.
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('auth_users_email_key').on(t.email)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: cascadeRef('user_id', () => authUsers.id),
    // One family per sign-in; reuse of a rotated token revokes the family.
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    aal: text('aal').notNull().default('aal1'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    check('refresh_tokens_aal_check', sql`${t.aal} in ('aal1', 'aal2')`),
  ],
);

export const authFactors = pgTable(
  'auth_factors',
  {
    id: id(),
    userId: cascadeRef('user_id', () => authUsers.id),
    factorType: text('factor_type').notNull(),
    status: text('status').notNull().default('unverified'),
    friendlyName: text('friendly_name').notNull(),
    phone: text('phone'),
    issuer: text('issuer'),
    secret: text('secret'),
    // The TOTP time step of the last accepted code: a code is good once, not for its
    // whole 30-second window.
    lastUsedStep: integer('last_used_step'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('auth_factors_user_name_key').on(t.userId, t.friendlyName),
    check('auth_factors_type_check', sql`${t.factorType} in ('totp', 'phone')`),
    check('auth_factors_status_check', sql`${t.status} in ('unverified', 'verified')`),
  ],
);

export const authChallenges = pgTable('auth_challenges', {
  id: id(),
  factorId: cascadeRef('factor_id', () => authFactors.id),
  channel: text('channel'),
  // Phone factors: the hash of the code that was sent. TOTP: null.
  codeHash: text('code_hash'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: cascadeRef('user_id', () => authUsers.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);

/**
 * Per-account back-off for password and second-factor guesses (issue 17): every attempt
 * is counted before it is checked, the first few are free, then each must wait a rising
 * delay (capped, so an attacker cannot lock a broker out for long). On PostgreSQL, so
 * every instance shares it. A success deletes the row.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_throttle_window_idx').on(t.windowStartedAt)],
);

/** Fixed-window counters for per-broker limits on writes (posts, comments, requests). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowStartedAt)],
);

export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: createdAt(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------- spec entities

export const company = pgTable(
  'company',
  {
    id: id(),
    name: text('name').notNull(),
    nar: boolean('nar').notNull().default(false),
    creai: boolean('creai').notNull().default(false),
    brai: boolean('brai').notNull().default(false),
    realtor: boolean('realtor').notNull().default(false),
  },
  // Profiles find-or-create their company by name; the index settles two brokers of
  // one new company saving at the same moment (one row, whatever the letter case).
  (t) => [uniqueIndex('company_name_key').on(sql`lower(${t.name})`)],
);

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    avatarUrl: text('avatar_url'),
    city: text('city'),
    bio: text('bio'),
    areas: text('areas').array().notNull().default(sql`'{}'::text[]`),
    companyName: text('company_name'),
    companyId: uuid('company_id').references(() => company.id, { onDelete: 'set null' }),
    memberSince: timestamp('member_since', { withTimezone: true }).notNull().defaultNow(),
    invitedby: uuid('invitedby'),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    phone: text('phone'),
    website: text('website'),
    /** RERA agent registration (issue 20): printed on agreements, flyers and public pages. */
    reraNumber: text('rera_number'),
    reraState: text('rera_state'),
    reraValidUntil: date('rera_valid_until', { mode: 'string' }),
    role: text('role').notNull().default('broker'),
    vanityUrl: text('vanity_url'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('profiles_email_key').on(t.email),
    uniqueIndex('profiles_vanity_url_key').on(sql`lower(${t.vanityUrl})`),
    index('profiles_invitedby_idx').on(t.invitedby),
    check('profiles_role_check', sql`${t.role} in ('broker', 'admin')`),
  ],
);

/**
 * Every vanity URL a broker has held (decision 024), stored lower-cased. A former one
 * keeps redirecting to the broker's pages, so the primary key keeps it from anyone else;
 * its broker may take it back. The current one is also in profiles.vanity_url.
 */
export const vanityUrls = pgTable(
  'vanity_urls',
  {
    vanityUrl: text('vanity_url').primaryKey(),
    profileId: cascadeRef('profile_id', () => profiles.id),
    /** When the broker moved off it; null while it is their current one. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('vanity_urls_profile_idx').on(t.profileId, t.releasedAt),
    check('vanity_urls_lower_check', sql`${t.vanityUrl} = lower(${t.vanityUrl})`),
  ],
);

export const rbDocuments = pgTable('rb_documents', {
  id: serial('id').primaryKey(),
  docName: text('doc_name').notNull().unique(),
  content: text('content').notNull(),
});

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const localAreas = pgTable(
  'local_areas',
  {
    id: serial('id').primaryKey(),
    area: text('area').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('local_areas_city_area_key').on(t.cityId, t.area)],
);

export const properties = pgTable(
  'properties',
  {
    id: id(),
    userId: cascadeRef('user_id', () => profiles.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    price: numeric('price', { precision: 16, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('INR'),
    propertyType: text('property_type').notNull().default('Sale'),
    cityId: integer('city_id').references(() => cities.id),
    city: text('city'),
    areaId: integer('area_id').references(() => localAreas.id),
    area: text('area'),
    bedrooms: integer('bedrooms'),
    baths: integer('baths'),
    sqft: integer('sqft'),
    visibility: text('visibility').notNull().default('All'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    staticHtmlUrl: text('static_html_url'),
    // The slug of the property's own public page /{vanityOrId}/{public_slug}; kept when
    // the listing stops being Public so the same link revives (decision 011).
    publicSlug: text('public_slug'),
    viewCount: integer('view_count').notNull().default(0),
    // The owner's switch 'Other brokers may make client flyers' (decision 023): off, every
    // flyer of the listing is offline at once and no new one can be made.
    allowFlyers: boolean('allow_flyers').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('properties_user_created_idx').on(t.userId, t.createdAt),
    // Network listings: each connection's shared listings newest first in the list's
    // order, with the filters' columns, read index-only a page per connection (decision 046).
    index('properties_network_idx')
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.cityId, t.propertyType, t.price, t.bedrooms, t.areaId)
      .where(sql`${t.visibility} <> 'Private'`),
    index('properties_visibility_created_idx').on(t.visibility, t.createdAt),
    // A requirement's candidate listings, and the network filters: city, type, price.
    index('properties_matching_idx').on(t.cityId, t.propertyType, t.price),
    uniqueIndex('properties_user_public_slug_key')
      .on(t.userId, t.publicSlug)
      .where(sql`${t.publicSlug} is not null`),
    check('properties_type_check', sql`${t.propertyType} in ('Sale', 'Rent')`),
    check(
      'properties_visibility_check',
      sql`${t.visibility} in ('Private', 'Network Only', 'All', 'Public')`,
    ),
  ],
);

export const propertyViews = pgTable(
  'property_views',
  {
    id: id(),
    propertyId: cascadeRef('property_id', () => properties.id),
    userId: cascadeRef('user_id', () => profiles.id),
    // The day of the view in India (the product's home): a broker's views of a listing
    // count once per day, however often they sign in (issue 17).
    viewedOn: date('viewed_on', { mode: 'string' })
      .notNull()
      .default(sql`(now() at time zone 'Asia/Kolkata')::date`),
    createdAt: createdAt(),
  },
  (t) => [
    index('property_views_property_idx').on(t.propertyId),
    uniqueIndex('property_views_daily_key').on(t.propertyId, t.userId, t.viewedOn),
  ],
);

export const connections = pgTable(
  'connections',
  {
    id: id(),
    requesterId: cascadeRef('requester_id', () => profiles.id),
    recipientId: cascadeRef('recipient_id', () => profiles.id),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One connection per pair, whichever side asked.
    uniqueIndex('connections_pair_key').on(
      sql`least(${t.requesterId}, ${t.recipientId})`,
      sql`greatest(${t.requesterId}, ${t.recipientId})`,
    ),
    // Each side's connections by status, and (third column) the pair probe of the
    // visibility rule and the message checks as one index-only lookup (decision 013).
    index('connections_requester_idx').on(t.requesterId, t.status, t.recipientId),
    index('connections_recipient_idx').on(t.recipientId, t.status, t.requesterId),
    check('connections_status_check', sql`${t.status} in ('pending', 'accepted')`),
    check('connections_not_self_check', sql`${t.requesterId} <> ${t.recipientId}`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: cascadeRef('user_id', () => profiles.id),
    type: text('type').notNull(),
    content: jsonb('content').notNull().default({}),
    entityId: text('entity_id'),
    entityType: text('entity_type'),
    actionUrl: text('action_url'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    // The bell's unread count reads only these rows.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** One row per broker and type they changed; a missing row means the defaults. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: cascadeRef('user_id', () => profiles.id),
    type: text('type').notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(true),
    /** 'instant': e-mail as it happens; 'daily': in the one digest e-mail a day (issue 19). */
    delivery: text('delivery').notNull().default('instant'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type] }),
    check('notification_preferences_delivery_check', sql`${t.delivery} in ('instant', 'daily')`),
  ],
);

/**
 * "At most one of these per key and window": a connection request withdrawn and sent
 * again, a listing viewed again, a burst of messages, raise one notification or e-mail,
 * not one each (issue 17, mail bombing). The conflict on the key settles races.
 */
export const notificationThrottle = pgTable(
  'notification_throttle',
  {
    key: text('key').primaryKey(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('notification_throttle_last_idx').on(t.lastAt)],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    // No foreign keys on purpose (decision 029): a message outlives the account of one of
    // its two parties, whose id then names a 'Former member' in the other's conversation.
    // A message is only ever written between two members with an accepted connection
    // (checked and locked in send-service), and account deletion removes the messages of
    // a pair once neither party is left.
    senderId: uuid('sender_id').notNull(),
    recipientId: uuid('recipient_id').notNull(),
    content: text('content').notNull(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The requirement a message is about ('I have a listing', a match's broker; issue 19). */
    requirementId: uuid('requirement_id').references((): AnyPgColumn => requirements.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_sender_recipient_idx').on(t.senderId, t.recipientId, t.createdAt),
    index('messages_recipient_sender_idx').on(t.recipientId, t.senderId, t.createdAt),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    // Null only for the bootstrap invitation of an empty database.
    inviterId: uuid('inviter_id').references(() => profiles.id, { onDelete: 'set null' }),
    inviteeEmail: text('invitee_email').notNull(),
    inviteeName: text('invitee_name'),
    inviteeCompanyName: text('invitee_company_name'),
    inviteePhone: text('invitee_phone'),
    message: text('message'),
    inviteCode: text('invite_code').notNull(),
    status: text('status').notNull().default('pending'),
    acceptedBy: uuid('accepted_by').references(() => profiles.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_invite_code_key').on(t.inviteCode),
    // One live code per inviter and address (decisions 012 and 026): two sends at the same
    // instant cannot both insert. The bootstrap invitation (no inviter) counts as one
    // inviter, so two instances booting at once on an empty database make one code.
    uniqueIndex('invitations_pending_inviter_email_key')
      .on(
        sql`coalesce(${t.inviterId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        sql`lower(${t.inviteeEmail})`,
      )
      .where(sql`${t.status} = 'pending'`),
    index('invitations_inviter_idx').on(t.inviterId, t.createdAt),
    check('invitations_status_check', sql`${t.status} in ('pending', 'accepted')`),
  ],
);

export const whatsappOutbound = pgTable('whatsapp_outbound', {
  id: id(),
  userId: uuid('user_id').references(() => profiles.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  url: text('url').notNull(),
  phone: text('phone'),
  sendStatus: text('send_status').notNull().default('pending'),
  createdAt: createdAt(),
  messageType: text('message_type').notNull().default('invite'),
  image: text('image'),
});

export const socialPosts = pgTable(
  'social_posts',
  {
    id: id(),
    userId: cascadeRef('user_id', () => profiles.id),
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('social_posts_user_created_idx').on(t.userId, t.createdAt),
    // The feed page: each author's shown posts newest first in the feed's own order,
    // read index-only a page per author (decision 046).
    index('social_posts_feed_idx')
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.hiddenAt} is null`),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: cascadeRef('post_id', () => socialPosts.id),
    userId: cascadeRef('user_id', () => profiles.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    // A reader's own likes: the feed's is_liked, and deleting a broker (decision 013).
    index('post_likes_user_post_idx').on(t.userId, t.postId),
  ],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: id(),
    postId: cascadeRef('post_id', () => socialPosts.id),
    userId: cascadeRef('user_id', () => profiles.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('post_comments_post_created_idx').on(t.postId, t.createdAt)],
);

export const postBookmarks = pgTable(
  'post_bookmarks',
  {
    postId: cascadeRef('post_id', () => socialPosts.id),
    userId: cascadeRef('user_id', () => profiles.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

export const postReports = pgTable(
  'post_reports',
  {
    id: id(),
    postId: cascadeRef('post_id', () => socialPosts.id),
    reporterId: cascadeRef('reporter_id', () => profiles.id),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('post_reports_post_reporter_key').on(t.postId, t.reporterId),
    check('post_reports_status_check', sql`${t.status} in ('open', 'dismissed', 'hidden')`),
  ],
);

export const flyers = pgTable(
  'flyers',
  {
    id: id(),
    userId: cascadeRef('user_id', () => profiles.id),
    propertyId: cascadeRef('property_id', () => properties.id),
    publicId: text('public_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    price: numeric('price', { precision: 16, scale: 2, mode: 'number' }),
    customPriceText: text('custom_price_text'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('flyers_public_id_key').on(t.publicId),
    index('flyers_user_created_idx').on(t.userId, t.createdAt),
  ],
);

// ---------------------------------------------------------------- background jobs

/**
 * Work done outside a request (decision 027): enqueued inside the caller's transaction,
 * claimed with FOR UPDATE SKIP LOCKED by whichever instance's runner asks first, and
 * held under a lease that a crashed instance lets run out. A finished job stays for a
 * while as a record, then the hourly cleanup removes it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status').notNull().default('queued'),
    /** Not before this moment (a retry's back-off, or a job for later). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** At most one queued or running job per (name, key): a schedule's run, one export. */
    singletonKey: text('singleton_key'),
    /** New on every claim: only the claim that holds it may finish the job. */
    lockToken: uuid('lock_token'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'queued'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    index('jobs_finished_idx').on(t.finishedAt).where(sql`${t.finishedAt} is not null`),
    uniqueIndex('jobs_singleton_key')
      .on(t.name, t.singletonKey)
      .where(sql`${t.singletonKey} is not null and ${t.status} in ('queued', 'running')`),
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'succeeded', 'failed')`),
    check('jobs_attempts_check', sql`${t.maxAttempts} >= 1 and ${t.attempts} >= 0`),
  ],
);

/**
 * Recurring jobs: the instance whose conditional update moves next_run_at on to the
 * next period enqueues that period's run, so it runs once whatever the instance count.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- a broker's data

/**
 * 'Download my data' (decision 028): a zip built by a background job, kept in storage
 * until expires_at, then removed by the hourly cleanup. Downloaded only by its owner
 * through a short-lived single-use ticket that an authenticated call hands out.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: cascadeRef('user_id', () => profiles.id),
    status: text('status').notNull().default('queued'),
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ticketHash: text('ticket_hash'),
    ticketExpiresAt: timestamp('ticket_expires_at', { withTimezone: true }),
  },
  (t) => [
    // One export being prepared per broker, however many requests race.
    uniqueIndex('data_exports_one_active_key')
      .on(t.userId)
      .where(sql`${t.status} in ('queued', 'building')`),
    index('data_exports_user_created_idx').on(t.userId, t.createdAt),
    index('data_exports_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'ready'`),
    check(
      'data_exports_status_check',
      sql`${t.status} in ('queued', 'building', 'ready', 'failed', 'expired')`,
    ),
  ],
);

// ---------------------------------------------------------------- requirements (issue 19)

/**
 * What a broker's buyer or tenant needs. The network sees every field but client_note,
 * which reaches its owner only. Matching (requirement_matches) reads the active ones by
 * city and type; a listing's matching starts from requirements_matching_idx.
 */
export const requirements = pgTable(
  'requirements',
  {
    id: id(),
    userId: cascadeRef('user_id', () => profiles.id),
    propertyType: text('property_type').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    /** Areas of the city; empty = anywhere in it. Checked against local_areas on write. */
    areaIds: integer('area_ids').array().notNull().default(sql`'{}'::integer[]`),
    budgetMin: bigint('budget_min', { mode: 'number' }),
    budgetMax: bigint('budget_max', { mode: 'number' }),
    bedroomsMin: integer('bedrooms_min'),
    bedroomsMax: integer('bedrooms_max'),
    sqftMin: integer('sqft_min'),
    sqftMax: integer('sqft_max'),
    notes: text('notes').notNull().default(''),
    clientNote: text('client_note').notNull().default(''),
    visibility: text('visibility').notNull().default('Network Only'),
    status: text('status').notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    /** When the owner was told it expires soon; cleared on renewal. */
    expiryNoticeAt: timestamp('expiry_notice_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('requirements_user_created_idx').on(t.userId, t.createdAt),
    index('requirements_visibility_created_idx').on(t.visibility, t.createdAt),
    // A listing's candidates: active requirements of its city and type.
    index('requirements_matching_idx')
      .on(t.cityId, t.propertyType, t.budgetMax)
      .where(sql`${t.status} = 'active'`),
    index('requirements_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'active'`),
    check('requirements_type_check', sql`${t.propertyType} in ('Sale', 'Rent')`),
    check('requirements_visibility_check', sql`${t.visibility} in ('Private', 'Network Only', 'All')`),
    check('requirements_status_check', sql`${t.status} in ('active', 'on_hold', 'fulfilled', 'expired')`),
    check(
      'requirements_ranges_check',
      sql`(${t.budgetMin} is null or ${t.budgetMax} is null or ${t.budgetMin} <= ${t.budgetMax})
        and (${t.bedroomsMin} is null or ${t.bedroomsMax} is null or ${t.bedroomsMin} <= ${t.bedroomsMax})
        and (${t.sqftMin} is null or ${t.sqftMax} is null or ${t.sqftMin} <= ${t.sqftMax})`,
    ),
    check(
      'requirements_positive_check',
      sql`coalesce(${t.budgetMin}, 1) > 0 and coalesce(${t.budgetMax}, 1) > 0
        and coalesce(${t.bedroomsMin}, 0) >= 0 and coalesce(${t.bedroomsMax}, 0) >= 0
        and coalesce(${t.sqftMin}, 1) > 0 and coalesce(${t.sqftMax}, 1) > 0`,
    ),
  ],
);

/**
 * One row per requirement and listing that matched at some time. `active` says whether
 * they match now (a pair that stops matching leaves the lists, keeps its row); a pair is
 * announced once, when announced_at is first set, so a pair matching again is not news.
 */
export const requirementMatches = pgTable(
  'requirement_matches',
  {
    id: id(),
    requirementId: cascadeRef('requirement_id', () => requirements.id),
    propertyId: cascadeRef('property_id', () => properties.id),
    score: integer('score').notNull(),
    reasons: text('reasons').array().notNull().default(sql`'{}'::text[]`),
    state: text('state').notNull().default('new'),
    active: boolean('active').notNull().default(true),
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('requirement_matches_pair_key').on(t.requirementId, t.propertyId),
    index('requirement_matches_requirement_idx')
      .on(t.requirementId, t.score, t.createdAt)
      .where(sql`${t.active}`),
    index('requirement_matches_property_idx').on(t.propertyId).where(sql`${t.active}`),
    check('requirement_matches_state_check', sql`${t.state} in ('new', 'shortlisted', 'rejected')`),
    check('requirement_matches_score_check', sql`${t.score} between 0 and 100`),
  ],
);

/** One digest e-mail per broker and day: the key that makes two instances send one. */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: cascadeRef('user_id', () => profiles.id),
    day: date('day', { mode: 'string' }).notNull(),
    notificationCount: integer('notification_count').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

// ---------------------------------------------------------------- agreements (issue 20)

export const agreements = pgTable(
  'agreements',
  {
    id: id(),
    /** The broker who drafted it; only the parties ever see it. */
    ownerId: cascadeRef('owner_id', () => profiles.id),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('draft'),
    language: text('language').notNull().default('en'),
    /** The terms as entered (validated by the kind's schema on every write). */
    terms: jsonb('terms').notNull(),
    /** The listing it is about; the document keeps its title once sent. */
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The buyer's mandate's and co-broking's requirement (the drafting broker's own). */
    requirementId: uuid('requirement_id').references((): AnyPgColumn => requirements.id, { onDelete: 'set null' }),
    /**
     * Co-broking: the client broker's note on the client as it was when both had signed, the
     * disclosure the listing broker signed for (the requirement's own note may change later).
     */
    disclosedClientNote: text('disclosed_client_note'),
    /** The document's facts as sent (listing, broker), so later edits elsewhere do not change it. */
    documentFacts: jsonb('document_facts'),
    /** SHA-256 of the document text as sent: what every signature is taken over. */
    documentSha256: text('document_sha256'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    /** When the broker was reminded that the link is still unsigned (once, after 3 days). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    pdfKey: text('pdf_key'),
    pdfSha256: text('pdf_sha256'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('agreements_owner_created_idx').on(t.ownerId, t.createdAt),
    index('agreements_requirement_idx').on(t.requirementId),
    index('agreements_expiry_idx').on(t.expiresAt).where(sql`${t.status} in ('sent', 'viewed')`),
    index('agreements_reminder_idx').on(t.sentAt).where(sql`${t.status} in ('sent', 'viewed') and ${t.remindedAt} is null`),
    uniqueIndex('agreements_pdf_sha256_idx').on(t.pdfSha256),
    check('agreements_kind_check', sql`${t.kind} in ('seller_to_broker', 'buyer_to_broker', 'broker_to_broker')`),
    check(
      'agreements_status_check',
      sql`${t.status} in ('draft', 'sent', 'viewed', 'executed', 'declined', 'cancelled', 'expired')`,
    ),
    check('agreements_language_check', sql`${t.language} in ('en', 'hi')`),
    check('agreements_sent_check', sql`${t.status} = 'draft' or (${t.sentAt} is not null and ${t.documentSha256} is not null)`),
  ],
);

/** Who signs: the broker (in the app) and the client (by link and one-time code). */
export const agreementSigners = pgTable(
  'agreement_signers',
  {
    id: id(),
    agreementId: cascadeRef('agreement_id', () => agreements.id),
    role: text('role').notNull(),
    /** The member who signs in the app; null for a client without an account. */
    userId: uuid('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** SHA-256 of the signing link's token; null once the link is dead. */
    tokenHash: text('token_hash'),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedName: text('signed_name'),
    /** The document's SHA-256 as this signer saw it when signing. */
    signedDocumentSha256: text('signed_document_sha256'),
    signatureKey: text('signature_key'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agreement_signers_role_idx').on(t.agreementId, t.role),
    uniqueIndex('agreement_signers_token_idx').on(t.tokenHash),
    check('agreement_signers_role_check', sql`${t.role} in ('broker', 'client', 'listing_broker')`),
    // A member's agreements drafted by someone else (co-broking's listing broker).
    index('agreement_signers_member_idx').on(t.userId, t.createdAt).where(sql`${t.role} = 'listing_broker'`),
    check('agreement_signers_attempts_check', sql`${t.codeAttempts} >= 0`),
  ],
);

/** The audit trail: every step, who took it, from where. Never updated. */
export const agreementEvents = pgTable(
  'agreement_events',
  {
    id: id(),
    agreementId: cascadeRef('agreement_id', () => agreements.id),
    signerId: uuid('signer_id').references(() => agreementSigners.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    actor: text('actor').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').notNull().default(sql`'{}'::jsonb`),
    // The clock, not the transaction's start: steps written in one transaction (the
    // broker's signature and the send) keep their order.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('agreement_events_agreement_idx').on(t.agreementId, t.createdAt)],
);

// ---------------------------------------------------------------- project marketing (issue 21)

/**
 * A new project sold through the network (decision 044). Its marketer (who created it, or
 * whom an admin assigned it to) sets who sees it (the listing words) and who may bring
 * clients; `protection_days` is the window a first registration protects its client.
 */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    marketerId: cascadeRef('marketer_id', () => profiles.id),
    name: text('name').notNull(),
    developer: text('developer').notNull().default(''),
    reraProjectNumber: text('rera_project_number').notNull().default(''),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    area: text('area').notNull().default(''),
    address: text('address').notNull().default(''),
    possessionDate: date('possession_date', { mode: 'string' }),
    description: text('description').notNull().default(''),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    visibility: text('visibility').notNull().default('Network Only'),
    status: text('status').notNull().default('pre_launch'),
    protectionDays: integer('protection_days').notNull().default(60),
    whoMayRegister: text('who_may_register').notNull().default('network'),
    /** The channel-partner terms as the marketer wrote them ('2.5 % of agreement value'). */
    commission: text('commission').notNull().default(''),
    /** Up to 10 photo URLs, stored by the listings' image pipeline (issue 21, media slice). */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** The brochure PDF's storage URL, its file name as uploaded and its size in bytes. */
    brochureUrl: text('brochure_url'),
    brochureName: text('brochure_name'),
    brochureBytes: integer('brochure_bytes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_marketer_created_idx').on(t.marketerId, t.createdAt),
    index('projects_visibility_created_idx').on(t.visibility, t.createdAt),
    check('projects_visibility_check', sql`${t.visibility} in ('Network Only', 'All', 'Public')`),
    check('projects_status_check', sql`${t.status} in ('pre_launch', 'launched', 'ready', 'sold_out')`),
    check('projects_protection_days_check', sql`${t.protectionDays} between 1 and 365`),
    check('projects_who_may_register_check', sql`${t.whoMayRegister} in ('network', 'all')`),
  ],
);

/**
 * A broker's client registered for a project. One row per phone and project: the unique
 * key settles races, and a later broker takes the row over only once its protection has
 * ended (one INSERT ... ON CONFLICT DO UPDATE ... WHERE protected_until <= now()).
 * `client_phone` is stored normalised (+91 and 10 digits) so that it can be compared.
 */
export const projectRegistrations = pgTable(
  'project_registrations',
  {
    id: id(),
    projectId: cascadeRef('project_id', () => projects.id),
    brokerId: cascadeRef('broker_id', () => profiles.id),
    clientName: text('client_name').notNull(),
    clientPhone: text('client_phone').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    protectedUntil: timestamp('protected_until', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('registered'),
  },
  (t) => [
    uniqueIndex('project_registrations_project_phone_key').on(t.projectId, t.clientPhone),
    index('project_registrations_broker_registered_idx').on(t.brokerId, t.registeredAt),
    check('project_registrations_status_check', sql`${t.status} in ('registered', 'visited', 'booked')`),
  ],
);

// ---- project marketing: price sheet and inventory (issue 21, third slice)

/** A unit type of a project's price sheet ('2 BHK', 1150 sq ft carpet, ₹8,200 a sq ft). Rupees are whole. */
export const projectUnitTypes = pgTable(
  'project_unit_types',
  {
    id: id(),
    projectId: cascadeRef('project_id', () => projects.id),
    label: text('label').notNull(),
    carpetSqft: integer('carpet_sqft').notNull(),
    pricePerSqft: bigint('price_per_sqft', { mode: 'number' }).notNull(),
    /** Rupees per sq ft added for each floor above the first. */
    floorRise: bigint('floor_rise', { mode: 'number' }).notNull().default(0),
    otherCharges: bigint('other_charges', { mode: 'number' }).notNull().default(0),
    /** Entered 'from' price; null = computed (carpet × price per sq ft + other charges). */
    fromPrice: bigint('from_price', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('project_unit_types_project_idx').on(t.projectId, t.createdAt)],
);

/** The project's inventory settings: how long a broker's hold lasts. */
export const projectInventorySettings = pgTable(
  'project_inventory_settings',
  {
    projectId: uuid('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    holdHours: integer('hold_hours').notNull().default(24),
  },
  (t) => [
    check('project_inventory_settings_hold_hours_check', sql`${t.holdHours} between 1 and 720`),
  ],
);

export const projectTowers = pgTable(
  'project_towers',
  {
    id: id(),
    projectId: cascadeRef('project_id', () => projects.id),
    name: text('name').notNull(),
    floors: integer('floors').notNull(),
    unitsPerFloor: integer('units_per_floor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_towers_project_name_key').on(t.projectId, t.name),
    check(
      'project_towers_size_check',
      sql`${t.floors} between 1 and 60 and ${t.unitsPerFloor} between 1 and 20`,
    ),
  ],
);

/**
 * A unit of a tower. `held` with `hold_expires_at <= now()` is available: reads and the
 * hold statement treat it so, no job needed. A hold is one conditional UPDATE: of two
 * brokers at once exactly one gets the row back.
 */
export const projectUnits = pgTable(
  'project_units',
  {
    id: id(),
    projectId: cascadeRef('project_id', () => projects.id),
    towerId: cascadeRef('tower_id', () => projectTowers.id),
    floor: integer('floor').notNull(),
    unitNumber: text('unit_number').notNull(),
    unitTypeId: uuid('unit_type_id').references(() => projectUnitTypes.id, {
      onDelete: 'set null',
    }),
    state: text('state').notNull().default('available'),
    heldBy: uuid('held_by').references(() => profiles.id, { onDelete: 'set null' }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('project_units_tower_number_key').on(t.towerId, t.unitNumber),
    index('project_units_project_idx').on(t.projectId),
    check('project_units_state_check', sql`${t.state} in ('available', 'held', 'booked')`),
  ],
);

// ---- project marketing: site visits, bookings and payouts (issue 21, fourth slice)

/**
 * Site visits (issue 21, visits slice): the registering broker books one; its slip's `code`
 * (10 characters of an alphabet without look-alikes, unique) is what the marketer types at
 * the site to check the client in. `broker_id` is the broker who booked it: a check-in
 * renews the protection only while the registration is still theirs. At most one open
 * (scheduled) visit per registration and broker, settled by the partial unique index.
 */
export const projectVisits = pgTable(
  'project_visits',
  {
    id: id(),
    registrationId: cascadeRef('registration_id', () => projectRegistrations.id),
    projectId: cascadeRef('project_id', () => projects.id),
    brokerId: cascadeRef('broker_id', () => profiles.id),
    code: text('code').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('scheduled'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_visits_code_key').on(t.code),
    uniqueIndex('project_visits_open_key').on(t.registrationId, t.brokerId).where(sql`${t.status} = 'scheduled'`),
    index('project_visits_registration_idx').on(t.registrationId, t.createdAt),
    check('project_visits_status_check', sql`${t.status} in ('scheduled', 'done')`),
  ],
);

/**
 * A registration the marketer marked booked, with its unit and the channel partner's payout
 * stage, moved pending -> invoiced -> paid by one conditional UPDATE each. `unit_id` is the
 * inventory unit chosen (booked in the grid; one booking per unit, settled by the partial
 * unique index); `unit_label` is its name as booked, or free text for a project without
 * inventory.
 */
export const projectBookings = pgTable(
  'project_bookings',
  {
    registrationId: uuid('registration_id')
      .primaryKey()
      .references(() => projectRegistrations.id, { onDelete: 'cascade' }),
    unitLabel: text('unit_label').notNull().default(''),
    unitId: uuid('unit_id').references(() => projectUnits.id, { onDelete: 'set null' }),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
    payoutStage: text('payout_stage').notNull().default('pending'),
    payoutUpdatedAt: timestamp('payout_updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_bookings_unit_key').on(t.unitId).where(sql`${t.unitId} is not null`),
    check('project_bookings_payout_stage_check', sql`${t.payoutStage} in ('pending', 'invoiced', 'paid')`),
  ],
);

/**
 * A broker's public page of a project (`/p/{public_id}`): the project as the broker's clients
 * see it, with that broker's contact. One per broker and project; `public_id` is 12 base62
 * characters like a flyer's, so links cannot be guessed.
 */
export const projectShares = pgTable(
  'project_shares',
  {
    id: id(),
    publicId: text('public_id').notNull(),
    projectId: cascadeRef('project_id', () => projects.id),
    brokerId: cascadeRef('broker_id', () => profiles.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_shares_public_id_key').on(t.publicId),
    uniqueIndex('project_shares_project_broker_key').on(t.projectId, t.brokerId),
    index('project_shares_broker_idx').on(t.brokerId),
  ],
);

/**
 * A client's Idempotency-Key on a create (decision 045): the first request with a key
 * claims it (`in_progress`), and its success answer is kept (`done`) so a retry of the
 * same request gets that answer again instead of a second row. One per broker and key;
 * the primary key settles two concurrent requests with the same key. Pruned after 24 h.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: cascadeRef('user_id', () => profiles.id),
    key: text('key').notNull(),
    /** 'POST /api/posts': the operation the key was first used on. */
    route: text('route').notNull(),
    /** sha-256 (hex) of the canonical request: JSON with sorted keys, or a form's parts and file bytes. */
    requestFingerprint: text('request_fingerprint').notNull(),
    state: text('state').notNull().default('in_progress'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_state_check', sql`${t.state} in ('in_progress', 'done')`),
  ],
);
