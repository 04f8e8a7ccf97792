import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { ChangePasswordForm } from '@web/features/auth/components/change-password-form';
import { TwoFactorSettings } from '@web/features/auth/components/two-factor-settings';
import { useOwnProfile } from '@web/features/profiles/api/get-own-profile';

export function ProfilePage() {
  const profile = useOwnProfile();
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    return <p className="py-12 text-center text-red-700">Could not load your profile. Please refresh the page.</p>;
  }
  const p = profile.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">My Profile</h1>
      <Card className="p-5">
        <h2 className="text-lg font-semibold text-slate-900">{p.full_name}</h2>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">Email</dt>
            <dd className="text-slate-900">{p.email}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Member since</dt>
            <dd className="text-slate-900">{new Date(p.member_since).toLocaleDateString()}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Role</dt>
            <dd className="text-slate-900">{p.role === 'admin' ? 'Admin' : 'Broker'}</dd>
          </div>
        </dl>
      </Card>
      <Card className="p-5">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Change password</h2>
        <ChangePasswordForm />
      </Card>
      <Card className="p-5">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Two-factor authentication</h2>
        <TwoFactorSettings />
      </Card>
    </div>
  );
}

export default ProfilePage;
