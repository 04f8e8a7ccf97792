import { z } from 'zod';
import { roleSchema } from './auth';

export const ownProfileSchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  city: z.string().nullable(),
  company_name: z.string().nullable(),
  role: roleSchema,
  vanity_url: z.string().nullable(),
  member_since: z.string(),
  invitedby: z.uuid().nullable(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
