// projects.json, projects.csv and project-registrations.csv: the projects the broker
// markets (decision 044), every field the API shows, with their price sheet, towers and
// units (a hold names the holding broker by name only, as the marketer's grid does) and
// each one's photos and brochure under projects/<project id>/; the registrations brokers
// made for them as the marketer reads them (the client's name and phone are the
// marketer's to see; the registering broker by name, company and city, never their phone
// or e-mail; visits without their slip codes, which the marketer gets from the client at
// the site); and the broker's own public project page links, whoever markets the project.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { FORMER_MEMBER_NAME } from '#shared/schemas/account.ts';
import { fromPriceOf, HOLD_HOURS_DEFAULT } from '#shared/schemas/project-inventory.ts';
import { projectSharePath } from '#shared/schemas/project-shares.ts';
import {
  cities,
  profiles,
  projectBookings,
  projectInventorySettings,
  projectRegistrations,
  projects,
  projectShares,
  projectTowers,
  projectUnits,
  projectUnitTypes,
} from '#server/db/schema.ts';
import { storageKeyOfUrl } from '#server/lib/media/media-urls.ts';
import { brochureKeyOf } from '#server/lib/media/project-files.ts';
import { effectiveState, mayShareProject } from '#server/features/projects/index.ts';
import { cursorOf, ownedRows, type Cursor } from '../export-cursor';
import { batched, csvDocument, isoOrNull, jsonDocument, listOf, mapped, type CsvColumn } from '../export-format';
import { photoPath, type ExportSection } from './export-section';
import {
  bookingJoin,
  presentBooking,
  presentVisit,
  registrationColumns,
  REGISTRATIONS_PER_READ,
  withVisits,
  type BookingRow,
  type VisitRow,
} from './project-progress';

/** Projects whose price sheets, towers and units are read at once (a tower has up to 1,200 units). */
const PROJECTS_PER_READ = 20;

type Project = Cursor & {
  name: string;
  developer: string;
  reraProjectNumber: string;
  city: string;
  area: string;
  address: string;
  possessionDate: string | null;
  description: string;
  amenities: string[];
  visibility: string;
  status: string;
  protectionDays: number;
  whoMayRegister: string;
  commission: string;
  images: string[];
  brochureUrl: string | null;
  brochureName: string | null;
  brochureBytes: number | null;
  holdHours: number;
  createdAt: Date;
  updatedAt: Date;
};

type Registration = Cursor &
  BookingRow & {
    projectId: string;
    projectName: string;
    brokerId: string;
    brokerName: string;
    brokerCompany: string | null;
    brokerCity: string | null;
    clientName: string;
    clientPhone: string;
    registeredAt: Date;
    protectedUntil: Date;
    isProtected: boolean;
    status: string;
  };

const folderOf = (projectId: string) => `projects/${projectId}`;
const brochurePath = (projectId: string) => `${folderOf(projectId)}/brochure.pdf`;

