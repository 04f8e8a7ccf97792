// Price sheet and inventory of a project (issue 21, third slice).
//
// Every read and write starts from findVisibleProject (a hidden project is a 404); writes
// are the marketer's only (403 for anyone else, an admin included). A hold is one
// conditional UPDATE: it takes the unit only when it is available or its hold has expired,
// so of two brokers at once exactly one gets the row back (the other's WHERE, re-checked
// after the winner commits, no longer matches) and is told 409. An expired hold reads as
// available everywhere; no job is needed to free it.
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  fromPriceOf,
  HOLD_HOURS_DEFAULT,
  INVENTORY_MESSAGES,
  MAX_TOWERS,
  PRICE_SHEET_MAX_TYPES,
  type Inventory,
  type PriceSheet,
  type Tower,
  type Unit,
  type UnitType,
  type UnitTypeFields,
} from '#shared/schemas/project-inventory.ts';
import { PROJECT_MESSAGES } from '#shared/schemas/projects.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import {
  profiles,
  projectBookings,
  projectInventorySettings,
  projects,
  projectTowers,
  projectUnits,
  projectUnitTypes,
} from '#server/db/schema.ts';
import {
  badRequest,
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
} from '#server/lib/http-errors.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { findVisibleProject, type ProjectWithFacts } from '../project-queries';
import { announcePriceSheetChanged, publishInventoryChanged } from './events';
import { effectiveState, freeToHold } from './unit-states';

async function visible(
  ctx: AppContext,
  viewer: Viewer,
  projectId: string,
): Promise<ProjectWithFacts> {
  const found = await findVisibleProject(ctx.db, viewer, projectId);
  if (!found) throw notFound(PROJECT_MESSAGES.notFound);
  return found;
}

/** The project, when the caller is its marketer (404 when hidden, 403 otherwise). */
export async function asMarketer(
  ctx: AppContext,
  viewer: Viewer,
  projectId: string,
): Promise<ProjectWithFacts> {
  const found = await visible(ctx, viewer, projectId);
  if (found.project.marketerId !== viewer.id) throw forbidden(INVENTORY_MESSAGES.marketerOnly);
  return found;
}

// ---------------------------------------------------------------- price sheet

type UnitTypeRow = typeof projectUnitTypes.$inferSelect;

function presentUnitType(r: UnitTypeRow): UnitType {
  const t = {
    id: r.id,
    project_id: r.projectId,
    label: r.label,
    carpet_sqft: r.carpetSqft,
    price_per_sqft: r.pricePerSqft,
    floor_rise: r.floorRise,
    other_charges: r.otherCharges,
    from_price_entered: r.fromPrice,
  };
  return { ...t, from_price: fromPriceOf(t) };
}

const unitTypeColumns = (f: UnitTypeFields) => ({
  label: f.label,
  carpetSqft: f.carpet_sqft,
  pricePerSqft: f.price_per_sqft,
  floorRise: f.floor_rise,
  otherCharges: f.other_charges,
  fromPrice: f.from_price,
});

export async function getPriceSheet(
  ctx: AppContext,
  viewer: Viewer,
  projectId: string,
): Promise<PriceSheet> {
  const found = await visible(ctx, viewer, projectId);
  return {
    items: await listUnitTypes(ctx.db, found.project.id),
    can_edit: found.project.marketerId === viewer.id,
  };
}

/**
 * A project's unit types in the marketer's order, with their 'from' prices. No access
 * check: for a caller that has decided who reads the project (getPriceSheet, the broker's
 * public project page).
 */
export async function listUnitTypes(db: Queryable, projectId: string): Promise<UnitType[]> {
  const rows = await db
    .select()
    .from(projectUnitTypes)
    .where(eq(projectUnitTypes.projectId, projectId))
    .orderBy(asc(projectUnitTypes.createdAt), asc(projectUnitTypes.id));
  return rows.map(presentUnitType);
}

/**
 * Refuses an add beyond `max` rows of `table` for the project. The project's row lock orders
 * concurrent adds, so the count holds the cap: the price sheet, the grid and the public page
 * read these lists whole.
 */
async function claimRoom(
  tx: Queryable,
  projectId: string,
  table: typeof projectUnitTypes | typeof projectTowers,
  max: number,
  message: string,
): Promise<void> {
  const [locked] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  if (!locked) throw notFound(PROJECT_MESSAGES.notFound);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(table)
    .where(eq(table.projectId, projectId));
  if (n >= max) throw conflict(message);
}

