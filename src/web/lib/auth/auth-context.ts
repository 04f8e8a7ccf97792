import { createContext, useContext } from 'react';
import type { AuthResponse, AuthUser, SignInInput, SignUpInput } from '#shared/schemas/auth.ts';

export type AuthState = {
  /** False until the first session check has answered (spec section 4: loading -> initialised). */
  initialised: boolean;
  user: AuthUser | null;
  /** Signed in with a password but the second factor is still owed. */
  mfaPending: boolean;
  isAdmin: boolean;
  /** Set while sign-in, sign-up or sign-out is in flight. */
  loading: boolean;
};

export type AuthActions = {
  signIn(input: SignInInput): Promise<AuthResponse>;
  signUp(input: SignUpInput): Promise<AuthResponse>;
  signOut(): Promise<void>;
  /** Adopts a session obtained elsewhere (password reset, MFA verification). */
  adopt(auth: AuthResponse): void;
};

export type AuthContextValue = AuthState & AuthActions;

/** Signed in with a password but the second factor is still owed. */
export const isMfaPending = (user: AuthUser | null): boolean =>
  !!user && user.aal === 'aal1' && user.next_aal === 'aal2';

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
