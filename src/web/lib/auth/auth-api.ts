// The auth calls, each through its shared contract (src/shared/api/auth.ts). The
// session-opening calls skip the refresh-and-retry on 401: a 401 there is the answer.
import * as api from '#shared/api/auth.ts';
import type {
  EnrollFactorInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
  UnenrollFactorInput,
  UpdatePasswordInput,
  VerifyFactorInput,
} from '#shared/schemas/auth.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { refreshSessionCall } from './refresh-call';

const noRetry = { noRetry: true };

export const authApi = {
  signUp: (body: SignUpInput) => call(api.signUp, { body }, noRetry),
  signIn: (body: SignInInput) => call(api.signIn, { body }, noRetry),
  refresh: refreshSessionCall,
  signOut: () => call(api.signOut, {}, noRetry),
  recover: (email: string) => call(api.requestPasswordReset, { body: { email } }, noRetry),
  resetPassword: (body: ResetPasswordInput) => call(api.resetPassword, { body }, noRetry),
  updatePassword: (body: UpdatePasswordInput) => call(api.updatePassword, { body }),
  assurance: () => call(api.getAssuranceLevel, {}),
  listFactors: () => call(api.listFactors, {}),
  enrollFactor: (body: EnrollFactorInput) => call(api.enrollFactor, { body }),
  challengeFactor: (factorId: string) => call(api.challengeFactor, { params: { id: factorId }, body: {} }),
  verifyFactor: (factorId: string, body: VerifyFactorInput) =>
    call(api.verifyFactor, { params: { id: factorId }, body }),
  unenrollFactor: (factorId: string, body: UnenrollFactorInput) =>
    call(api.unenrollFactor, { params: { id: factorId }, body }),
};
