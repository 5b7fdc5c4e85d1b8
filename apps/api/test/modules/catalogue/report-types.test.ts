import { ReportTypeDescriptionsResponseSchema, ReportTypesResponseSchema } from '@firm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/index.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/reports/report-types', () => {
  it('answers the seeded catalogue in the SPEC §3 shape, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/reports/report-types' });
    expect(response.statusCode).toBe(200);
    const { data } = ReportTypesResponseSchema.parse(response.json());
    expect(data.results.map((type) => type.report_type_name)).toEqual([
      'Softs Weekly Round Up',
      'Coffee',
      'Cocoa',
      'Sugar',
      'Cotton',
      'Orange Juice',
    ]);
  });

  it('nests the weekly and in-depth report of each soft under it, with yearly dollar prices', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/reports/report-types/' });
    const { data } = ReportTypesResponseSchema.parse(response.json());
    const coffee = data.results.find((type) => type.report_type_name === 'Coffee');
    expect(coffee?.subscription_price_for_single_user).toBeNull();
    expect(coffee?.sub_list.map((type) => type.report_type_name)).toEqual([
      'Coffee Weekly Report',
      'Coffee In-Depth Report',
    ]);
    expect(coffee?.sub_list[1]).toMatchObject({
      report_type: coffee?.id,
      subscription_price_for_single_user: 4500,
      subscription_price_for_upto_3_user: 9900,
      subscription_price_for_enterprise: 17500,
    });
    const roundUp = data.results[0];
    expect(roundUp?.subscription_price_for_single_user).toBe(3950);
    expect(roundUp?.sub_list).toEqual([]);
  });

  it('lets browsers cache the catalogue briefly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/reports/report-types' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('GET /api/reports/report-type-descriptions/', () => {
  it('answers one description per report type', async () => {
    const types = ReportTypesResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/reports/report-types' })).json(),
    );
    const all = types.data.results.flatMap((type) => [type, ...type.sub_list]);
    const response = await t.app.inject({ method: 'GET', url: '/api/reports/report-type-descriptions/' });
    const { data } = ReportTypeDescriptionsResponseSchema.parse(response.json());
    expect(data.map((d) => d.report_type).sort()).toEqual(all.map((type) => type.id).sort());
    expect(data.every((d) => d.description.length > 40)).toBe(true);
  });
});
