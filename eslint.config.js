import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const at = (p) => path.join(root, p);
const featuresDir = 'src/web/features';
// Every folder under src/web/features is a feature; a new one is covered without editing this file.
const features = fs
  .readdirSync(at(featuresDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const FEATURE_ENTRY = 'import another feature through its public entry, src/web/features/<name>/index.ts';
const modulesDir = 'src/server/modules';
// Likewise every folder under src/server/modules is a server module.
const modules = fs
  .readdirSync(at(modulesDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The import boundaries of DESIGN.md ("web → shared ← server", features behind an index.ts), checked
 * on resolved file paths, so `@web/…`, `@server/…` and `../../..` spellings are all caught.
 * Paths without a glob are folders (or files) and everything inside them; paths with one are globs.
 */
const boundaryZones = [
  {
    target: 'src/shared',
    from: ['src/web', 'src/server'],
    message: 'src/shared is the contract both sides run: it imports neither web nor server code.',
  },
  { target: 'src/server', from: 'src/web', message: 'The server does not import web code; share it through src/shared.' },
  // Issue 57: db/ is the bottom layer; a feature hands db what it needs (the seed's hashPassword).
  { target: 'src/server/db', from: 'src/server/modules', message: 'src/server/db is the bottom layer: it imports no feature module (src/server/modules).' },
  // A server module sees its own files and what the other modules offer it in their index.ts.
  ...modules.map((name) => ({
    target: `${modulesDir}/${name}`,
    from: [at(`${modulesDir}/*/**`)],
    except: [at(`${modulesDir}/${name}/**`), at(`${modulesDir}/*/index.ts`)],
    message: `Module "${name}": import another module through what it offers, src/server/modules/<name>/index.ts.`,
  })),
  { target: ['src/web', 'e2e'], from: 'src/server', message: 'Web code does not import server code; share it through src/shared.' },
  // A feature sees its own files and the other features' index.ts, nothing deeper.
  ...features.map((name) => ({
    target: `${featuresDir}/${name}`,
    from: [at(`${featuresDir}/*/**`)],
    except: [at(`${featuresDir}/${name}/**`), at(`${featuresDir}/*/index.ts`)],
    message: `Feature "${name}": ${FEATURE_ENTRY}.`,
  })),
  // The app shell (router, layout) and the entry points may also name a page module: pages stay out
  // of the index files so that each route keeps its own chunk (the router finds them by glob).
  {
    target: ['src/web/app', 'src/web/main.tsx', 'src/web/prerender.tsx'],
    from: [at(`${featuresDir}/*/**`)],
    except: [at(`${featuresDir}/*/index.ts`), at(`${featuresDir}/*/pages/*`)],
    message: `The app shell may ${FEATURE_ENTRY}, or a page module under features/<name>/pages/.`,
  },
  // Shared web building blocks sit below the features: they import no feature and not the app shell.
  {
    target: ['src/web/lib', 'src/web/components', 'src/web/i18n'],
    from: [featuresDir, 'src/web/app'],
    message: 'src/web/lib, components and i18n are used by features and the app shell, never the other way round.',
  },
];

/**
 * Packages our code stands in for or wraps (issue 58, docs/decisions/151): the app imports our module
 * under our own name, and only the file named in `allowedIn` imports the package itself.
 */
const wrapped = [
  {
    // Our runtime replaces them; the compatibility test renders every catalogue with the real i18next.
    names: ['i18next', 'react-i18next'],
    allowedIn: ['src/web/i18n/runtime.test.ts'],
    message: 'Use our i18n runtime: @web/i18n (i18n, key types) and @web/i18n/react (useTranslation).',
  },
  {
    names: ['zod'],
    patterns: ['zod/*'],
    allowedIn: ['src/shared/zod.ts'],
    message: 'Import zod from @shared/zod: it turns the JIT off in the browser, whose CSP forbids eval.',
  },
];
/** no-restricted-imports for every wrapped package except those in `allowed`. */
const restrictedImports = (allowed = []) => {
  const kept = wrapped.filter((w) => !allowed.includes(w));
  return [
    'error',
    {
      paths: kept.flatMap((w) => w.names.map((name) => ({ name, message: w.message }))),
      patterns: kept.filter((w) => w.patterns).map((w) => ({ group: w.patterns, message: w.message })),
    },
  ];
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'scratch', 'test-results', 'playwright-report', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows imports into these files, parsed as TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves the tsconfig paths (@shared/*, @server/*, @web/*) as tsc does.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: at('tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // Type-only imports are erased at build time and are not counted (the rule's default).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  { rules: { 'no-restricted-imports': restrictedImports() } },
  ...wrapped.map((w) => ({ files: w.allowedIn, rules: { 'no-restricted-imports': restrictedImports([w]) } })),
  {
    files: ['src/web/**/*.tsx', 'src/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
