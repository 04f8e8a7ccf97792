import fs from 'node:fs';
import path from 'node:path';

export type E2eState = { baseUrl: string; mailDir: string; founderCode: string; dataDir: string };

export const stateFile = path.resolve('test-results/e2e-state.json');

export function readE2eState(): E2eState {
  return JSON.parse(fs.readFileSync(stateFile, 'utf8')) as E2eState;
}
