// Cache keys of the broker's own invitations (Invite Associates).
export const invitationKeys = {
  all: ['invitations'] as const,
  sentLists: ['invitations', 'sent'] as const,
  sent: (page: number) => ['invitations', 'sent', page] as const,
};
