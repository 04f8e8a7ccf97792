import { PageHeader } from '#web/components/ui/page-header.tsx';
import { useAppConfig } from '#web/features/app-config/use-app-config.ts';
import { InviteAssociates } from '#web/features/invitations/components/invite-associates.tsx';
import { usePageParam } from '#web/lib/use-page-param.ts';

/** /invite-associates (spec section 2): invite colleagues by e-mail and WhatsApp. */
export function InviteAssociatesPage() {
  const { product_name } = useAppConfig();
  const [page, setPage] = usePageParam();
  return (
    <div className="mx-auto max-w-6xl">
      <title>{`Invite Associates | ${product_name}`}</title>
      <PageHeader
        title="Invite Associates"
        description={`Invite trusted colleagues to ${product_name} by e-mail, then share the same code on WhatsApp.`}
      />
      <InviteAssociates productName={product_name} page={page} onPageChange={setPage} />
    </div>
  );
}

export default InviteAssociatesPage;
