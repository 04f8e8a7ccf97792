// profile.json: the account, the profile, notification settings and the names of
// second factors (never their secrets), plus the profile photo.
import { eq } from 'drizzle-orm';
import { authFactors, authUsers, company, notificationPreferences, profiles } from '#server/db/schema.ts';
import { storageKeyOfUrl } from '#server/lib/media/media-urls.ts';
import { brokerSegment, profilePath } from '#server/features/public-pages/index.ts';
import { isoOrNull, jsonDocument, listOf } from '../export-format';
import type { ExportSection } from './export-section';

const AVATAR = 'profile/photo.webp';

export const profileSection: ExportSection = async (ctx, owner, out) => {
  const [row] = await ctx.db
    .select({ profile: profiles, account: authUsers, company })
    .from(profiles)
    .innerJoin(authUsers, eq(authUsers.id, profiles.id))
    .leftJoin(company, eq(company.id, profiles.companyId))
    .where(eq(profiles.id, owner.id));
  if (!row) return;
  const { profile: p, account } = row;
  const avatarKey = p.avatarUrl ? storageKeyOfUrl(p.avatarUrl) : null;
  if (avatarKey) out.stored(AVATAR, avatarKey);
  out.text('profile.json', () =>
    jsonDocument(
      {
        account: { id: account.id, email: account.email, name: account.name, created_at: isoOrNull(account.createdAt) },
        profile: {
          full_name: p.fullName,
          email: p.email,
          phone: p.phone,
          city: p.city,
          areas: p.areas,
          bio: p.bio,
          company_name: p.companyName,
          company: row.company
            ? { name: row.company.name, nar: row.company.nar, creai: row.company.creai, brai: row.company.brai, realtor: row.company.realtor }
            : null,
          website: p.website,
          vanity_url: p.vanityUrl,
          public_profile_url: `${ctx.config.publicUrl}${profilePath(brokerSegment(p))}`,
          role: p.role,
          rating: p.rating,
          member_since: isoOrNull(p.memberSince),
          photo: avatarKey ? AVATAR : null,
        },
      },
      {
        notification_settings: listOf(
          ctx.db
            .select({ type: notificationPreferences.type, in_app: notificationPreferences.inApp, email: notificationPreferences.email })
            .from(notificationPreferences)
            .where(eq(notificationPreferences.userId, owner.id)),
        ),
        two_factor_methods: listOf(
          ctx.db
            .select({
              friendly_name: authFactors.friendlyName,
              factor_type: authFactors.factorType,
              status: authFactors.status,
              created_at: authFactors.createdAt,
            })
            .from(authFactors)
            .where(eq(authFactors.userId, owner.id)),
        ),
      },
    ),
  );
};
