-- Hand-written data step (decision 026), before the unique index of the next migration:
-- a database may already hold two or more pending invitations from one inviter (or two
-- bootstrap ones) to one address, made by sends at the same instant. Keep the oldest of
-- each group (the one a later send reuses, decision 012) and delete the others, so the
-- index can be built. Their codes stop working; the invitee holds the oldest one too.
DELETE FROM "invitations" AS dup
USING "invitations" AS keep
WHERE dup."status" = 'pending'
  AND keep."status" = 'pending'
  AND coalesce(dup."inviter_id", '00000000-0000-0000-0000-000000000000'::uuid)
    = coalesce(keep."inviter_id", '00000000-0000-0000-0000-000000000000'::uuid)
  AND lower(dup."invitee_email") = lower(keep."invitee_email")
  AND (keep."created_at", keep."id") < (dup."created_at", dup."id");
