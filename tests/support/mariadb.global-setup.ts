import { type TestProject } from 'vitest/node';
import { startMariaDb } from './mariadb-server';

declare module 'vitest' {
  export interface ProvidedContext {
    mariadbBaseUrl: string;
  }
}

/** One MariaDB for the whole api-mariadb run; each test file makes its own database on it. */
export default async function setup(project: TestProject) {
  const server = await startMariaDb();
  project.provide('mariadbBaseUrl', server.baseUrl);
  return () => server.stop();
}
