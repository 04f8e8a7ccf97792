// What other features may use of connections; everything else here is its own.
export { brokerAndConnectionIds, connectedBrokerIds } from './connected-broker-ids';
export { describeConnection } from './connection-state';
export { hasAcceptedPair, isPair, lockAcceptedPair } from './pair';
