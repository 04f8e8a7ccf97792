// What other features may use of connections; everything else here is its own.
export { connectionsQuery } from './api/get-connections';
export { useRefreshConnections } from './api/refresh-connections';
