// A project and a registration as the API shows them. A registration is presented only to
// its broker and to the project's marketer (registration-service.ts decides who reads
// which), so this is the one place a client's name and phone are read out.
import {
  projectBrochurePath,
  type Project,
  type ProjectStatus,
  type ProjectVisibility,
  type Registration,
  type RegistrationStatus,
  type WhoMayRegister,
} from '#shared/schemas/projects.ts';
import type { projectRegistrations } from '#server/db/schema.ts';
import { EMPTY_PROGRESS } from './visits/progress';
import { presentBrokerSummary, type BrokerSummaryRow } from '#server/lib/broker-summary.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import type { ProjectWithFacts } from './project-queries';

export function presentProject(row: ProjectWithFacts, viewer: Viewer): Project {
  const p = row.project;
  return {
    id: p.id,
    marketer_id: p.marketerId,
    marketer: presentBrokerSummary(row.marketer),
    name: p.name,
    developer: p.developer,
    rera_project_number: p.reraProjectNumber,
    city_id: p.cityId,
    city: row.city,
    area: p.area,
    address: p.address,
    possession_date: p.possessionDate,
    description: p.description,
    amenities: p.amenities,
    visibility: p.visibility as ProjectVisibility,
    status: p.status as ProjectStatus,
    protection_days: p.protectionDays,
    who_may_register: p.whoMayRegister as WhoMayRegister,
    commission: p.commission,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    is_marketer: p.marketerId === viewer.id,
    can_register: row.canRegister,
    images: p.images,
    // The stored URL is a storage location; readers download through the project's route.
    brochure:
      p.brochureUrl && p.brochureName
        ? { url: projectBrochurePath(p.id), name: p.brochureName, bytes: p.brochureBytes ?? 0 }
        : null,
  };
}

export type RegistrationWithFacts = {
  registration: typeof projectRegistrations.$inferSelect;
  projectName: string;
  broker: BrokerSummaryRow;
  /** The database's clock, the same one the protection rule reads. */
  isProtected: boolean;
};

export function presentRegistration(row: RegistrationWithFacts): Registration {
  const r = row.registration;
  return {
    id: r.id,
    project_id: r.projectId,
    project_name: row.projectName,
    broker: presentBrokerSummary(row.broker),
    client_name: r.clientName,
    client_phone: r.clientPhone,
    registered_at: r.registeredAt.toISOString(),
    protected_until: r.protectedUntil.toISOString(),
    is_protected: row.isProtected,
    status: r.status as RegistrationStatus,
    // Filled by withProgress (visits/progress.ts) where a list or an answer shows it.
    progress: EMPTY_PROGRESS,
  };
}
