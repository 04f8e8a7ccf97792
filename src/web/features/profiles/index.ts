// What other features may use of profiles; everything else here is its own.
export { useBrokerOptions } from './api/get-broker-options';
export { useOwnProfile } from './api/get-own-profile';
