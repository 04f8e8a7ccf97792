import js from '@eslint/js';
import fs from 'node:fs';
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Import boundaries (decision 036). A feature imports shared modules, its own files and
  // another feature only through that feature's index.ts; src/shared imports neither
  // side; server and web never import each other; server lib/ and db/, web lib/ and components/ import no feature.
  // Tests may reach into other features' files to set up what they check.
  {
    files: ['src/**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle reads the imported files too; without a parser for .ts it sees no imports.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/**/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones({ features: false }) }] },
  },
);

/** The import-x/no-restricted-paths zones; `features: false` leaves out the feature walls. */
function boundaryZones({ features = true } = {}) {
  const sides = [
    { target: './src/shared', from: ['./src/server', './src/web'], message: 'src/shared must stay independent of server and web.' },
    { target: './src/server', from: './src/web', message: 'The server must not import web code.' },
    { target: './src/web', from: './src/server', message: 'The web app must not import server code; share through src/shared.' },
    { target: ['./src/server/lib', './src/server/db'], from: './src/server/features', message: 'Server lib/ and db/ serve every feature and depend on none.' },
    { target: ['./src/web/lib', './src/web/components'], from: './src/web/features', message: 'Web lib/ and components/ serve every feature and depend on none.' },
  ].flatMap(({ from, ...zone }) => [from].flat().map((f) => ({ ...zone, from: f })));
  if (!features) return sides;
  const walls = ['server', 'web'].flatMap((side) =>
    listFeatures(side).map((feature) => ({
      target: `./src/${side}/features/${feature}`,
      from: `./src/${side}/features`,
      except: listFeatures(side).map((other) => (other === feature ? `./${other}` : `./${other}/index.ts`)),
      message: `Import another feature through its index.ts only (src/${side}/features/<name>/index.ts).`,
    })),
  );
  return [...sides, ...walls];
}

function listFeatures(side) {
  return fs
    .readdirSync(path.join(import.meta.dirname, `src/${side}/features`), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}
