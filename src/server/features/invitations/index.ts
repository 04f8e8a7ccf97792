// What other features may use of invitations; everything else here is its own.
export { findFounderProfile, insertInvitationWithUniqueCode, isFounderCode } from './invitation-codes';
