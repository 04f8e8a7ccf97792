import { FileCheck, FileX } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { VERIFY_MESSAGES, verifyAgreementInputSchema, type VerifyAgreementResult } from '#shared/schemas/agreements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useVerifyAgreement, type VerifyRequest } from '../api/verify-agreement';
import { formatMoment } from './agreement-format';
import { sha256OfFile } from './sha256';

/**
 * Checks a signed PDF: the browser takes the file's SHA-256 (the file never leaves the
 * device) and asks whether it is exactly an executed agreement. Or a pasted SHA-256,
 * with the agreement's id when known (?id= fills it).
 */
export function VerifyAgreementForm() {
  const [params] = useSearchParams();
  const verify = useVerifyAgreement();
  const [agreementId, setAgreementId] = useState(params.get('id') ?? '');
  const [sha256, setSha256] = useState('');
  const [fileHash, setFileHash] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [hashError, setHashError] = useState<string | undefined>();
  const [hashing, setHashing] = useState(false);

  const check = (request: VerifyRequest) => {
    const id = agreementId.trim();
    verify.mutate(id ? { ...request, agreement_id: id } : request);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    verify.reset();
    setFileHash(null);
    if (!file) {
      setFileError(VERIFY_MESSAGES.fileRequired);
      return;
    }
    setFileError(undefined);
    setHashing(true);
    try {
      const hash = await sha256OfFile(file);
      setFileHash(hash);
      check({ sha256: hash });
    } catch {
      setFileError('The file could not be read. Choose it again.');
    } finally {
      setHashing(false);
    }
  };

  const onHash = (event: FormEvent) => {
    event.preventDefault();
    const parsed = verifyAgreementInputSchema.shape.sha256.safeParse(sha256);
    if (!parsed.success) {
      setHashError(VERIFY_MESSAGES.sha256);
      return;
    }
    setHashError(undefined);
    setFileHash(null);
    check({ sha256: parsed.data });
  };

  return (
    <div className="space-y-5">
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Check a PDF</h2>
        <FormField
          label="The signed PDF"
          error={fileError}
          hint="The file stays on your device: your browser computes its SHA-256 fingerprint and only that is checked."
        >
          <Input
            type="file"
            accept="application/pdf,.pdf"
            className="h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-700"
            onChange={(e) => void onFile(e)}
          />
        </FormField>
        {hashing ? <p className="text-sm text-slate-700">Reading the file...</p> : null}
        {fileHash ? (
          <p className="text-sm text-slate-800">
            SHA-256 of the file:{' '}
            <code className="break-all font-mono text-xs" data-testid="file-sha256">
              {fileHash}
            </code>
          </p>
        ) : null}
      </Card>
      <Card className="p-4 sm:p-6">
        <form onSubmit={onHash} noValidate className="space-y-4" aria-label="Check by SHA-256">
          <h2 className="text-lg font-semibold text-slate-900">Or check by its SHA-256</h2>
          <FormField label="Agreement id (optional)" hint="On the PDF's audit page.">
            <Input autoComplete="off" value={agreementId} onChange={(e) => setAgreementId(e.target.value)} />
          </FormField>
          <FormField label="SHA-256" error={hashError}>
            <Input
              autoComplete="off"
              spellCheck={false}
              className="font-mono text-sm"
              value={sha256}
              onChange={(e) => setSha256(e.target.value)}
            />
          </FormField>
          <Button type="submit" disabled={verify.isPending} className="w-full sm:w-auto">
            {verify.isPending ? 'Checking...' : 'Check'}
          </Button>
        </form>
      </Card>
      <div aria-live="polite">
        {verify.isPending ? <p className="text-slate-700">Checking...</p> : null}
        {verify.isError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            {errorMessage(verify.error, 'Could not check the document. Please try again.')}
          </p>
        ) : null}
        {verify.data ? <VerifyResult result={verify.data} /> : null}
      </div>
    </div>
  );
}

function VerifyResult({ result }: { result: VerifyAgreementResult }) {
  if (!result.verified || !result.agreement) {
    return (
      <section
        aria-label="Result"
        className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
      >
        <FileX className="h-6 w-6 shrink-0" aria-hidden="true" />
        <p className="font-medium">{result.message}</p>
      </section>
    );
  }
  const { agreement } = result;
  return (
    <section
      aria-label="Result"
      className="flex gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
    >
      <FileCheck className="h-6 w-6 shrink-0 text-emerald-700" aria-hidden="true" />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">{result.message}</p>
        <p className="break-words">{agreement.title}</p>
        <p className="text-sm">
          Executed <time dateTime={agreement.executed_at}>{formatMoment(agreement.executed_at)}</time>
        </p>
        <p className="text-sm">Signed by {agreement.signers.join(', ')}</p>
      </div>
    </section>
  );
}