export async function createUnitType(
  ctx: AppContext,
  viewer: Viewer,
  projectId: string,
  fields: UnitTypeFields,
): Promise<UnitType> {
  const { project } = await asMarketer(ctx, viewer, projectId);
  const row = await ctx.db.transaction(async (tx) => {
    await claimRoom(tx, project.id, projectUnitTypes, PRICE_SHEET_MAX_TYPES, INVENTORY_MESSAGES.tooManyUnitTypes);
    const [inserted] = await tx
      .insert(projectUnitTypes)
      .values({ projectId: project.id, ...unitTypeColumns(fields) })
      .returning();
    return inserted;
  });
  if (!row) throw notFound(PROJECT_MESSAGES.notFound);
  await announcePriceSheetChanged(ctx, project);
  return presentUnitType(row);
}

export async function updateUnitType(
  ctx: AppContext,
  viewer: Viewer,
  projectId: string,
  typeId: string,
  fields: UnitTypeFields,
): Promise<UnitType> {
  const { project } = await asMarketer(ctx, viewer, projectId);
  const [row] = await ctx.db
    .update(projectUnitTypes)
    .set(unitTypeColumns(fields))
    .where(and(eq(projectUnitTypes.id, typeId), eq(projectUnitTypes.projectId, project.id)))
    .returning();
  if (!row) throw notFound(INVENTORY_MESSAGES.unitTypeNotFound);
  await announcePriceSheetChanged(ctx, project);
  return presentUnitType(row);
}

export async function deleteUnitType(
  ctx: AppContext,
  viewer: Viewer,
  projectId: string,
  typeId: string,
): Promise<void> {
  const { project } = await asMarketer(ctx, viewer, projectId);
  const [row] = await ctx.db
    .delete(projectUnitTypes)
    .where(and(eq(projectUnitTypes.id, typeId), eq(projectUnitTypes.projectId, project.id)))
    .returning({ id: projectUnitTypes.id });
  if (!row) throw notFound(INVENTORY_MESSAGES.unitTypeNotFound);
  await announcePriceSheetChanged(ctx, project);
}

// ---------------------------------------------------------------- inventory


type UnitRead = {
  id: string;
  towerId: string;
  floor: number;
  unitNumber: string;
  unitTypeId: string | null;
  state: string;
  heldBy: string | null;
  heldByName: string | null;
  holdExpiresAt: Date | null;
};

function presentUnit(u: UnitRead, viewer: Viewer, isMarketer: boolean): Unit {
  const held = u.state === 'held';
  return {
    id: u.id,
    tower_id: u.towerId,
    floor: u.floor,
    unit_number: u.unitNumber,
    unit_type_id: u.unitTypeId,
    state: u.state as Unit['state'],
    held_by_me: held && u.heldBy === viewer.id,
    held_by_name: held && isMarketer ? (u.heldByName ?? 'Former member') : null,
    hold_expires_at:
      held && (isMarketer || u.heldBy === viewer.id)
        ? (u.holdExpiresAt?.toISOString() ?? null)
        : null,
  };
}

function selectUnits(db: Queryable) {
  return db
    .select({
      id: projectUnits.id,
      towerId: projectUnits.towerId,
      floor: projectUnits.floor,
      unitNumber: projectUnits.unitNumber,
      unitTypeId: projectUnits.unitTypeId,
      state: effectiveState,
      heldBy: projectUnits.heldBy,
      heldByName: profiles.fullName,
      holdExpiresAt: projectUnits.holdExpiresAt,
    })
    .from(projectUnits)
    .leftJoin(profiles, eq(profiles.id, projectUnits.heldBy));
}

async function holdHoursOf(db: Queryable, projectId: string): Promise<number> {
  const [row] = await db
    .select({ h: projectInventorySettings.holdHours })
    .from(projectInventorySettings)
    .where(eq(projectInventorySettings.projectId, projectId));
  return row?.h ?? HOLD_HOURS_DEFAULT;
}

export async function getInventory(
  ctx: AppContext,
  viewer: Viewer,
  projectId: string,
): Promise<Inventory> {
  const found = await visible(ctx, viewer, projectId);
  const pid = found.project.id;
  const isMarketer = found.project.marketerId === viewer.id;
  const [towers, units, holdHours] = await Promise.all([
    ctx.db
      .select()
      .from(projectTowers)
      .where(eq(projectTowers.projectId, pid))
      .orderBy(asc(projectTowers.createdAt), asc(projectTowers.name)),
    selectUnits(ctx.db)
      .where(eq(projectUnits.projectId, pid))
      .orderBy(asc(projectUnits.floor), asc(projectUnits.unitNumber)),
    holdHoursOf(ctx.db, pid),
  ]);
  const byTower = new Map<string, Unit[]>();
  for (const u of units) {
    const list = byTower.get(u.towerId) ?? [];
    list.push(presentUnit(u, viewer, isMarketer));
    byTower.set(u.towerId, list);
  }
  return {
    project_id: pid,
    hold_hours: holdHours,
    is_marketer: isMarketer,
    can_hold: found.canRegister,
    towers: towers.map((t) => ({
      id: t.id,
      name: t.name,
      floors: t.floors,
      units_per_floor: t.unitsPerFloor,
      units: byTower.get(t.id) ?? [],
    })),
  };
}

