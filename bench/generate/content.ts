// What brokers make: properties (mixed visibility, with photos and public pages),
// posts with likes, comments and bookmarks from their connections, conversations
// between connected pairs, notifications of every type, and flyers.
import { type GenerationContext, neighbourJoin } from './network';
import {
  brokerId,
  bulkLoad,
  connectionId,
  daysBefore,
  exec,
  int,
  num,
  oneOfBy,
  pick,
  postId,
  propertyId,
  rnd,
  scalar,
  uuidOf,
} from './sql';
import {
  COMMENT_SENTENCES,
  MESSAGE_SENTENCES,
  POST_SENTENCES,
  PROPERTY_KINDS,
  PROPERTY_SENTENCES,
} from './vocabulary';

/** Two to four sentences, each picked by hash. */
function sentences(values: readonly string[], seed: string, salt: number, count: string): string {
  const one = (i: number) => oneOfBy(values, `(${seed}) * 8 + ${i}`, salt);
  return `concat_ws(' ', ${one(0)}, ${one(1)}, case when ${count} >= 3 then ${one(2)} end, case when ${count} >= 4 then ${one(3)} end)`;
}

export async function generateProperties({ db, size, anchor }: GenerationContext): Promise<void> {
  await exec(db, `drop table if exists bench_props`);
  // Some brokers list far more than others (power 1.6 towards a few).
  await exec(
    db,
    `create unlogged table bench_props as
     select k, o.owner, b.city_id, b.city, a.area_id, a.area,
            case when ${rnd('k', 31)} < 0.10 then 'Private' when ${rnd('k', 31)} < 0.45 then 'Network Only'
                 when ${rnd('k', 31)} < 0.85 then 'All' else 'Public' end as visibility,
            case when ${rnd('k', 32)} < 0.7 then 'Sale' else 'Rent' end as property_type,
            1 + ${pick('k', 33, 5, 1.4)} as bedrooms,
            ${oneOfBy(PROPERTY_KINDS, 'k', 34)} as kind,
            ${daysBefore(anchor, `power(${rnd('k', 35)}, 1.5) * 730`)} as created_at
     from generate_series(0, ${int(size.properties - 1)}) k
     cross join lateral (select ${pick('k', 30, size.brokers, 1.6)} as owner) o
     join bench_brokers b on b.i = o.owner
     join bench_cities c on c.city_id = b.city_id
     join bench_areas a on a.city_id = b.city_id and a.crn = ${pick('k', 36, 'c.n_areas')}`,
  );
  await exec(db, `alter table bench_props add primary key (k)`);

  const title = `p.bedrooms || ' BHK ' || p.kind || ' in ' || p.area`;
  const slug = `trim(both '-' from lower(regexp_replace(${title}, '[^A-Za-z0-9]+', '-', 'g'))) || '-' || p.k`;
  const images = `array(select '/media/property_images/' || md5('bci-' || p.k || '-' || x) || '/full.webp'
                        from generate_series(1, ${pick('p.k', 37, 6)}) x)`;
  const price = `case when p.property_type = 'Sale'
      then round((2500000 + power(${rnd('p.k', 38)}, 2) * 47500000) / 10000) * 10000
      else round((8000 + power(${rnd('p.k', 38)}, 2) * 142000) / 500) * 500 end`;
  await bulkLoad(db, ['properties'], (tx) =>
    exec(
      tx,
      `insert into properties (id, user_id, title, description, price, currency, property_type, city_id, city,
                               area_id, area, bedrooms, baths, sqft, visibility, images, static_html_url,
                               public_slug, view_count, created_at, updated_at)
       select ${propertyId('p.k')}, ${brokerId('p.owner')}, ${title},
              ${sentences(PROPERTY_SENTENCES, 'p.k', 39, `(2 + ${pick('p.k', 40, 3)})`)},
              ${price}, 'INR', p.property_type, p.city_id, p.city, p.area_id, p.area, p.bedrooms,
              greatest(1, p.bedrooms - ${pick('p.k', 41, 2)}), 450 + p.bedrooms * 350 + ${pick('p.k', 42, 400)},
              p.visibility, ${images},
              case when p.visibility = 'Public'
                   then '/' || coalesce(pr.vanity_url, pr.id::text) || '/' || ${slug} end,
              case when p.visibility = 'Public' then ${slug} end,
              ${pick('p.k', 43, 400, 3)}, p.created_at, p.created_at
       from bench_props p
       join profiles pr on pr.id = ${brokerId('p.owner')}`,
    ),
  );
}

