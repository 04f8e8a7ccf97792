// What other features may use of quick-entry; everything else here is its own.
export { QuickEntryCard } from './components/quick-entry-card';
export { type QuickEntryValues } from './quick-entry-result';
