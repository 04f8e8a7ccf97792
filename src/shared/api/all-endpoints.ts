// Every API operation's contract, for the checks that hold the API to them: the server
// refuses to start with an /api route that is not one of these, or with one of these not
// registered, and the docs test finds each in /api/docs (tests/integration/api-contracts).
import type { Endpoint } from './define-endpoint';
import * as account from './account';
import * as admin from './admin';
import * as agreements from './agreements';
import * as auth from './auth';
import * as brokers from './brokers';
import * as cities from './cities';
import * as connections from './connections';
import * as feed from './feed';
import * as flyers from './flyers';
import * as invitations from './invitations';
import * as messages from './messages';
import * as notifications from './notifications';
import * as notificationSettings from './notification-settings';
import * as profiles from './profiles';
import * as projects from './projects';
import * as projectInventory from './project-inventory';
import * as projectShares from './project-shares';
import * as projectMedia from './project-media';
import * as projectVisits from './project-visits';
import * as properties from './properties';
import * as quickEntry from './quick-entry';
import * as reports from './reports';
import * as requirements from './requirements';
import * as system from './system';

const groups: ReadonlyArray<Record<string, Endpoint>> = [
  auth,
  account,
  connections,
  messages,
  notifications,
  notificationSettings,
  invitations,
  profiles,
  brokers,
  cities,
  admin,
  system,
  feed,
  reports,
  properties,
  flyers,
  agreements,
  quickEntry,
  requirements,
  projects,
  projectInventory,
  projectMedia,
  projectVisits,
  projectShares,
];

export const allEndpoints: readonly Endpoint[] = groups.flatMap((group) => Object.values(group));
