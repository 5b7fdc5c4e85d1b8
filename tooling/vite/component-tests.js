import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A test file that replaces a module (vi.mock) or a global (vi.stubGlobal) for itself alone. */
const REPLACES = /\bvi\.(mock|stubGlobal)\(/;

/**
 * Vitest projects for a package's jsdom tests under `src/`: the files that replace a module or a global run as
 * usual, each with its own modules and jsdom; every other file shares its worker's jsdom and loaded modules
 * (`isolate: false`), which saves starting both for each file, most of such a suite's time. Testing Library
 * unmounts after each test, so what one file renders does not reach the next.
 */
export function componentTestProjects(root) {
  const srcDir = path.join(root, 'src');
  const files = readdirSync(srcDir, { recursive: true })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
  const replacing = files.filter((file) => REPLACES.test(readFileSync(path.join(root, file), 'utf8')));
  const projects = [
    {
      extends: true,
      test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: replacing, isolate: false },
    },
  ];
  if (replacing.length > 0) projects.push({ extends: true, test: { name: 'isolated', include: replacing } });
  return projects;
}
