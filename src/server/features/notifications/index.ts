// What other features may use of notifications; everything else here is its own.
export { NAME_FIELDS } from './notification-content';
export { notifyConnectionAccepted, notifyConnectionRequested } from './notify-connection';
export { notifyNewListing } from './notify-new-listing';
export { notifyNewMember } from './notify-new-member';
export { notifyNewMessage } from './notify-new-message';
export { notifyPropertyViewed } from './notify-property-view';
export { notifyRequirementMatches, type MatchAnnouncement } from './notify-requirement-matches';
export { presentNotifications } from './present-notifications';
export { notifyRequirementsExpiring, type ExpiringRequirement } from './notify-requirement-expiring';
export { planNotificationDigestsJob, sendNotificationDigestJob } from './send-digests-job';
export { notifyAgreementEvent, type AgreementEventNotice } from './notify-agreement-event';
export { notifyProjectRegistration, type ProjectRegistrationNotice } from './notify-project-registration';
export { notifyProjectClientUpdate, type ProjectClientUpdateNotice } from './notify-project-client-update';
export { notifyPriceSheetChanged, type ProjectUpdateNotice } from './notify-project-update';