export const projectsSection: ExportSection = async (ctx, owner, out) => {
  const rows = (): AsyncGenerator<Project> =>
    ownedRows(
      () =>
        ctx.db
          .select({
            id: projects.id,
            cursor: cursorOf(projects.createdAt),
            name: projects.name,
            developer: projects.developer,
            reraProjectNumber: projects.reraProjectNumber,
            city: cities.name,
            area: projects.area,
            address: projects.address,
            possessionDate: projects.possessionDate,
            description: projects.description,
            amenities: projects.amenities,
            visibility: projects.visibility,
            status: projects.status,
            protectionDays: projects.protectionDays,
            whoMayRegister: projects.whoMayRegister,
            commission: projects.commission,
            images: projects.images,
            brochureUrl: projects.brochureUrl,
            brochureName: projects.brochureName,
            brochureBytes: projects.brochureBytes,
            holdHours: sql<number>`coalesce(${projectInventorySettings.holdHours}, ${HOLD_HOURS_DEFAULT})`,
            createdAt: projects.createdAt,
            updatedAt: projects.updatedAt,
          })
          .from(projects)
          .innerJoin(cities, eq(cities.id, projects.cityId))
          .leftJoin(projectInventorySettings, eq(projectInventorySettings.projectId, projects.id))
          .$dynamic(),
      projects,
      eq(projects.marketerId, owner.id),
    );

  const registrations = (): AsyncGenerator<Registration & { visits: VisitRow[] }> =>
    batched(
      ownedRows(
        () =>
          ctx.db
            .select({
              ...registrationColumns,
              brokerId: profiles.id,
              brokerName: profiles.fullName,
              brokerCompany: profiles.companyName,
              brokerCity: profiles.city,
            })
            .from(projectRegistrations)
            .innerJoin(projects, eq(projects.id, projectRegistrations.projectId))
            .innerJoin(profiles, eq(profiles.id, projectRegistrations.brokerId))
            .leftJoin(projectBookings, bookingJoin)
            .$dynamic(),
        { createdAt: projectRegistrations.registeredAt, id: projectRegistrations.id },
        eq(projects.marketerId, owner.id),
      ),
      REGISTRATIONS_PER_READ,
      withVisits(ctx.db),
    );

  // The photos and brochures are added now (keys only); their bytes are read when zipped.
  for await (const project of rows()) {
    photosOf(project).forEach(({ key, path }) => out.stored(path, key));
    const brochure = brochureKeyOf(project.id, project.brochureUrl);
    if (brochure) out.stored(brochurePath(project.id), brochure);
  }

  out.text('projects.json', () =>
    jsonDocument(
      {},
      {
        projects: batched(rows(), PROJECTS_PER_READ, async (batch) => {
          const inventory = await inventoryOf(batch.map((p) => p.id));
          return batch.map((p) => ({
            ...present(p),
            photos: photosOf(p).map((photo) => photo.path),
            brochure: p.brochureName
              ? {
                  name: p.brochureName,
                  bytes: p.brochureBytes,
                  file: brochureKeyOf(p.id, p.brochureUrl) ? brochurePath(p.id) : null,
                }
              : null,
            price_sheet: inventory.unitTypesOf(p.id),
            hold_hours: p.holdHours,
            towers: inventory.towersOf(p.id),
          }));
        }),
        registrations: mapped(registrations(), (r) => ({
          id: r.id,
          project: { id: r.projectId, name: r.projectName },
          broker: { id: r.brokerId, full_name: r.brokerName, company_name: r.brokerCompany, city: r.brokerCity },
          client_name: r.clientName,
          client_phone: r.clientPhone,
          registered_at: isoOrNull(r.registeredAt),
          protected_until: isoOrNull(r.protectedUntil),
          is_protected: r.isProtected,
          status: r.status,
          visits: r.visits.map(presentVisit),
          booking: presentBooking(r),
        })),
        public_pages: mapped(
          listOf(
            ctx.db
              .select({
                publicId: projectShares.publicId,
                projectId: projects.id,
                projectName: projects.name,
                // The page answers while its broker still may share the project.
                online: sql<boolean>`coalesce(${mayShareProject(owner.id)}, false)`,
                createdAt: projectShares.createdAt,
              })
              .from(projectShares)
              .innerJoin(projects, eq(projects.id, projectShares.projectId))
              .where(eq(projectShares.brokerId, owner.id))
              .orderBy(asc(projectShares.createdAt), asc(projectShares.id)),
          ),
          (s) => ({
            public_id: s.publicId,
            url: `${ctx.config.publicUrl}${projectSharePath(s.publicId)}`,
            project: { id: s.projectId, name: s.projectName },
            online: s.online,
            created_at: isoOrNull(s.createdAt),
          }),
        ),
      },
    ),
  );
  out.text('projects.csv', () => csvDocument(PROJECT_COLUMNS, rows()));
  out.text('project-registrations.csv', () => csvDocument(REGISTRATION_COLUMNS, registrations()));

  /** The price sheets, towers and units of these projects, in three reads. */
  async function inventoryOf(projectIds: string[]) {
    const [unitTypes, towers, units] = await Promise.all([
      ctx.db
        .select()
        .from(projectUnitTypes)
        .where(inArray(projectUnitTypes.projectId, projectIds))
        .orderBy(asc(projectUnitTypes.createdAt), asc(projectUnitTypes.id)),
      ctx.db
        .select()
        .from(projectTowers)
        .where(inArray(projectTowers.projectId, projectIds))
        .orderBy(asc(projectTowers.createdAt), asc(projectTowers.name)),
      ctx.db
        .select({
          towerId: projectUnits.towerId,
          floor: projectUnits.floor,
          unitNumber: projectUnits.unitNumber,
          unitType: projectUnitTypes.label,
          state: effectiveState,
          heldBy: projectUnits.heldBy,
          // The name alone: what the marketer's grid shows of the broker holding a unit.
          heldByName: profiles.fullName,
          holdExpiresAt: projectUnits.holdExpiresAt,
        })
        .from(projectUnits)
        .leftJoin(projectUnitTypes, eq(projectUnitTypes.id, projectUnits.unitTypeId))
        .leftJoin(profiles, eq(profiles.id, projectUnits.heldBy))
        .where(inArray(projectUnits.projectId, projectIds))
        .orderBy(asc(projectUnits.floor), asc(projectUnits.unitNumber)),
    ]);
    const unitsOf = groupBy(units, (u) => u.towerId);
    return {
      unitTypesOf: (projectId: string) =>
        unitTypes
          .filter((t) => t.projectId === projectId)
          .map((t) => ({
            label: t.label,
            carpet_sqft: t.carpetSqft,
            price_per_sqft: t.pricePerSqft,
            floor_rise: t.floorRise,
            other_charges: t.otherCharges,
            from_price_entered: t.fromPrice,
            from_price: fromPriceOf({
              carpet_sqft: t.carpetSqft,
              price_per_sqft: t.pricePerSqft,
              other_charges: t.otherCharges,
              from_price_entered: t.fromPrice,
            }),
          })),
      towersOf: (projectId: string) =>
        towers
          .filter((t) => t.projectId === projectId)
          .map((t) => ({
            name: t.name,
            floors: t.floors,
            units_per_floor: t.unitsPerFloor,
            units: (unitsOf.get(t.id) ?? []).map((u) => {
              const held = u.state === 'held';
              return {
                unit_number: u.unitNumber,
                floor: u.floor,
                unit_type: u.unitType,
                state: u.state,
                held_by_name: held ? (u.heldByName ?? FORMER_MEMBER_NAME) : null,
                hold_expires_at: held ? isoOrNull(u.holdExpiresAt) : null,
              };
            }),
          })),
    };
  }
};

