import { PageHeader } from '#web/components/ui/page-header.tsx';
import { ReportsView } from '#web/features/reports/components/reports-view.tsx';

/** /admin/reports (admins only): review reported posts, hide them or dismiss the report. */
export function AdminReportsPage() {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Reported posts"
        description="Posts members have reported, newest report first. Hiding a post removes it from every feed."
      />
      <ReportsView />
    </div>
  );
}

export default AdminReportsPage;
