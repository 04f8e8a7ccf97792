// Every API operation's contract, for the checks that hold the API to them: the server
// refuses to start with an /api route that is not one of these, or with one of these not
// registered, and the docs test finds each in /api/docs (tests/integration/api-contracts).
import type { Endpoint } from './define-endpoint';
import * as connections from './connections';
import * as feed from './feed';
import * as flyers from './flyers';
import * as properties from './properties';
import * as quickEntry from './quick-entry';
import * as reports from './reports';

const groups: ReadonlyArray<Record<string, Endpoint>> = [connections, feed, reports, properties, flyers, quickEntry];

export const allEndpoints: readonly Endpoint[] = groups.flatMap((group) => Object.values(group));
