import { Flag } from 'lucide-react';
import { useState } from 'react';
import type { ReportedPost } from '#shared/schemas/feed.ts';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { PagedList } from '#web/components/ui/paged-list.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { useDismissReport } from '../api/dismiss-report';
import { useReports } from '../api/get-reports';
import { useHideReport } from '../api/hide-report';
import type { ReportStatus } from '../api/query-keys';
import { useStatusParam } from '../hooks/use-status-param';
import { ReportCard } from './report-card';

const STATUS_TABS: ReadonlyArray<{ value: ReportStatus; label: string }> = [
  { value: 'open', label: 'Open' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'dismissed', label: 'Dismissed' },
];

/** /admin/reports: reported posts by status (tab and page kept in the URL). */
export function ReportsView() {
  const [status, setStatus] = useStatusParam();
  const [page, setPage] = usePageParam();
  return (
    <Tabs
      label="Report status"
      value={status}
      onValueChange={(value) => setStatus(value as ReportStatus)}
      tabs={STATUS_TABS.map((tab) => ({
        ...tab,
        panel: <ReportList status={tab.value} page={page} onPageChange={setPage} />,
      }))}
    />
  );
}

type ListProps = { status: ReportStatus; page: number; onPageChange: (page: number) => void };

/** One status's reports, newest first, with Hide (after a confirmation) and Dismiss. */
export function ReportList({ status, page, onPageChange }: ListProps) {
  const query = useReports(status, page);
  const hide = useHideReport();
  const dismiss = useDismissReport();
  const now = useNow();
  const [confirming, setConfirming] = useState<ReportedPost | null>(null);
  const hidingThis = hide.isPending && hide.variables.id === confirming?.id;
  return (
    <>
      <PagedList
        query={query}
        page={page}
        onPageChange={onPageChange}
        label="Reported posts"
        loadingLabel="Loading reported posts"
        skeleton={<ReportCardSkeleton />}
        skeletons={3}
        errorTitle="Could not load reported posts"
        empty={<StatusScreen icon={Flag} headingLevel="h2" title="No reported posts" />}
        emptyPageTitle="Nothing on this page"
        noun={['report', 'reports']}
        headingLevel="h2"
        className="space-y-4"
        renderItem={(report) => (
          <ReportCard
            report={report}
            now={now}
            onHide={setConfirming}
            onDismiss={(item) => dismiss.mutate(item)}
            hiding={hide.isPending && hide.variables.id === report.id}
            dismissing={dismiss.isPending && dismiss.variables.id === report.id}
          />
        )}
      />
      {confirming ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open && !hidingThis) setConfirming(null);
          }}
          title="Hide this post?"
          description={`${confirming.post.user_name}'s post will be removed from every feed, and its open reports will be closed.`}
          confirmLabel="Hide post"
          busyLabel="Hiding..."
          busy={hidingThis}
          onConfirm={() => hide.mutate(confirming, { onSettled: () => setConfirming(null) })}
        />
      ) : null}
    </>
  );
}

function ReportCardSkeleton() {
  return (
    <Card className="space-y-3 p-4">
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="ml-auto h-9 w-40" />
    </Card>
  );
}
