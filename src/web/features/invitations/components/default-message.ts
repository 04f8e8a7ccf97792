/** The pre-filled pitch of the invite form (spec section 5), in the inviter's voice. */
export const defaultInviteMessage = (productName: string) =>
  `I'd like to invite you to join ${productName}, a private network where brokers share listings, connect and close deals faster. Use my invite code to join.`;
