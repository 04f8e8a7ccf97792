// What other features may use of properties; everything else here is its own.
export { myPropertiesQuery } from './api/get-my-properties';
export { networkPropertiesQuery } from './api/get-network-properties';
export { propertyQuery } from './api/get-property';
