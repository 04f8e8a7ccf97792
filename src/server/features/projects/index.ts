// What other features may use of projects; everything else here is its own.
export { projectRoutes } from './routes';
export { listUnitTypes } from './inventory/service';
export { effectiveState } from './inventory/unit-states';
export { mayShareProject } from './project-queries';
export { openBrochureOf, sendBrochure } from './media-service';
export { slipPath } from './visits/progress';
