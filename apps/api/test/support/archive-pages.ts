import { ArchiveResponseSchema } from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Every page of a visitor's archive search (the first ten pages are listed to everyone): names in order, and count. */
export async function allArchivePages(app: FastifyInstance, query: Record<string, string>) {
  const names: string[] = [];
  let count = 0;
  for (let page = 1; ; page += 1) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/reports/elastic-search/',
      query: { ...query, page: String(page) },
    });
    expect(response.statusCode).toBe(200);
    const body = ArchiveResponseSchema.parse(response.json());
    count = body.data.count;
    names.push(...body.data.results.map((result) => result.report_name));
    if (body.data.results.length < 10) break;
  }
  return { names, count };
}
