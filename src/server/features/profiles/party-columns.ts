// The few profile columns shown for the other broker of a connection or conversation
// (connectionPartySchema), selectable from profiles or an alias of it.
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type PartyTable = {
  id: AnyPgColumn;
  fullName: AnyPgColumn;
  avatarUrl: AnyPgColumn;
  companyName: AnyPgColumn;
  city: AnyPgColumn;
};

// Spelled out so Drizzle infers each column's own type (not the constraint's).
type PartyColumns<T extends PartyTable> = {
  id: T['id'];
  full_name: T['fullName'];
  avatar_url: T['avatarUrl'];
  company_name: T['companyName'];
  city: T['city'];
};

export function partyColumns<T extends PartyTable>(p: T): PartyColumns<T> {
  return {
    id: p.id,
    full_name: p.fullName,
    avatar_url: p.avatarUrl,
    company_name: p.companyName,
    city: p.city,
  };
}
