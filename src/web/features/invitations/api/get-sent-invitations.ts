import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listSentInvitations } from '#shared/api/invitations.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { invitationKeys } from './query-keys';

export const getSentInvitations = (page: number) => call(listSentInvitations, { query: { page } });

export const sentInvitationsQuery = (page: number) =>
  queryOptions({
    queryKey: invitationKeys.sent(page),
    queryFn: () => getSentInvitations(page),
    placeholderData: keepPreviousData,
  });

/** The invitations the signed-in broker sent, newest first, 10 a page. */
export const useSentInvitations = (page: number) => useQuery(sentInvitationsQuery(page));