export async function setHoldHours(
  ctx: AppContext,
  viewer: Viewer,
  projectId: string,
  holdHours: number,
): Promise<Inventory> {
  const { project } = await asMarketer(ctx, viewer, projectId);
  await ctx.db
    .insert(projectInventorySettings)
    .values({ projectId: project.id, holdHours })
    .onConflictDoUpdate({ target: projectInventorySettings.projectId, set: { holdHours } });
  return getInventory(ctx, viewer, project.id);
}

/** '1', '2' … per floor: floor 3, unit 2 = '302'; floor 12, unit 10 = '1210'. */
export const unitNumberOf = (floor: number, index: number) =>
  `${floor}${String(index).padStart(2, '0')}`;

export async function createTower(
  ctx: AppContext,
  viewer: Viewer,
  projectId: string,
  input: { name: string; floors: number; units_per_floor: number; unit_type_id: string | null },
): Promise<Tower> {
  const { project } = await asMarketer(ctx, viewer, projectId);
  if (input.unit_type_id) {
    const [t] = await ctx.db
      .select({ id: projectUnitTypes.id })
      .from(projectUnitTypes)
      .where(
        and(
          eq(projectUnitTypes.id, input.unit_type_id),
          eq(projectUnitTypes.projectId, project.id),
        ),
      );
    if (!t) throw badRequest(INVENTORY_MESSAGES.unitTypeNotFound, 'unit_type_id');
  }
  let towerId: string;
  try {
    towerId = await ctx.db.transaction(async (tx) => {
      await claimRoom(tx, project.id, projectTowers, MAX_TOWERS, INVENTORY_MESSAGES.tooManyTowers);
      const [tower] = await tx
        .insert(projectTowers)
        .values({
          projectId: project.id,
          name: input.name,
          floors: input.floors,
          unitsPerFloor: input.units_per_floor,
        })
        .returning({ id: projectTowers.id });
      if (!tower) throw new Error('tower insert returned nothing');
      const rows = [];
      for (let floor = 1; floor <= input.floors; floor++) {
        for (let i = 1; i <= input.units_per_floor; i++) {
          rows.push({
            projectId: project.id,
            towerId: tower.id,
            floor,
            unitNumber: unitNumberOf(floor, i),
            unitTypeId: input.unit_type_id,
          });
        }
      }
      await tx.insert(projectUnits).values(rows); // at most 60 × 20 = 1,200 rows
      return tower.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'project_towers_project_name_key')) {
      throw conflict(INVENTORY_MESSAGES.towerNameTaken, 'name');
    }
    throw error;
  }
  await publishInventoryChanged(ctx.db, project.id);
  const inventory = await getInventory(ctx, viewer, project.id);
  const tower = inventory.towers.find((t) => t.id === towerId);
  if (!tower) throw notFound(INVENTORY_MESSAGES.towerNotFound);
  return tower;
}

export async function deleteTower(
  ctx: AppContext,
  viewer: Viewer,
  projectId: string,
  towerId: string,
): Promise<void> {
  const { project } = await asMarketer(ctx, viewer, projectId);
  await ctx.db.transaction(async (tx) => {
    const [tower] = await tx
      .select({ id: projectTowers.id })
      .from(projectTowers)
      .where(and(eq(projectTowers.id, towerId), eq(projectTowers.projectId, project.id)));
    if (!tower) throw notFound(INVENTORY_MESSAGES.towerNotFound);
    // Lock the tower's units first: a booking in flight updates its unit, so it either
    // commits before the check below sees it or waits and then finds the unit gone. A
    // booked unit's deletion would leave the client's booking without its unit (SET NULL).
    await tx
      .select({ id: projectUnits.id })
      .from(projectUnits)
      .where(eq(projectUnits.towerId, tower.id))
      .for('update');
    const [booked] = await tx
      .select({ unitId: projectBookings.unitId })
      .from(projectBookings)
      .innerJoin(projectUnits, eq(projectUnits.id, projectBookings.unitId))
      .where(eq(projectUnits.towerId, tower.id))
      .limit(1);
    if (booked) throw conflict(INVENTORY_MESSAGES.towerHasBookings);
    await tx.delete(projectTowers).where(eq(projectTowers.id, tower.id));
  });
  await publishInventoryChanged(ctx.db, project.id);
}