export async function generatePosts({ db, size, anchor }: GenerationContext): Promise<void> {
  await exec(db, `drop table if exists bench_posts`);
  await exec(
    db,
    `create unlogged table bench_posts as
     select k, ${pick('k', 50, size.brokers, 1.4)} as author,
            ${daysBefore(anchor, `power(${rnd('k', 51)}, 2) * 540`)} as created_at
     from generate_series(0, ${int(size.posts - 1)}) k`,
  );
  await exec(db, `alter table bench_posts add primary key (k)`);
  await bulkLoad(db, ['social_posts'], (tx) =>
    exec(
      tx,
      `insert into social_posts (id, user_id, content, image_url, hidden_at, created_at)
       select ${postId('p.k')}, ${brokerId('p.author')},
              ${sentences(POST_SENTENCES, 'p.k', 52, `(1 + ${pick('p.k', 53, 3)})`)},
              case when ${rnd('p.k', 54)} < 0.2
                   then '/media/social_post_images/' || md5('bcsi-' || p.k) || '/image.webp' end,
              case when ${rnd('p.k', 55)} < 0.003 then p.created_at + interval '1 day' end,
              p.created_at
       from bench_posts p`,
    ),
  );
}

export async function generatePostLikes({ db, size, anchor }: GenerationContext): Promise<void> {
  // Likes per post: 3 x mean x r^2 (mean = likesPerPost), each from a connection of the author.
  const count = `floor(3 * ${num(size.likesPerPost)} * power(${rnd('p.k', 60)}, 2))::int`;
  await bulkLoad(db, ['post_likes'], (tx) =>
    exec(
      tx,
      `insert into post_likes (post_id, user_id, created_at)
       select ${postId('s.k')}, ${brokerId('s.j')}, least(${anchor}, s.created_at + s.delay * interval '1 hour')
       from (select distinct on (p.k, n.j) p.k, n.j, p.created_at, ${rnd('p.k * 64 + l.x', 62)} * 72 as delay
             from bench_posts p
             cross join lateral generate_series(1, ${count}) l(x)
             ${neighbourJoin('n', 'p.author', 'p.k * 64 + l.x', 61)}
             order by p.k, n.j) s`,
    ),
  );
}

export async function generatePostComments({ db, size, anchor }: GenerationContext): Promise<void> {
  const count = `floor(3 * ${num(size.commentsPerPost)} * power(${rnd('p.k', 70)}, 2))::int`;
  const created = `least(${anchor}, p.created_at + ${rnd('p.k * 64 + l.x', 72)} * 96 * interval '1 hour')`;
  await bulkLoad(db, ['post_comments'], (tx) =>
    exec(
      tx,
      `insert into post_comments (id, post_id, user_id, content, created_at, updated_at)
       select ${uuidOf(`'bcpc-' || p.k || '-' || l.x`)}, ${postId('p.k')}, ${brokerId('n.j')},
              ${oneOfBy(COMMENT_SENTENCES, 'p.k * 64 + l.x', 73)}, ${created}, ${created}
       from bench_posts p
       cross join lateral generate_series(1, ${count}) l(x)
       ${neighbourJoin('n', 'p.author', 'p.k * 64 + l.x', 71)}`,
    ),
  );
}

export async function generatePostBookmarks({ db, size }: GenerationContext): Promise<void> {
  await bulkLoad(db, ['post_bookmarks'], (tx) =>
    exec(
      tx,
      `insert into post_bookmarks (post_id, user_id, created_at)
       select ${postId('p.k')}, ${brokerId('n.j')}, p.created_at + interval '2 hours'
       from bench_posts p
       ${neighbourJoin('n', 'p.author', 'p.k', 81)}
       where ${rnd('p.k', 80)} < ${num(size.bookmarksPerPost)}`,
    ),
  );
}

