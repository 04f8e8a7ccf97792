import {
  formatRegistrationDate,
  type Registration,
  type RegistrationStatus,
  type WhoMayRegister,
} from '#shared/schemas/projects.ts';

export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  registered: 'Registered',
  visited: 'Visited',
  booked: 'Booked',
};

export const WHO_MAY_REGISTER_LABELS: Record<WhoMayRegister, string> = {
  network: 'My network',
  all: 'All brokers who can see it',
};

/** '5 May 2026', or '5 May 2026 (ended)' once the protection no longer holds. */
export const protectedUntil = (
  registration: Pick<Registration, 'protected_until' | 'is_protected'>,
) =>
  `${formatRegistrationDate(registration.protected_until)}${registration.is_protected ? '' : ' (ended)'}`;

/** A possession date 'YYYY-MM-DD' as the registrations' dates read: '31 Dec 2027'. */
export const formatPossessionDate = (date: string) =>
  formatRegistrationDate(`${date}T12:00:00+05:30`);
