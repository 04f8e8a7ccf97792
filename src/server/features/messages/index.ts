// What other features may use of messages; everything else here is its own.
export { visiblePropertyOn } from './message-queries';