export async function generateMessages({ db, size, anchor }: GenerationContext): Promise<void> {
  const accepted = await scalar(db, `select count(*) from bench_edges where status = 'accepted'`);
  const share = accepted === 0 ? 0 : Math.min(1, size.conversations / accepted);
  const n = size.brokers;
  const pair = `(e.a::bigint * ${int(n)} + e.b)`;
  await exec(db, `drop table if exists bench_convs`);
  // Each conversation: 1 + 3 x (mean - 1) x r^2 messages, a step of 1 minute to 2 days apart.
  await exec(
    db,
    `create unlogged table bench_convs as
     select (row_number() over (order by e.a, e.b))::int as c, e.a, e.b,
            1 + floor(3 * ${num(size.messagesPerConversation - 1)} * power(${rnd(pair, 91)}, 2))::int as m,
            (1 + ${rnd(pair, 92)} * 2880) * interval '1 minute' as step,
            ${rnd(pair, 93)} < 0.3 as last_unread
     from bench_edges e
     where e.status = 'accepted' and ${rnd(pair, 90)} < ${num(share)}`,
  );
  const created = `(${anchor} - (c.m + 1 - x) * c.step - ${rnd('c.c', 94)} * 200 * interval '1 day')`;
  const fromA = `${rnd('c.c::bigint * 1000 + x', 95)} < 0.5`;
  await bulkLoad(db, ['messages'], (tx) =>
    exec(
      tx,
      `insert into messages (id, sender_id, recipient_id, content, property_id, read_at, created_at)
       select ${uuidOf(`'bcmsg-' || c.c || '-' || x`)},
              case when ${fromA} then ${brokerId('c.a')} else ${brokerId('c.b')} end,
              case when ${fromA} then ${brokerId('c.b')} else ${brokerId('c.a')} end,
              ${oneOfBy(MESSAGE_SENTENCES, 'c.c::bigint * 1000 + x', 96)},
              case when ${rnd('c.c::bigint * 1000 + x', 97)} < 0.08
                   then ${propertyId(pick('c.c::bigint * 1000 + x', 98, size.properties))} end,
              case when not (c.last_unread and x = c.m) then ${created} + interval '10 minutes' end,
              ${created}
       from bench_convs c
       cross join lateral generate_series(1, c.m) x`,
    ),
  );
  await exec(db, `drop table bench_convs`);
}

type NotificationMix = { type: string; share: number; select: (count: number) => string };

