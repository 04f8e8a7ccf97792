// /api/projects/:id price sheet and inventory (issue 21, third slice). Reads for whoever
// sees the project; writes for its marketer only; holds for brokers who may register
// clients; release by the holder or the marketer.
import { z } from 'zod';
import { looseIdParamSchema } from '../schemas/common';
import {
  inventorySchema,
  inventorySettingsInputSchema,
  priceSheetSchema,
  projectSubIdParamSchema,
  towerInputSchema,
  towerSchema,
  unitSchema,
  unitStateInputSchema,
  unitTypeInputSchema,
  unitTypeSchema,
} from '../schemas/project-inventory';
import { defineEndpoint } from './define-endpoint';

const tags = ['projects'];

export const getPriceSheet = defineEndpoint({
  method: 'GET',
  path: '/api/projects/:id/unit-types',
  operationId: 'getProjectPriceSheet',
  summary: "A project's price sheet (its unit types), for whoever may see the project",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: priceSheetSchema,
});

export const createUnitType = defineEndpoint({
  method: 'POST',
  path: '/api/projects/:id/unit-types',
  operationId: 'createProjectUnitType',
  summary: 'Add a unit type to the price sheet (the marketer only)',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  body: unitTypeInputSchema,
  status: 201,
  response: unitTypeSchema,
});

export const updateUnitType = defineEndpoint({
  method: 'PUT',
  path: '/api/projects/:id/unit-types/:subId',
  operationId: 'updateProjectUnitType',
  summary: 'Change a unit type (the marketer only)',
  tags,
  access: 'user',
  params: projectSubIdParamSchema,
  body: unitTypeInputSchema,
  status: 200,
  response: unitTypeSchema,
});

export const deleteUnitType = defineEndpoint({
  method: 'DELETE',
  path: '/api/projects/:id/unit-types/:subId',
  operationId: 'deleteProjectUnitType',
  summary: 'Delete a unit type (the marketer only); its units keep their place without a type',
  tags,
  access: 'user',
  params: projectSubIdParamSchema,
  status: 204,
  response: z.null(),
});

export const getInventory = defineEndpoint({
  method: 'GET',
  path: '/api/projects/:id/inventory',
  operationId: 'getProjectInventory',
  summary:
    "A project's towers, floors and units with their state (an expired hold reads as available)",
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 200,
  response: inventorySchema,
});

export const updateInventorySettings = defineEndpoint({
  method: 'PUT',
  path: '/api/projects/:id/inventory',
  operationId: 'updateProjectInventorySettings',
  summary: 'Set how long a hold lasts, in hours (the marketer only)',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  body: inventorySettingsInputSchema,
  status: 200,
  response: inventorySchema,
});

export const createTower = defineEndpoint({
  method: 'POST',
  path: '/api/projects/:id/towers',
  operationId: 'createProjectTower',
  summary:
    'Add a tower with its floors and units, all available (the marketer only; at most 60 floors × 20 units)',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  body: towerInputSchema,
  status: 201,
  response: towerSchema,
});

export const deleteTower = defineEndpoint({
  method: 'DELETE',
  path: '/api/projects/:id/towers/:subId',
  operationId: 'deleteProjectTower',
  summary: 'Delete a tower and its units (the marketer only)',
  tags,
  access: 'user',
  params: projectSubIdParamSchema,
  status: 204,
  response: z.null(),
});

export const setUnitState = defineEndpoint({
  method: 'PUT',
  path: '/api/projects/:id/units/:subId',
  operationId: 'setProjectUnitState',
  summary: 'Set a unit available (ending any hold) or booked (the marketer only)',
  tags,
  access: 'user',
  params: projectSubIdParamSchema,
  body: unitStateInputSchema,
  status: 200,
  response: unitSchema,
});

export const holdUnit = defineEndpoint({
  method: 'POST',
  path: '/api/projects/:id/units/:subId/hold',
  operationId: 'holdProjectUnit',
  summary:
    "Hold an available unit for the project's hold time (a broker who may register clients); of two at once exactly one wins, the other gets 409",
  tags,
  access: 'user',
  params: projectSubIdParamSchema,
  status: 200,
  response: unitSchema,
});

export const releaseUnit = defineEndpoint({
  method: 'POST',
  path: '/api/projects/:id/units/:subId/release',
  operationId: 'releaseProjectUnit',
  summary: 'Release a held unit (its holder or the marketer)',
  tags,
  access: 'user',
  params: projectSubIdParamSchema,
  status: 200,
  response: unitSchema,
});
