// Times of site visits as brokers read them, in India time whatever the device's zone: the
// pages, the notifications and the marketer's lists write them alike.
const visitTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** '12 Mar 2026, 10:30 am'. */
export const formatVisitTime = (at: string | Date) => visitTime.format(new Date(at));