export async function generateNotifications(ctx: GenerationContext): Promise<void> {
  const { db, size, anchor } = ctx;
  const created = (seed: string, salt: number) =>
    daysBefore(anchor, `power(${rnd(seed, salt)}, 3) * 365`);
  // Older notifications are mostly read; about one in five stays unread.
  const readAt = (seed: string, salt: number, createdAt: string) =>
    `case when ${rnd(seed, salt)} < 0.8 then ${createdAt} + interval '3 hours' end`;
  const property = (salt: number) =>
    `join bench_props p on p.k = ${pick('g', salt, size.properties)}`;
  const randomBroker = (salt: number) =>
    `join bench_deg r on r.i = ${pick('g', salt, size.brokers)}`;
  const columns = `(user_id, type, content, entity_id, entity_type, action_url, read_at, created_at)`;
  const ts = (salt: number) => created('g', salt);

  const mix: NotificationMix[] = [
    {
      // A connection listed a property the reader can see: the reader is the owner's connection.
      type: 'new_listing',
      share: 0.35,
      select: (count) => `select ${brokerId('n.j')}, 'new_listing',
          jsonb_build_object('creator_name', ob.name, 'user_id', ${brokerId('p.owner')}::text,
            'property_id', ${propertyId('p.k')}::text,
            'property_title', p.bedrooms || ' BHK ' || p.kind || ' in ' || p.area, 'area', p.area),
          ${propertyId('p.k')}::text, 'properties', '/property/' || ${propertyId('p.k')},
          ${readAt('g', 111, ts(110))}, ${ts(110)}
        from generate_series(1, ${int(count)}) g
        ${property(112)}
        join bench_brokers ob on ob.i = p.owner
        ${neighbourJoin('n', 'p.owner', 'g', 113)}
        where p.visibility <> 'Private'`,
    },
    {
      type: 'property_view',
      share: 0.15,
      select: (count) => `select ${brokerId('p.owner')}, 'property_view',
          jsonb_build_object('viewer_id', ${brokerId('n.j')}::text, 'viewer_name', vb.name,
            'property_id', ${propertyId('p.k')}::text,
            'property_title', p.bedrooms || ' BHK ' || p.kind || ' in ' || p.area),
          ${propertyId('p.k')}::text, 'properties', '/property/' || ${propertyId('p.k')},
          ${readAt('g', 121, ts(120))}, ${ts(120)}
        from generate_series(1, ${int(count)}) g
        ${property(122)}
        ${neighbourJoin('n', 'p.owner', 'g', 123)}
        join bench_brokers vb on vb.i = n.j`,
    },
    ...(['connection_request', 'connection_accepted'] as const).map((type, t): NotificationMix => ({
      type,
      share: 0.1,
      select: (count) => {
        const [idField, nameField] =
          type === 'connection_request'
            ? ['requester_id', 'requester_name']
            : ['accepter_id', 'accepter_name'];
        const url =
          type === 'connection_request' ? `'/connections'` : `'/broker/' || ${brokerId('n.j')}`;
        return `select ${brokerId('r.i')}, '${type}',
              jsonb_build_object('${idField}', ${brokerId('n.j')}::text, '${nameField}', nb.name),
              ${connectionId('least(r.i, n.j)', 'greatest(r.i, n.j)')}::text, 'connections', ${url},
              ${readAt('g', 131 + t, ts(130 + t))}, ${ts(130 + t)}
            from generate_series(1, ${int(count)}) g
            ${randomBroker(133 + t)}
            ${neighbourJoin('n', 'r.i', 'g', 135 + t)}
            join bench_brokers nb on nb.i = n.j`;
      },
    })),
    {
      type: 'message',
      share: 0.25,
      select: (count) => `select ${brokerId('r.i')}, 'message',
          jsonb_build_object('sender_id', ${brokerId('n.j')}::text, 'sender_name', nb.name,
            'message_id', ${uuidOf(`'bcnm-' || g`)}::text,
            'message_preview', ${oneOfBy(MESSAGE_SENTENCES, 'g', 141)}),
          null, null, '/inbox/' || ${brokerId('n.j')},
          ${readAt('g', 142, ts(140))}, ${ts(140)}
        from generate_series(1, ${int(count)}) g
        ${randomBroker(143)}
        ${neighbourJoin('n', 'r.i', 'g', 144)}
        join bench_brokers nb on nb.i = n.j`,
    },
    {
      type: 'new_member',
      share: 0.05,
      select: (count) => `select ${brokerId('r.i')}, 'new_member',
          jsonb_build_object('user_id', ${brokerId('n.j')}::text, 'full_name', nb.name),
          ${brokerId('n.j')}::text, 'profiles', '/broker/' || ${brokerId('n.j')},
          ${readAt('g', 151, ts(150))}, ${ts(150)}
        from generate_series(1, ${int(count)}) g
        ${randomBroker(152)}
        ${neighbourJoin('n', 'r.i', 'g', 153)}
        join bench_brokers nb on nb.i = n.j`,
    },
  ];
  await bulkLoad(db, ['notifications'], async (tx) => {
    for (const m of mix) {
      const count = Math.round(size.notifications * m.share);
      if (count > 0) await exec(tx, `insert into notifications ${columns} ${m.select(count)}`);
    }
  });
}

export async function generateFlyers({ db, size, anchor }: GenerationContext): Promise<void> {
  const share = Math.min(1, size.flyers / size.properties);
  await bulkLoad(db, ['flyers'], (tx) =>
    exec(
      tx,
      `insert into flyers (id, user_id, property_id, public_id, title, description, price,
                           custom_price_text, images, created_at, updated_at)
       select ${uuidOf(`'bcf-' || p.k`)}, pr.user_id, pr.id, substr(md5('bcfp-' || p.k), 1, 12), pr.title,
              pr.description, pr.price,
              case when ${rnd('p.k', 161)} < 0.1 then 'Price on request' end,
              pr.images, f.at, f.at
       from bench_props p
       join properties pr on pr.id = ${propertyId('p.k')}
       cross join lateral (select least(${anchor}, p.created_at + ${rnd('p.k', 162)} * 30 * interval '1 day') as at) f
       where ${rnd('p.k', 160)} < ${num(share)}`,
    ),
  );
}
