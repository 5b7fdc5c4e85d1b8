import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { build } from 'tsup';
import type { TestProject } from 'vitest/node';
import { bundleOptions, processEntries } from '../../tsup.config.js';
import type { TestDatabaseTemplate } from './database.js';

const MAKE_TEMPLATE = fileURLToPath(new URL('./make-template.ts', import.meta.url));
const appRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The API's own dependencies, left to Node as `pnpm build` leaves them (the workspace's are bundled). */
async function apiDependencies(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(appRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@firm/'));
}

/**
 * Once per run and project, before any test file:
 * - one directory for every test file store of the run, removed when the run ends (workers are stopped without
 *   running their own exit handlers, so a directory each of them made would outlive the run);
 * - the seeded database every test database copies (createTestDatabase, make-template.ts): migrating and seeding
 *   once instead of once per test file saves seconds a file. On the Postgres leg it is a database, dropped at the end;
 * - the CLI, bundled from the sources as `pnpm build` bundles it, for the tests that run it as a person does
 *   (support/cli.ts): starting the bundle takes seconds less than compiling the sources on every run. It is built
 *   in a directory beside dist/, where the bundle finds the migrations as dist/cli.js does, with the processes it
 *   starts beside it, removed at the end.
 */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(tmpdir(), 'firm-test-files-'));
  project.provide('testFilesRoot', root);
  const kind = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--conditions=@firm/source', '--import', 'tsx', MAKE_TEMPLATE, root, kind],
    { cwd: appRoot, env: process.env },
  );
  const template = JSON.parse(stdout) as TestDatabaseTemplate;
  project.provide('testDatabaseTemplate', template);

  const cliDir = await mkdtemp(path.join(appRoot, '.test-cli-'));
  await build({
    ...bundleOptions,
    entry: {
      cli: path.join(appRoot, 'src/cli/index.ts'),
      ...Object.fromEntries(
        Object.entries(processEntries).map(([name, source]) => [name, path.join(appRoot, source)]),
      ),
    },
    // tsup reads the external packages from the package.json where it runs: other packages' suites use this set-up.
    external: await apiDependencies(),
    outDir: cliDir,
    config: false,
    silent: true,
  });
  project.provide('cliEntry', path.join(cliDir, 'cli.js'));

  return async () => {
    if (template.kind === 'postgres') {
      const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists "${template.name}" with (force)`);
      await admin.end({ timeout: 5 });
    }
    await rm(root, { recursive: true, force: true });
    await rm(cliDir, { recursive: true, force: true });
  };
}
