import type { OwnProfile } from '../../../shared/schemas/profiles';
import type { profiles } from '../../db/schema';

export function presentOwnProfile(row: typeof profiles.$inferSelect): OwnProfile {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    avatar_url: row.avatarUrl,
    city: row.city,
    company_name: row.companyName,
    role: row.role === 'admin' ? 'admin' : 'broker',
    vanity_url: row.vanityUrl,
    member_since: row.memberSince.toISOString(),
    invitedby: row.invitedby,
  };
}
