import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * One directory for every test file store of the run, removed when the run ends: workers are stopped without
 * running their own exit handlers, so a directory each of them made would outlive the run.
 */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(tmpdir(), 'firm-test-files-'));
  project.provide('testFilesRoot', root);
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}
