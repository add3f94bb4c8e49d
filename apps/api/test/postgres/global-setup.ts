/**
 * vitest globalSetup of the API's tests: one real PostgreSQL server for the run
 * (test-postgres.ts), with a template database migrated as the API migrates its own (PgDatabase),
 * that each test cloning a database starts from (store-backends.ts). Stopped when the run ends.
 */
import type { TestProject } from 'vitest/node'
import { PgDatabase } from '../../src/store/pg-database'
import { startTestPostgres } from './test-postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: { url: string; template: string }
  }
}

export const TEMPLATE = 'shop_template'

export async function setup(project: TestProject) {
  const server = await startTestPostgres()
  const admin = await PgDatabase.open(server.url(), { secret: 'template-only' }).catch(async (error) => {
    await server.stop()
    throw error
  })
  await admin.run(`CREATE DATABASE ${TEMPLATE}`)
  await admin.close()
  // Migrated once here; a database cloned from a template has its tables (and no open connection may stay on it).
  await (await PgDatabase.open(server.url(TEMPLATE), { secret: 'template-only' })).close()
  project.provide('postgres', { url: server.url(), template: TEMPLATE })
  return () => server.stop()
}
