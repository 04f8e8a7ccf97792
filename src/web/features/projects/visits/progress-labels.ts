// How a registration's progress reads on the project page, for the marketer's table and
// the broker's list alike: the visit's time (India time, as the slip page writes it) and
// the booking's unit and payout stage.
import { formatVisitTime } from '#shared/format/india-time.ts';
import { PAYOUT_STAGE_LABELS, type Booking, type Visit } from '#shared/schemas/project-visits.ts';

export { formatVisitTime };

/** 'Visit 12 Mar 2026, 10:30 am (scheduled)' or '... (done)'. */
export const visitSummary = (visit: Visit) =>
  `Visit ${formatVisitTime(visit.scheduled_at)} (${visit.status === 'done' ? 'done' : 'scheduled'})`;

/** 'Unit A-1203 · Payout pending', or the stage alone when no unit was given. */
export const bookingSummary = (booking: Booking) =>
  [
    booking.unit_label ? `Unit ${booking.unit_label}` : '',
    PAYOUT_STAGE_LABELS[booking.payout_stage],
  ]
    .filter(Boolean)
    .join(' · ');
