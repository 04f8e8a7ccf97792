import type { Company, OwnProfile, Profile } from '#shared/schemas/profiles.ts';
import type { company, profiles } from '#server/db/schema.ts';

type ProfileRow = typeof profiles.$inferSelect;
type CompanyRow = typeof company.$inferSelect;

export function presentCompany(row: CompanyRow | null | undefined): Company | null {
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    nar: row.nar,
    creai: row.creai,
    brai: row.brai,
    realtor: row.realtor,
  };
}

export function presentProfile(row: ProfileRow, companyRow?: CompanyRow | null): Profile {
  return {
    id: row.id,
    full_name: row.fullName,
    avatar_url: row.avatarUrl,
    city: row.city,
    bio: row.bio,
    areas: row.areas,
    company_name: row.companyName,
    company: presentCompany(companyRow),
    member_since: row.memberSince.toISOString(),
    rating: row.rating,
    phone: row.phone,
    website: row.website,
    vanity_url: row.vanityUrl,
    role: row.role === 'admin' ? 'admin' : 'broker',
    rera_number: row.reraNumber,
    rera_state: row.reraState,
    rera_valid_until: row.reraValidUntil,
  };
}

export function presentOwnProfile(row: ProfileRow, companyRow?: CompanyRow | null): OwnProfile {
  return { ...presentProfile(row, companyRow), email: row.email, invitedby: row.invitedby };
}
