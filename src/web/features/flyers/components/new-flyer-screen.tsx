import { ArrowLeft, Ban, Info, SearchX } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { FLYERS_OFF_ERROR, type FlyerDraft } from '#shared/schemas/flyers.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useFlyerDraft } from '../api/get-flyer-draft';
import { useFirstSave } from '../hooks/use-save-flyer';
import { EditorSkeleton } from './editor-skeleton';
import { FlyerEditor } from './flyer-editor';
import { MissingPhoneNotice } from './missing-phone-notice';

/**
 * /my-flyers/new/:propertyId: the flyer editor on a listing, before the flyer exists
 * (decision 023). It starts from a draft that is only read; the first Save makes the
 * flyer and opens it at /my-flyers/edit/{id}. Leaving without saving leaves nothing.
 */
export function NewFlyerScreen({ propertyId }: { propertyId: string }) {
  const query = useFlyerDraft(propertyId);
  if (query.isPending) return <EditorSkeleton />;
  if (query.isError) {
    const error = query.error instanceof ApiError ? query.error : undefined;
    if (error?.code === FLYERS_OFF_ERROR) {
      return (
        <Refused
          propertyId={propertyId}
          icon={Ban}
          title="Client flyers are off"
          text={error.message}
        />
      );
    }
    if (error && (error.status === 404 || error.status === 400)) {
      return (
        <Refused
          propertyId={propertyId}
          icon={SearchX}
          title={error.status === 404 ? 'Property Not Found' : 'This is your own listing'}
          text={error.message}
        />
      );
    }
    return (
      <div className="mx-auto max-w-3xl">
        <BackToListing propertyId={propertyId} />
        <LoadErrorScreen title="Could not load the listing" onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <NewFlyerView draft={query.data} />;
}

function NewFlyerView({ draft }: { draft: FlyerDraft }) {
  const navigate = useNavigate();
  const { save, saving } = useFirstSave(
    draft.property_id,
    (flyer) => void navigate(`/my-flyers/edit/${flyer.id}`, { replace: true }),
  );
  return (
    <div className="mx-auto max-w-3xl">
      <BackToListing propertyId={draft.property_id} />
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Create Flyer</h1>
      <p className="mt-1 break-words text-slate-700">
        From the listing{' '}
        <Link
          to={`/property/${draft.property_id}`}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {draft.property.title}
        </Link>
      </p>
      <Card className="mt-5 space-y-3 p-4 sm:p-5">
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <Info className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
          Save the flyer to get its link for your clients. Nothing is kept until you save.
        </p>
        <MissingPhoneNotice />
      </Card>
      <div className="mt-6">
        <FlyerEditor flyer={draft} saving={saving} onSave={save} />
      </div>
    </div>
  );
}

function Refused({
  propertyId,
  icon,
  title,
  text,
}: {
  propertyId: string;
  icon: typeof Ban;
  title: string;
  text: string;
}) {
  return (
    <StatusScreen icon={icon} title={title} text={text}>
      <Button asChild>
        <Link to={`/property/${propertyId}`}>Back to the listing</Link>
      </Button>
      <Button asChild variant="secondary">
        <Link to="/my-flyers">My Flyers</Link>
      </Button>
    </StatusScreen>
  );
}

function BackToListing({ propertyId }: { propertyId: string }) {
  return (
    <LinkButton
      to={`/property/${propertyId}`}
      icon={ArrowLeft}
      variant="ghost"
      className="-ml-3 mb-2"
    >
      Back to the listing
    </LinkButton>
  );
}
