import { AtSign, Link2, Mail, Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { DeleteAccountSection } from '#web/features/account/components/delete-account-section.tsx';
import { DownloadMyData } from '#web/features/account/components/download-my-data.tsx';
import { ChangePasswordForm } from '#web/features/auth/components/change-password-form.tsx';
import { TwoFactorSettings } from '#web/features/auth/components/two-factor-settings.tsx';
import { useOwnProfile } from '#web/features/profiles/api/get-own-profile.ts';
import { AvatarEditor } from '#web/features/profiles/components/avatar-editor.tsx';
import { ProfileCard, Row } from '#web/features/profiles/components/profile-card.tsx';
import { ProfileEditForm } from '#web/features/profiles/components/profile-edit-form.tsx';
import { ReraNotice } from '#web/features/profiles/components/rera-notice.tsx';

export function ProfilePage() {
  const profile = useOwnProfile();
  const [editing, setEditing] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const changed = useRef(false);
  // Switching between viewing and editing: bring the card into view and move focus to
  // its start (the first field, or the card's heading) so nobody is left mid-page.
  useEffect(() => {
    if (!changed.current) {
      changed.current = true;
      return;
    }
    const box = top.current;
    if (!box) return;
    box.scrollIntoView({ block: 'start' });
    box.querySelector<HTMLElement>(editing ? 'input' : 'h2')?.focus({ preventScroll: true });
  }, [editing]);
  // A link to a section (the 'data ready' notification leads to #download-my-data).
  const { hash } = useLocation();
  const loaded = profile.isSuccess;
  useEffect(() => {
    if (!loaded || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    return (
      <LoadErrorScreen
        headingLevel="h1"
        title="Could not load your profile"
        onRetry={() => void profile.refetch()}
      />
    );
  }
  const p = profile.data;
  const publicPath = p.vanity_url ? `/in/${p.vanity_url}` : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="My Profile"
        actions={
          <Button asChild variant="secondary">
            <Link to={`/broker/${p.id}`}>See how others see you</Link>
          </Button>
        }
      />
      <ReraNotice profile={p} />
      <div ref={top} className="scroll-mt-20">
        {editing ? (
          <Card className="p-5 sm:p-6">
            <h2 className="mb-4 text-lg font-semibold text-slate-900">Edit profile</h2>
            <ProfileEditForm profile={p} onDone={() => setEditing(false)} />
          </Card>
        ) : (
          <AvatarEditor profile={p}>
            {({ photo, controls }) => (
              <ProfileCard
                profile={p}
                headingLevel="h2"
                avatar={photo}
                avatarControls={controls}
                extra={
                  <>
                    <Row icon={<Mail className="h-4 w-4" aria-hidden="true" />} label="Email">
                      <span className="break-all">{p.email}</span>
                    </Row>
                    <Row icon={<AtSign className="h-4 w-4" aria-hidden="true" />} label="Role">
                      {p.role === 'admin' ? 'Admin' : 'Broker'}
                    </Row>
                    <Row
                      icon={<Link2 className="h-4 w-4" aria-hidden="true" />}
                      label="Public address"
                    >
                      {publicPath ? (
                        <span className="break-all font-medium">
                          {window.location.origin}
                          {publicPath}
                        </span>
                      ) : (
                        <span className="text-slate-600">Set a vanity URL to get one</span>
                      )}
                    </Row>
                  </>
                }
                actions={
                  <Button onClick={() => setEditing(true)}>
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                    Edit Profile
                  </Button>
                }
              />
            )}
          </AvatarEditor>
        )}
      </div>
      <Card className="p-5">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Change password</h2>
        <ChangePasswordForm />
      </Card>
      <Card className="p-5">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Two-factor authentication</h2>
        <TwoFactorSettings />
      </Card>
      <Card className="scroll-mt-20 p-5" id="download-my-data">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Download my data</h2>
        <DownloadMyData />
      </Card>
      <Card className="p-5" id="delete-my-account">
        <h2 className="mb-4 text-lg font-semibold text-red-800">Delete my account</h2>
        <DeleteAccountSection />
      </Card>
    </div>
  );
}

export default ProfilePage;
