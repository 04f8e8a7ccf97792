// Price sheet and inventory of a project (issue 21, third slice): the unit types the
// marketer prices (label, carpet area, price per sq ft, floor rise, other charges, a 'from'
// price entered or computed) and the towers, floors and units with their state. A broker
// who may register clients holds an available unit for the project's hold time; an expired
// hold is an available unit. The form, the API and the server share these.
import { z } from 'zod';

export const UNIT_STATES = ['available', 'held', 'booked'] as const;
export const unitStateSchema = z.enum(UNIT_STATES, { error: 'Choose available, held or booked' });
export type UnitState = z.infer<typeof unitStateSchema>;
export const UNIT_STATE_LABELS: Record<UnitState, string> = {
  available: 'Available',
  held: 'Held',
  booked: 'Booked',
};

export const MAX_FLOORS = 60;
export const MAX_UNITS_PER_FLOOR = 20;
export const HOLD_HOURS_DEFAULT = 24;
export const HOLD_HOURS_MAX = 720;
export const PRICE_SHEET_MAX_TYPES = 30;
export const MAX_TOWERS = 20;
const RUPEES_MAX = 10_000_000_000; // ₹1,000 crore: a bound, not a price

export const INVENTORY_MESSAGES = {
  marketerOnly: 'Only the marketer of this project may change its price sheet and inventory',
  unitTypeNotFound: 'That unit type does not exist',
  tooManyTowers: `A project has at most ${MAX_TOWERS} towers`,
  tooManyUnitTypes: `A price sheet has at most ${PRICE_SHEET_MAX_TYPES} unit types: change or delete one first`,
  towerNotFound: 'That tower does not exist',
  unitNotFound: 'That unit does not exist',
  towerNameTaken: 'This project already has a tower with that name',
  cannotHold: 'You may not hold units of this project',
  ownProject: 'You market this project: set the unit’s state instead',
  notAvailable: 'This unit is no longer available',
  notHeld: 'This unit is not held',
  notYourHold: 'Only the broker who holds this unit or the marketer may release it',
  bookedForClient: 'A client registration is booked on this unit, so it stays booked',
  towerHasBookings: 'A unit of this tower is booked for a client, so the tower cannot be deleted',
} as const;

const rupees = (label: string) =>
  z
    .number({ error: `Enter the ${label} in rupees` })
    .int({ error: `Enter the ${label} in whole rupees` })
    .min(0, { error: `The ${label} cannot be negative` })
    .max(RUPEES_MAX, { error: `The ${label} is too large` });

export const unitTypeInputSchema = z.strictObject({
  label: z
    .string({ error: 'Enter a label such as 2 BHK' })
    .trim()
    .min(1, { error: 'Enter a label such as 2 BHK' })
    .max(60, { error: 'Keep the label within 60 characters' }),
  carpet_sqft: z
    .number({ error: 'Enter the carpet area in sq ft' })
    .int({ error: 'Enter the carpet area in whole sq ft' })
    .min(50, { error: 'The carpet area is at least 50 sq ft' })
    .max(100_000, { error: 'The carpet area is at most 1,00,000 sq ft' }),
  price_per_sqft: rupees('price per sq ft'),
  /** Rupees per sq ft added for each floor above the first. */
  floor_rise: rupees('floor rise').default(0),
  other_charges: rupees('other charges').default(0),
  /** Entered 'from' price; null = carpet × price per sq ft + other charges. */
  from_price: rupees('from price').nullable().default(null),
});
export type UnitTypeInput = z.input<typeof unitTypeInputSchema>;
export type UnitTypeFields = z.output<typeof unitTypeInputSchema>;

export const unitTypeSchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  label: z.string(),
  carpet_sqft: z.number().int(),
  price_per_sqft: z.number().int(),
  floor_rise: z.number().int(),
  other_charges: z.number().int(),
  /** As entered, or null. */
  from_price_entered: z.number().int().nullable(),
  /** The price shown: the entered one, or the computed one. */
  from_price: z.number().int(),
});
export type UnitType = z.infer<typeof unitTypeSchema>;

export const priceSheetSchema = z.object({
  items: z.array(unitTypeSchema),
  can_edit: z.boolean(),
});
export type PriceSheet = z.infer<typeof priceSheetSchema>;

/** carpet × price per sq ft + other charges, unless a 'from' price was entered. */
export function fromPriceOf(t: {
  carpet_sqft: number;
  price_per_sqft: number;
  other_charges: number;
  from_price_entered: number | null;
}): number {
  return t.from_price_entered ?? t.carpet_sqft * t.price_per_sqft + t.other_charges;
}

export const towerInputSchema = z.strictObject({
  name: z
    .string({ error: 'Enter the tower’s name' })
    .trim()
    .min(1, { error: 'Enter the tower’s name' })
    .max(40, { error: 'Keep the tower’s name within 40 characters' }),
  floors: z
    .number({ error: 'Enter the number of floors' })
    .int({ error: 'Enter a whole number of floors' })
    .min(1, { error: 'A tower has at least 1 floor' })
    .max(MAX_FLOORS, { error: `A tower has at most ${MAX_FLOORS} floors` }),
  units_per_floor: z
    .number({ error: 'Enter the units per floor' })
    .int({ error: 'Enter a whole number of units per floor' })
    .min(1, { error: 'A floor has at least 1 unit' })
    .max(MAX_UNITS_PER_FLOOR, { error: `A floor has at most ${MAX_UNITS_PER_FLOOR} units` }),
  unit_type_id: z.uuid({ error: 'Choose a unit type' }).nullable().default(null),
});
export type TowerInput = z.input<typeof towerInputSchema>;

export const unitSchema = z.object({
  id: z.uuid(),
  tower_id: z.uuid(),
  floor: z.number().int(),
  unit_number: z.string(),
  unit_type_id: z.uuid().nullable(),
  /** Effective: a hold whose time has passed reads as available. */
  state: unitStateSchema,
  held_by_me: z.boolean(),
  /** The holding broker's name, for the marketer only. */
  held_by_name: z.string().nullable(),
  hold_expires_at: z.string().nullable(),
});
export type Unit = z.infer<typeof unitSchema>;

export const towerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  floors: z.number().int(),
  units_per_floor: z.number().int(),
  units: z.array(unitSchema),
});
export type Tower = z.infer<typeof towerSchema>;

export const inventorySchema = z.object({
  project_id: z.uuid(),
  hold_hours: z.number().int(),
  is_marketer: z.boolean(),
  can_hold: z.boolean(),
  towers: z.array(towerSchema),
});
export type Inventory = z.infer<typeof inventorySchema>;

export const unitStateInputSchema = z.strictObject({
  /** The marketer sets available (which ends a hold) or booked; holds are brokers'. */
  state: z.enum(['available', 'booked'], { error: 'Choose available or booked' }),
});

export const inventorySettingsInputSchema = z.strictObject({
  hold_hours: z
    .number({ error: 'Enter the hold time in hours' })
    .int({ error: 'Enter whole hours' })
    .min(1, { error: 'A hold lasts at least 1 hour' })
    .max(HOLD_HOURS_MAX, { error: `A hold lasts at most ${HOLD_HOURS_MAX} hours` }),
});

export const projectSubIdParamSchema = z.strictObject({
  id: z.string().max(100),
  subId: z.string().max(100),
});
