import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sentInvitationListSchema } from '@shared/schemas/invitations';
import { apiRequest } from '@web/lib/api-client';
import { invitationKeys } from './query-keys';

export const getSentInvitations = (page: number) =>
  apiRequest(sentInvitationListSchema, `/api/invitations/sent?page=${page}`);

export const sentInvitationsQuery = (page: number) =>
  queryOptions({
    queryKey: invitationKeys.sent(page),
    queryFn: () => getSentInvitations(page),
    placeholderData: keepPreviousData,
  });

/** The invitations the signed-in broker sent, newest first, 10 a page. */
export const useSentInvitations = (page: number) => useQuery(sentInvitationsQuery(page));
