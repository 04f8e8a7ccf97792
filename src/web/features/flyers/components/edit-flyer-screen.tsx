import { ArrowLeft, Lightbulb, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FLYER_MESSAGES, type Flyer, type UpdateFlyerInput } from '#shared/schemas/flyers.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useFlyer } from '../api/get-flyer';
import { useSaveFlyer } from '../hooks/use-save-flyer';
import { DeleteFlyerButton } from './delete-flyer-button';
import { EditorSkeleton } from './editor-skeleton';
import { FlyerEditor } from './flyer-editor';
import { CopyLinkButton, ViewPublicFlyerLink, WhatsAppShareLink } from './flyer-share-actions';
import { MissingPhoneNotice } from './missing-phone-notice';

/** /my-flyers/edit/:id: the editor, or 'Flyer Not Found' for a missing or not permitted flyer. */
export function EditFlyerScreen({ flyerId }: { flyerId: string }) {
  const query = useFlyer(flyerId);
  if (query.isPending) return <EditorSkeleton />;
  if (query.isError) {
    const missing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
    if (missing) return <FlyerNotFound />;
    return (
      <div className="mx-auto max-w-3xl">
        <BackLink />
        <LoadErrorScreen title="Could not load the flyer" onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <EditFlyerView flyer={query.data} />;
}

function EditFlyerView({ flyer }: { flyer: Flyer }) {
  const navigate = useNavigate();
  const { save, saving } = useSaveFlyer(flyer.id);
  const [saved, setSaved] = useState(false);
  const onSave = async (data: UpdateFlyerInput, files: File[]) => {
    const problem = await save(data, files);
    if (!problem) setSaved(true);
    return problem;
  };
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink />
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Edit Flyer</h1>
      <p className="mt-1 break-words text-slate-700">
        Made from the listing{' '}
        <Link
          to={`/property/${flyer.property_id}`}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {flyer.property.title}
        </Link>
      </p>
      <Card className="mt-5 space-y-3 p-4 sm:p-5">
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <ViewPublicFlyerLink publicUrl={flyer.public_url} variant="primary" />
          <CopyLinkButton publicUrl={flyer.public_url} />
          <WhatsAppShareLink publicUrl={flyer.public_url} title={flyer.title} />
        </div>
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <Lightbulb className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
          Tip: open it in an incognito window to see it as your client will.
        </p>
        <MissingPhoneNotice />
      </Card>
      <div className="mt-6">
        {/* A save returns the flyer as stored (new image addresses): start again from it. */}
        <FlyerEditor
          key={flyer.updated_at}
          flyer={flyer}
          saving={saving}
          onSave={onSave}
          focusSave={saved}
        />
      </div>
      <div className="mt-8 border-t border-slate-200 pt-4">
        <DeleteFlyerButton
          flyerId={flyer.id}
          title={flyer.title}
          onDeleted={() => void navigate('/my-flyers', { replace: true })}
        />
      </div>
    </div>
  );
}

function BackLink() {
  return (
    <LinkButton to="/my-flyers" icon={ArrowLeft} variant="ghost" className="-ml-3 mb-2">
      Back to My Flyers
    </LinkButton>
  );
}

function FlyerNotFound() {
  return (
    <StatusScreen
      icon={SearchX}
      title={FLYER_MESSAGES.notFound}
      text={FLYER_MESSAGES.notFoundDescription}
    >
      <Button asChild>
        <Link to="/my-flyers">Back to My Flyers</Link>
      </Button>
    </StatusScreen>
  );
}
