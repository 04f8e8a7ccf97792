// Site visits, bookings, payouts and the CSV export of a project's registrations (issue 21,
// visits slice). A visit is booked by the registration's broker; check-in, booking, payout
// and the export are the project's marketer's. Nobody else, an admin included.
import { z } from 'zod';
import { looseIdParamSchema } from '../schemas/common';
import {
  bookingInputSchema,
  checkInInputSchema,
  checkInResultSchema,
  payoutInputSchema,
  visitInputSchema,
  visitSchema,
} from '../schemas/project-visits';
import { registrationSchema } from '../schemas/projects';
import { defineEndpoint } from './define-endpoint';

const tags = ['projects'];

export const bookProjectVisit = defineEndpoint({
  method: 'POST',
  path: '/api/projects/registrations/:id/visits',
  operationId: 'bookProjectVisit',
  summary:
    "Book a site visit for a client the caller registered (protection holding, within 90 days); the answer carries the slip's code and page",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  body: visitInputSchema,
  status: 201,
  response: visitSchema,
});

export const checkInProjectVisit = defineEndpoint({
  method: 'POST',
  path: '/api/projects/:id/check-ins',
  operationId: 'checkInProjectVisit',
  summary:
    "Check a client in by their slip's code (the project's marketer): the visit is done, the registration visited and its protection renewed",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  body: checkInInputSchema,
  status: 200,
  response: checkInResultSchema,
});

export const bookProjectRegistration = defineEndpoint({
  method: 'POST',
  path: '/api/projects/registrations/:id/booking',
  operationId: 'bookProjectRegistration',
  summary:
    "Mark a registration booked, with an optional unit label (the project's marketer); its payout starts pending",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  body: bookingInputSchema,
  status: 201,
  response: registrationSchema,
});

export const moveProjectPayout = defineEndpoint({
  method: 'POST',
  path: '/api/projects/registrations/:id/payout',
  operationId: 'moveProjectPayout',
  summary:
    "Move a booked registration's payout to its next stage (pending -> invoiced -> paid; the project's marketer)",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  body: payoutInputSchema,
  status: 200,
  response: registrationSchema,
});

export const exportProjectRegistrations = defineEndpoint({
  method: 'GET',
  path: '/api/projects/:id/registrations.csv',
  operationId: 'exportProjectRegistrations',
  summary:
    "A project's registrations as CSV (the project's marketer only): client, phone, broker, dates, status, visit, booking, payout",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  file: 'text/csv',
  response: z.string().meta({ format: 'binary' }),
});