function photosOf(project: Project): Array<{ key: string; path: string }> {
  return project.images.flatMap((url, i) => {
    const key = storageKeyOfUrl(url);
    return key ? [{ key, path: photoPath(folderOf(project.id), i + 1) }] : [];
  });
}

/** The project's own fields, named as the API names them. */
function present(p: Project) {
  return {
    id: p.id,
    name: p.name,
    developer: p.developer,
    rera_project_number: p.reraProjectNumber,
    city: p.city,
    area: p.area,
    address: p.address,
    possession_date: p.possessionDate,
    description: p.description,
    amenities: p.amenities,
    visibility: p.visibility,
    status: p.status,
    protection_days: p.protectionDays,
    who_may_register: p.whoMayRegister,
    commission: p.commission,
    images: p.images,
    created_at: isoOrNull(p.createdAt),
    updated_at: isoOrNull(p.updatedAt),
  };
}

function groupBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const list = grouped.get(keyOf(row));
    if (list) list.push(row);
    else grouped.set(keyOf(row), [row]);
  }
  return grouped;
}

const PROJECT_COLUMNS: readonly CsvColumn<Project>[] = [
  ['id', (p) => p.id],
  ['name', (p) => p.name],
  ['developer', (p) => p.developer],
  ['rera_project_number', (p) => p.reraProjectNumber],
  ['city', (p) => p.city],
  ['area', (p) => p.area],
  ['address', (p) => p.address],
  ['possession_date', (p) => p.possessionDate],
  ['status', (p) => p.status],
  ['visibility', (p) => p.visibility],
  ['protection_days', (p) => p.protectionDays],
  ['who_may_register', (p) => p.whoMayRegister],
  ['commission', (p) => p.commission],
  ['amenities', (p) => p.amenities],
  ['photos', (p) => p.images.length],
  ['brochure', (p) => p.brochureName],
  ['created_at', (p) => p.createdAt],
  ['updated_at', (p) => p.updatedAt],
  ['description', (p) => p.description],
];

const REGISTRATION_COLUMNS: readonly CsvColumn<Registration & { visits: VisitRow[] }>[] = [
  ['id', (r) => r.id],
  ['project_id', (r) => r.projectId],
  ['project_name', (r) => r.projectName],
  ['client_name', (r) => r.clientName],
  ['client_phone', (r) => r.clientPhone],
  ['broker_id', (r) => r.brokerId],
  ['broker_name', (r) => r.brokerName],
  ['registered_at', (r) => r.registeredAt],
  ['protected_until', (r) => r.protectedUntil],
  ['status', (r) => r.status],
  ['visits', (r) => r.visits.length],
  ['last_visit_at', (r) => r.visits.at(-1)?.scheduledAt],
  ['last_visit_status', (r) => r.visits.at(-1)?.status],
  ['booked_at', (r) => r.bookedAt],
  ['unit', (r) => r.unitLabel],
  ['payout_stage', (r) => r.payoutStage],
  ['payout_updated_at', (r) => r.payoutUpdatedAt],
];