async function presentOne(
  ctx: AppContext,
  viewer: Viewer,
  found: ProjectWithFacts,
  unitId: string,
): Promise<Unit> {
  const [u] = await selectUnits(ctx.db).where(
    and(eq(projectUnits.id, unitId), eq(projectUnits.projectId, found.project.id)),
  );
  if (!u) throw notFound(INVENTORY_MESSAGES.unitNotFound);
  return presentUnit(u, viewer, found.project.marketerId === viewer.id);
}

/**
 * After one conditional UPDATE of a unit: written, the grid hears it and the unit is read
 * back; refused, a unit of another project (or none) is a 404, else the conflict.
 */
async function answerUnitWrite(
  ctx: AppContext,
  viewer: Viewer,
  found: ProjectWithFacts,
  unitId: string,
  written: boolean,
  refusal: string,
): Promise<Unit> {
  if (!written) {
    await presentOne(ctx, viewer, found, unitId);
    throw conflict(refusal);
  }
  await publishInventoryChanged(ctx.db, found.project.id);
  return presentOne(ctx, viewer, found, unitId);
}

export async function setUnitState(
  ctx: AppContext,
  viewer: Viewer,
  projectId: string,
  unitId: string,
  state: 'available' | 'booked',
): Promise<Unit> {
  const found = await asMarketer(ctx, viewer, projectId);
  // A unit booked through a registration stays booked: freeing it would leave a booking
  // pointing at a unit another client could take.
  const keepsBooking = sql`not exists (select 1 from ${projectBookings} where ${projectBookings.unitId} = ${projectUnits.id})`;
  const [row] = await ctx.db
    .update(projectUnits)
    .set({ state, heldBy: null, holdExpiresAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(projectUnits.id, unitId),
        eq(projectUnits.projectId, found.project.id),
        state === 'available' ? keepsBooking : undefined,
      ),
    )
    .returning({ id: projectUnits.id });
  return answerUnitWrite(ctx, viewer, found, unitId, row !== undefined, INVENTORY_MESSAGES.bookedForClient);
}

export async function holdUnit(
  ctx: AppContext,
  viewer: Viewer,
  projectId: string,
  unitId: string,
): Promise<Unit> {
  const found = await visible(ctx, viewer, projectId);
  if (found.project.marketerId === viewer.id) throw badRequest(INVENTORY_MESSAGES.ownProject);
  if (!found.canRegister) throw forbidden(INVENTORY_MESSAGES.cannotHold);
  const hours = await holdHoursOf(ctx.db, found.project.id);
  // The one statement that settles a race: only a free unit is taken.
  const [row] = await ctx.db
    .update(projectUnits)
    .set({
      state: 'held',
      heldBy: viewer.id,
      holdExpiresAt: sql`now() + make_interval(hours => ${hours}::int)`,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(projectUnits.id, unitId), eq(projectUnits.projectId, found.project.id), freeToHold),
    )
    .returning({ id: projectUnits.id });
  return answerUnitWrite(ctx, viewer, found, unitId, row !== undefined, INVENTORY_MESSAGES.notAvailable);
}

export async function releaseUnit(
  ctx: AppContext,
  viewer: Viewer,
  projectId: string,
  unitId: string,
): Promise<Unit> {
  const found = await visible(ctx, viewer, projectId);
  const isMarketer = found.project.marketerId === viewer.id;
  const liveHold = and(
    eq(projectUnits.state, 'held'),
    sql`${projectUnits.holdExpiresAt} > now()`,
  ) as SQL;
  const [row] = await ctx.db
    .update(projectUnits)
    .set({ state: 'available', heldBy: null, holdExpiresAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(projectUnits.id, unitId),
        eq(projectUnits.projectId, found.project.id),
        liveHold,
        isMarketer ? sql`true` : eq(projectUnits.heldBy, viewer.id),
      ),
    )
    .returning({ id: projectUnits.id });
  if (!row) {
    const unit = await presentOne(ctx, viewer, found, unitId);
    if (unit.state !== 'held') throw conflict(INVENTORY_MESSAGES.notHeld);
    throw forbidden(INVENTORY_MESSAGES.notYourHold);
  }
  await publishInventoryChanged(ctx.db, found.project.id);
  return presentOne(ctx, viewer, found, unitId);
}
