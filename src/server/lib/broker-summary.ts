// The few profile columns that stand for a broker wherever one is named beside
// something else (a property's broker, the other party of a connection or conversation,
// the admin's broker selector, a notification's profile): BrokerSummary, the one schema
// (shared/schemas/connection-core.ts) that connectionPartySchema also is.
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BrokerSummary } from '#shared/schemas/connection-core.ts';
import { profiles } from '../db/schema';

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

/** The same columns of `profiles` by their Drizzle names, for rows presented later. */
export const brokerSummaryColumns = {
  id: profiles.id,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  companyName: profiles.companyName,
  city: profiles.city,
};

export type BrokerSummaryRow = {
  id: string;
  fullName: string;
  avatarUrl: string | null;
  companyName: string | null;
  city: string | null;
};

export function presentBrokerSummary(row: BrokerSummaryRow): BrokerSummary {
  return {
    id: row.id,
    full_name: row.fullName,
    avatar_url: row.avatarUrl,
    company_name: row.companyName,
    city: row.city,
  };
}
