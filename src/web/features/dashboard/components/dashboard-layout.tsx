import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { ConnectionsColumn } from './connections-column';
import { MyListingsColumn } from './my-listings-column';
import { NetworkListingsColumn } from './network-listings-column';

/**
 * The signed-in dashboard (spec section 2): the feed, network listings, and my listings
 * plus connections. The DOM (and so screen-reader and phone) order is feed, my listings,
 * connections, network listings. From 768 px the feed sits beside one side column; from
 * 1024 px there are three columns: network listings, the feed (widest), my listings
 * and connections. The side wrapper becomes `display: contents` there, so its two
 * parts are placed as grid items of their own.
 *
 * `feedLoading`: below 768 px the side columns sit under the feed, whose height is not
 * known until it loads; they stay unpainted (but laid out, and their data loading)
 * until then, so they do not jump when the feed's skeleton gives way to posts or to the
 * empty state (Lighthouse counted that as a 0.2 layout shift; decision 014).
 */
export function DashboardLayout({ feed, feedLoading = false }: { feed: ReactNode; feedLoading?: boolean }) {
  return (
    <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)]">
      <div className="min-w-0 lg:col-start-2 lg:row-start-1">{feed}</div>
      <div className={cn('flex min-w-0 flex-col gap-6 lg:contents', feedLoading && 'max-md:invisible')}>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-3 lg:row-start-1">
          <MyListingsColumn />
          <ConnectionsColumn />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <NetworkListingsColumn />
        </div>
      </div>
    </div>
  );
}
