import { BadgeCheck, Building2, CalendarDays, Globe, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Profile } from '#shared/schemas/profiles.ts';
import { Card } from '#web/components/ui/card.tsx';
import { AffiliationBadges } from './affiliation-badges';
import { BrokerAvatar } from '#web/components/broker-avatar.tsx';
import { AreaChips } from './area-chips';
import { formatPhone } from './format-phone';

type Props = {
  profile: Profile;
  /** h1 on the broker page; h2 where the page has its own title. */
  headingLevel?: 'h1' | 'h2';
  /** Replaces the plain avatar (the own profile's photo editor). */
  avatar?: ReactNode;
  /** Under the name (the photo editor's buttons). */
  avatarControls?: ReactNode;
  /** Buttons under the details. */
  actions?: ReactNode;
  /** Extra rows (e-mail, public address) for the own profile. */
  extra?: ReactNode;
};

function memberSince(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-IN', { month: 'long', year: 'numeric' });
}

/** A broker's photo, name, company, city, affiliations, bio, areas and contact details. */
export function ProfileCard({
  profile,
  headingLevel = 'h1',
  avatar,
  avatarControls,
  actions,
  extra,
}: Props) {
  const Heading = headingLevel;
  const Sub = headingLevel === 'h1' ? 'h2' : 'h3';
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
        {avatar ?? (
          <BrokerAvatar name={profile.full_name} avatarUrl={profile.avatar_url} size="lg" />
        )}
        <div className="min-w-0 flex-1 space-y-2">
          <Heading
            tabIndex={-1}
            className="break-words text-2xl font-bold text-slate-900 outline-none"
          >
            {profile.full_name}
          </Heading>
          <div className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-slate-700 sm:justify-start">
            {profile.company_name ? (
              <span className="inline-flex items-center gap-1">
                <Building2 className="h-4 w-4 text-slate-500" aria-hidden="true" />
                {profile.company_name}
              </span>
            ) : null}
            {profile.city ? (
              <span className="inline-flex items-center gap-1">
                <MapPin className="h-4 w-4 text-slate-500" aria-hidden="true" />
                {profile.city}
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <CalendarDays className="h-4 w-4 text-slate-500" aria-hidden="true" />
              Member since {memberSince(profile.member_since)}
            </span>
          </div>
          <div className="flex justify-center sm:justify-start">
            <AffiliationBadges company={profile.company} />
          </div>
          {avatarControls ? <div className="pt-1">{avatarControls}</div> : null}
        </div>
      </div>
      <div className="mt-5 space-y-4 border-t border-slate-200 pt-4">
        {profile.bio ? (
          <div>
            <Sub className="text-sm font-semibold text-slate-900">About</Sub>
            <p className="mt-1 whitespace-pre-line break-words text-slate-800">{profile.bio}</p>
          </div>
        ) : null}
        {profile.areas.length > 0 ? (
          <div>
            <Sub className="text-sm font-semibold text-slate-900">Areas</Sub>
            <AreaChips className="mt-2" areas={profile.areas} />
          </div>
        ) : null}
        {profile.phone || profile.website || profile.rera_number || extra ? (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {profile.phone ? (
              <Row icon={<Phone className="h-4 w-4" aria-hidden="true" />} label="Phone">
                <a
                  href={`tel:${profile.phone}`}
                  className="font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  {formatPhone(profile.phone)}
                </a>
              </Row>
            ) : null}
            {profile.website ? (
              <Row icon={<Globe className="h-4 w-4" aria-hidden="true" />} label="Website">
                <a
                  href={profile.website}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="break-all font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  {profile.website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
                </a>
              </Row>
            ) : null}
            {profile.rera_number ? (
              <Row icon={<BadgeCheck className="h-4 w-4" aria-hidden="true" />} label="RERA registration">
                <span className="font-medium">
                  {profile.rera_number}
                  {profile.rera_state ? ` (${profile.rera_state})` : ''}
                </span>
              </Row>
            ) : null}
            {extra}
          </dl>
        ) : null}
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </Card>
  );
}

/** One labelled detail inside the card's list (dt and dd stay direct children of the group). */
export function Row({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs text-slate-600">
        <span className="text-slate-500">{icon}</span>
        {label}
      </dt>
      <dd className="pl-5.5 text-slate-900">{children}</dd>
    </div>
  );
}
