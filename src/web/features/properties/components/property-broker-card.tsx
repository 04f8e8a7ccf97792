import { Building2, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Property } from '#shared/schemas/properties.ts';
import { Card } from '#web/components/ui/card.tsx';
import { BrokerAvatar } from '#web/components/broker-avatar.tsx';

/**
 * Who listed the property, and what others can do about it (`actions`: connect and
 * message, composed by the page). The owner gets no actions on their own listing.
 */
export function PropertyBrokerCard({ property, actions }: { property: Property; actions?: ReactNode }) {
  const { broker } = property;
  return (
    <Card className="p-5">
      <h2 className="text-sm font-medium text-slate-600">
        {property.is_owner ? 'Listed by you' : 'Listed by'}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <BrokerAvatar name={broker.full_name} avatarUrl={broker.avatar_url} size="md" />
        <div className="min-w-0">
          <Link
            to={`/broker/${broker.id}`}
            className="block truncate text-lg font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {broker.full_name}
          </Link>
          {broker.company_name ? (
            <p className="flex items-center gap-1 truncate text-sm text-slate-700">
              <Building2 className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              {broker.company_name}
            </p>
          ) : null}
          {broker.city ? (
            <p className="flex items-center gap-1 truncate text-sm text-slate-700">
              <MapPin className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              {broker.city}
            </p>
          ) : null}
        </div>
      </div>
      {property.is_owner || !actions ? null : <div className="mt-4">{actions}</div>}
    </Card>
  );
}
