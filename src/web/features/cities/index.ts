// What other features may use of cities; everything else here is its own.
export { areasQuery, useAreas } from './api/get-areas';
export { citiesQuery, useCities } from './api/get-cities';
export { CityFilter } from './components/city-filter';
