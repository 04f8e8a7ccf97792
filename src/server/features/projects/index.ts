// What other features may use of projects; everything else here is its own.
export { projectRoutes } from './routes';
