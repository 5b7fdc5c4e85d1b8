import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { openPostgres, wrapPglite } from '../../src/platform/database/database.js';
import { seedTestDatabase, sharedFileStore, type TestDatabaseTemplate } from './database.js';

/**
 * Run by the global setup as a process of its own (workspace packages resolve from their sources there, as in the
 * CLI): `make-template.ts <run directory> pglite|postgres`. Migrates and seeds the database every test database of
 * the run copies, its demo PDFs in the run's file store, and prints what it made as one line of JSON: a PGlite dump
 * in the run directory, or a new database on TEST_DATABASE_URL's server.
 */
const [root, kind] = process.argv.slice(2);
if (!root || (kind !== 'pglite' && kind !== 'postgres')) {
  throw new Error('usage: make-template.ts <run directory> pglite|postgres');
}
const { files } = sharedFileStore(root);

async function postgresTemplate(adminUrl: string): Promise<TestDatabaseTemplate> {
  const name = `firm_test_template_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString());
    try {
      await seedTestDatabase(database, files);
    } catch (error) {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      throw error;
    }
    // A template takes copies only while nobody is connected to it.
    await database.close();
    return { kind: 'postgres', name };
  } finally {
    await admin.end({ timeout: 5 });
  }
}

async function pgliteTemplate(): Promise<TestDatabaseTemplate> {
  const client = await PGlite.create();
  await seedTestDatabase(wrapPglite(client), files);
  const dump = path.join(root!, 'pglite-template.tar');
  await writeFile(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  return { kind: 'pglite', dump };
}

const adminUrl = process.env.TEST_DATABASE_URL;
if (kind === 'postgres' && !adminUrl) throw new Error('a Postgres template needs TEST_DATABASE_URL');
const template = kind === 'postgres' ? await postgresTemplate(adminUrl!) : await pgliteTemplate();
process.stdout.write(`${JSON.stringify(template)}\n`);
