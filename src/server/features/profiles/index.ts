// What other features may use of profiles; everything else here is its own.
export { findOrCreateCompany } from './company-service';
export { presentProfile } from './presenter';
export { findProfile } from './profile-service';
export { findBrokerByFormerVanity } from './vanity-history';
