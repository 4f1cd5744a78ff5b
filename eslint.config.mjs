// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const PARENT_IMPORTS = {
  group: ['../../../*'],
  message: 'Use the @shared/... or @renderer/... alias, or a closer import.',
};

const TENANCY =
  'Tenancy by construction: use the store-scoped repositories your module registers ' +
  '(TenancyModule.forFeature, @InjectStoreRepositories, .for(principal, manager)), TransactionRunner for ' +
  'transactions, and CrossStore (by name, with the reason) for the few reads whose job spans stores.';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'data/', 'release/', 'test-results/', 'playwright-report/', '.tmp/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { patterns: [PARENT_IMPORTS] }],
    },
  },
  {
    // Nest resolves constructor injections from emitted metadata: a type-only import would erase it.
    files: ['api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // The raw DataSource, TypeORM's own repositories and an EntityManager's table methods stay in
    // the database layer (database/), the tenancy core (common/tenancy/: store-scoped repositories,
    // the stores table, the /open store), the health check's ping and the composition root that
    // opens the data source. Feature code crosses stores only through CrossStore (database/).
    files: ['api/src/**/*.ts'],
    ignores: [
      'api/src/database/**',
      'api/src/common/tenancy/**',
      'api/src/health/**',
      // The job runner claims any store's next job and listens for commits: cross-store by its job.
      'api/src/jobs/job-worker.ts',
      'api/src/jobs/job-wake.ts',
      'api/src/main.ts',
      'api/src/app.module.ts',
      'api/src/app.factory.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'typeorm', importNames: ['DataSource'], message: TENANCY },
            {
              name: '@nestjs/typeorm',
              importNames: ['InjectDataSource', 'InjectRepository', 'InjectEntityManager', 'TypeOrmModule'],
              message: TENANCY,
            },
          ],
          patterns: [PARENT_IMPORTS],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='getRepository']", message: TENANCY },
        // EntityManager.createQueryBuilder(Entity, alias); a repository's takes the alias alone.
        {
          selector: "CallExpression[callee.property.name='createQueryBuilder'][arguments.length>1]",
          message: TENANCY,
        },
        {
          selector:
            "CallExpression[callee.object.name='manager'][callee.property.name=/^(find|findBy|findOne|findOneBy|findOneOrFail|findOneByOrFail|findAndCount|count|countBy|exists|existsBy|save|insert|update|upsert|delete|remove|increment|decrement|query|createQueryBuilder)$/]",
          message: TENANCY,
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'electron', '@nestjs/*', 'typeorm', 'react', 'react-dom'],
              message: 'shared/ is pure TypeScript: no Node, DOM, Electron or Nest imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['desktop/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
