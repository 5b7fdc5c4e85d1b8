import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each table has one owning area (docs/decisions/032): the one whose schema file under
 * src/platform/database/schema/ declares it. Only the owner's files write it; other areas change it through the
 * owner's public face. This reads the tree: a drizzle `.insert(t)`, `.update(t)` or `.delete(t)`, or raw SQL that
 * inserts into, updates or deletes from a table, in an area that does not own it, is a finding.
 */

const SRC = join(import.meta.dirname, '../../src');

interface Source {
  path: string;
  text: string;
}

/** The owning area of each table, by its drizzle name and by its SQL name. */
export function tableOwners(schemaFiles: Source[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of schemaFiles) {
    const area = basename(file.path, '.ts');
    for (const match of file.text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      owners.set(match[1]!, area);
      owners.set(match[2]!, area);
    }
  }
  return owners;
}

/** The writes of `files` (under modules/<area>/) to tables another area owns, as 'path:line write table (owner)'. */
export function crossAreaWrites(owners: Map<string, string>, files: Source[]): string[] {
  const found: string[] = [];
  const writes = [/\.(insert|update|delete)\((\w+)\)/g, /\b(insert into|update|delete from)\s+"?(\w+)"?\s/gi];
  for (const file of files) {
    const area = /modules\/([^/]+)\//.exec(file.path)?.[1];
    if (!area) continue;
    for (const pattern of writes)
      for (const match of file.text.matchAll(pattern)) {
        const owner = owners.get(match[2]!);
        if (!owner || owner === area) continue;
        const line = file.text.slice(0, match.index).split('\n').length;
        found.push(`${file.path}:${line} ${match[1]!.toLowerCase()} ${match[2]} (owned by ${owner})`);
      }
  }
  return found;
}

function sourcesUnder(dir: string): Source[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => ({ path: relative(SRC, join(dir, name)), text: readFileSync(join(dir, name), 'utf8') }));
}

describe('table owners', () => {
  const owners = tableOwners(sourcesUnder(join(SRC, 'platform/database/schema')));

  it('gives every table one owning area', () => {
    expect(owners.get('orders')).toBe('commerce');
    expect(owners.get('subscriptions')).toBe('billing');
    expect(owners.get('users')).toBe('accounts');
  });

  it('finds a write to another area’s table, by drizzle or by SQL', () => {
    const text = [
      'await tx.update(subscriptions).set({ state });',
      'await tx.insert(orders).values(row);',
      'await tx.execute(sql`delete from users where id = ${id}`);',
      'await tx.update(teamInvitations).set({});',
    ].join('\n');
    expect(
      crossAreaWrites(
        new Map([
          ['subscriptions', 'billing'],
          ['orders', 'commerce'],
          ['users', 'accounts'],
          ['teamInvitations', 'team'],
        ]),
        [{ path: 'modules/team/repository.ts', text }],
      ),
    ).toEqual([
      'modules/team/repository.ts:1 update subscriptions (owned by billing)',
      'modules/team/repository.ts:2 insert orders (owned by commerce)',
      'modules/team/repository.ts:3 delete from users (owned by accounts)',
    ]);
  });

  it('are the only areas that write their tables', () => {
    expect(crossAreaWrites(owners, sourcesUnder(join(SRC, 'modules')))).toEqual([]);
  });
});
