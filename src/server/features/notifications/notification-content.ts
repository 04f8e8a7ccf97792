// A stored notification's content as the API shows it. Rows are written by our own
// code, but content is free-form jsonb (older rows, future types, rows written by
// hand): a known field that is not a string is dropped rather than failing the read.
import type { NotificationContent } from '#shared/schemas/notifications.ts';

const KNOWN_FIELDS = [
  'requester_id',
  'requester_name',
  'accepter_id',
  'accepter_name',
  'sender_id',
  'sender_name',
  'full_name',
  'area',
  'creator_name',
  'user_id',
  'property_id',
  'property_title',
  'viewer_id',
  'viewer_name',
  'message_id',
  'message_preview',
  'project_id',
  'project_name',
  'broker_id',
  'broker_name',
  'client_name',
  'client_event',
  'unit_label',
] as const satisfies ReadonlyArray<keyof NotificationContent>;
const known = new Set<string>(KNOWN_FIELDS);

export function readContent(raw: unknown): NotificationContent {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const content: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!known.has(key) || typeof value === 'string') content[key] = value;
  }
  return content as NotificationContent;
}

/** Name fields and the profile id each is refreshed from at read time. */
export const NAME_FIELDS = [
  ['requester_name', 'requester_id'],
  ['accepter_name', 'accepter_id'],
  ['sender_name', 'sender_id'],
  ['viewer_name', 'viewer_id'],
  ['full_name', 'user_id'],
  ['creator_name', 'user_id'],
  ['broker_name', 'broker_id'],
] as const satisfies ReadonlyArray<readonly [keyof NotificationContent, keyof NotificationContent]>;

