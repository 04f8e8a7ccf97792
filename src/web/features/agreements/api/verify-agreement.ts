import { useRef, useState } from 'react';
import { verifyAgreement as verifyAgreementEndpoint } from '#shared/api/agreements.ts';
import type { VerifyAgreementResult } from '#shared/schemas/agreements.ts';
import { call } from '#web/lib/call-endpoint.ts';

export type VerifyRequest = { sha256: string; agreement_id?: string };

export const verifyAgreement = (request: VerifyRequest) => call(verifyAgreementEndpoint, { body: request });

type State =
  | { status: 'idle' | 'pending'; data?: undefined; error?: undefined }
  | { status: 'done'; data: VerifyAgreementResult; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Whether a SHA-256 is exactly an executed agreement's PDF (signed out too), with the
 * state of the last check; a newer check wins over an older answer still on its way.
 *
 * Plain React state rather than TanStack's useMutation: this is a visitor's page (kept
 * out of the members' chunks), and its useMutation made the bundler move query-core's
 * shared code out of the entry into a chunk of its own, +1.1 KB gzip on every first load.
 */
export function useVerifyAgreement() {
  const [state, setState] = useState<State>({ status: 'idle' });
  const latest = useRef(0);
  const mutate = (request: VerifyRequest) => {
    const ticket = ++latest.current;
    setState({ status: 'pending' });
    verifyAgreement(request).then(
      (data) => {
        if (ticket === latest.current) setState({ status: 'done', data });
      },
      (error: unknown) => {
        if (ticket === latest.current) setState({ status: 'error', error });
      },
    );
  };
  const reset = () => {
    latest.current += 1;
    setState({ status: 'idle' });
  };
  return {
    data: state.data,
    error: state.error,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    mutate,
    reset,
  };
}
