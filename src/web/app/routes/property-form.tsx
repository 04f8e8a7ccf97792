import { Lock, SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import type { Property } from '#shared/schemas/properties.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormPageLayout } from '#web/components/ui/form-page-layout.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { useProperty } from '#web/features/properties/api/get-property.ts';
import { DeletePropertyButton } from '#web/features/properties/components/delete-property-button.tsx';
import { PropertyForm } from '#web/features/properties/components/property-form.tsx';
import { useSubmitProperty } from '#web/features/properties/hooks/use-submit-property.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useGoBack } from '#web/lib/use-go-back.ts';

/** /new-property and /new-edit-property/:propertyId (spec section 2, property form). */
export function PropertyFormPage() {
  const { propertyId } = useParams();
  return propertyId ? (
    <EditProperty key={propertyId} propertyId={propertyId} />
  ) : (
    <CreateProperty />
  );
}

function CreateProperty() {
  const { user, isAdmin } = useAuth();
  const { submit, saving } = useSubmitProperty();
  return (
    <FormPageLayout title="Add New Property" backTo="/my-properties">
      <PropertyForm
        mode="create"
        adminId={isAdmin ? (user?.id ?? null) : null}
        saving={saving}
        onSubmit={submit}
      />
    </FormPageLayout>
  );
}

function EditProperty({ propertyId }: { propertyId: string }) {
  const query = useProperty(propertyId);
  const goBack = useGoBack('/my-properties');
  if (query.isPending) {
    return (
      <div className="py-16 text-center">
        <Spinner label="Loading property data..." />
        <p className="mt-4 text-slate-700">Loading property data...</p>
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <StatusScreen
        icon={SearchX}
        title={missing ? 'Property Not Found' : 'Could not load the property'}
        text={
          missing
            ? "The property you're looking for doesn't exist or has been removed."
            : 'Check your connection and try again.'
        }
      >
        {missing ? null : (
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        )}
        <Button onClick={goBack}>Go Back</Button>
      </StatusScreen>
    );
  }
  if (!query.data.can_edit) {
    return (
      <StatusScreen
        icon={Lock}
        tone="danger"
        title="Access Denied"
        text="You do not have permission to edit this property."
      >
        <Button onClick={goBack}>Go Back</Button>
      </StatusScreen>
    );
  }
  return <EditForm property={query.data} />;
}

function EditForm({ property }: { property: Property }) {
  const { submit, saving } = useSubmitProperty(property.id);
  return (
    <FormPageLayout title="Edit Property" subtitle={property.title} backTo={`/property/${property.id}`}>
      <PropertyForm mode="edit" property={property} saving={saving} onSubmit={submit} />
      <div className="mt-8 border-t border-slate-200 pt-4">
        <DeletePropertyButton propertyId={property.id} title={property.title} />
      </div>
    </FormPageLayout>
  );
}

export default PropertyFormPage;
