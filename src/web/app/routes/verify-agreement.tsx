// Straight from its file, not the feature's index: a visitor's page must not load the
// members' agreement pages with it (the build's page-chunks check).
import { VerifyAgreementForm } from '#web/features/agreements/components/verify-agreement-form.tsx';

/** /verify-agreement (issue 20, signed out too): is this PDF exactly an executed agreement? */
export function VerifyAgreementPage() {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Verify an agreement</h1>
      <p className="mb-6 mt-1 text-slate-700">
        Check that a signed BrokerCircle agreement is exactly the one every party signed: not a byte changed.
      </p>
      <VerifyAgreementForm />
    </div>
  );
}

export default VerifyAgreementPage;
