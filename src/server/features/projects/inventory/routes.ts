// Thin HTTP layer for the price sheet and inventory (contracts in
// src/shared/api/project-inventory.ts).
import type { FastifyPluginAsync } from 'fastify';
import * as api from '#shared/api/project-inventory.ts';
import { INVENTORY_MESSAGES } from '#shared/schemas/project-inventory.ts';
import { PROJECT_MESSAGES } from '#shared/schemas/projects.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireUuid } from '#server/lib/ids.ts';
import { registerEndpoint } from '#server/lib/register-endpoint.ts';
import { callerOf } from '#server/plugins/route-access.ts';
import * as svc from './service';

export const projectInventoryRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const pid = (id: string) => requireUuid(id, PROJECT_MESSAGES.notFound);
  const sub = (id: string, message: string) => requireUuid(id, message);

  registerEndpoint(app, api.getPriceSheet, {
    handler: async (r) => svc.getPriceSheet(ctx, callerOf(r), pid(r.params.id)),
  });
  registerEndpoint(app, api.createUnitType, {
    handler: async (r) => svc.createUnitType(ctx, callerOf(r), pid(r.params.id), r.body),
  });
  registerEndpoint(app, api.updateUnitType, {
    handler: async (r) =>
      svc.updateUnitType(
        ctx,
        callerOf(r),
        pid(r.params.id),
        sub(r.params.subId, INVENTORY_MESSAGES.unitTypeNotFound),
        r.body,
      ),
  });
  registerEndpoint(app, api.deleteUnitType, {
    handler: async (r) => {
      await svc.deleteUnitType(
        ctx,
        callerOf(r),
        pid(r.params.id),
        sub(r.params.subId, INVENTORY_MESSAGES.unitTypeNotFound),
      );
      return null;
    },
  });
  registerEndpoint(app, api.getInventory, {
    handler: async (r) => svc.getInventory(ctx, callerOf(r), pid(r.params.id)),
  });
  registerEndpoint(app, api.updateInventorySettings, {
    handler: async (r) =>
      svc.setHoldHours(ctx, callerOf(r), pid(r.params.id), r.body.hold_hours),
  });
  registerEndpoint(app, api.createTower, {
    handler: async (r) => svc.createTower(ctx, callerOf(r), pid(r.params.id), r.body),
  });
  registerEndpoint(app, api.deleteTower, {
    handler: async (r) => {
      await svc.deleteTower(
        ctx,
        callerOf(r),
        pid(r.params.id),
        sub(r.params.subId, INVENTORY_MESSAGES.towerNotFound),
      );
      return null;
    },
  });
  registerEndpoint(app, api.setUnitState, {
    handler: async (r) =>
      svc.setUnitState(
        ctx,
        callerOf(r),
        pid(r.params.id),
        sub(r.params.subId, INVENTORY_MESSAGES.unitNotFound),
        r.body.state,
      ),
  });
  registerEndpoint(app, api.holdUnit, {
    handler: async (r) =>
      svc.holdUnit(
        ctx,
        callerOf(r),
        pid(r.params.id),
        sub(r.params.subId, INVENTORY_MESSAGES.unitNotFound),
      ),
  });
  registerEndpoint(app, api.releaseUnit, {
    handler: async (r) =>
      svc.releaseUnit(
        ctx,
        callerOf(r),
        pid(r.params.id),
        sub(r.params.subId, INVENTORY_MESSAGES.unitNotFound),
      ),
  });
};
