/** The report catalogue a first start seeds: one weekly round-up of all softs, then a weekly and an in-depth report per soft. */
export interface SeedReportType {
  name: string;
  title: string;
  description: string;
  /** Yearly prices in whole dollars: single user, up to 3 users, enterprise. Absent for a group. */
  prices?: [number, number, number];
  children?: SeedReportType[];
}

/** One archived report bought alone (issue 44), in whole dollars: an issue of a weekly, an in-depth study. */
export const ARCHIVED_REPORT_PRICES = { weekly: 250, in_depth: 950 } as const;

const WEEKLY_PRICES: [number, number, number] = [1950, 4400, 7800];
const IN_DEPTH_PRICES: [number, number, number] = [4500, 9900, 17500];

function commodity(
  name: string,
  title: string,
  description: string,
  weekly: string,
  inDepth: string,
): SeedReportType {
  return {
    name,
    title,
    description,
    children: [
      {
        name: `${name} Weekly Report`,
        title: `${name} every Monday`,
        description: weekly,
        prices: WEEKLY_PRICES,
      },
      {
        name: `${name} In-Depth Report`,
        title: `${name} in depth`,
        description: inDepth,
        prices: IN_DEPTH_PRICES,
      },
    ],
  };
}

export const SEED_REPORT_TYPES: SeedReportType[] = [
  {
    name: 'Softs Weekly Round Up',
    title: 'All five softs in one weekly briefing',
    description:
      'Every Monday: prices, spreads, fund positioning, weather and crop news for coffee, cocoa, sugar, cotton and orange juice, with the week ahead and our view on each market.',
    prices: [3950, 8900, 15800],
  },
  commodity(
    'Coffee',
    'Arabica and robusta, from Minas Gerais to the Central Highlands',
    'Arabica and robusta supply and demand, certified stocks, differentials and the Brazilian, Vietnamese and Colombian crops.',
    'Weekly arabica and robusta price review, certified stock changes, Commitments of Traders and origin weather.',
    'Quarterly balance sheets by origin, crop estimates from field visits, roaster demand and the forward curve explained.',
  ),
  commodity(
    'Cocoa',
    'West African crops, grindings and the forward curve',
    'Cocoa in Côte d’Ivoire, Ghana, Ecuador and beyond: arrivals, mid-crop and main-crop estimates, grindings and chocolate demand.',
    'Weekly port arrivals, price and spread review, weather across the West African belt and fund positioning.',
    'Crop forecasts by region, grinding data by continent, farm-gate policy and a full supply and demand balance.',
  ),
  commodity(
    'Sugar',
    'Raw and white sugar, cane and beet, sugar and ethanol',
    'Raw and white sugar markets: Centre-South Brazil crush, Indian export policy, Thai cane, beet in Europe and the ethanol parity.',
    'Weekly UNICA crush analysis, white premium, freight and positioning, with the mill mix outlook.',
    'Global balance by crop year, cost of production by origin, policy risks and the sugar and ethanol switch.',
  ),
  commodity(
    'Cotton',
    'Fibre supply, mill demand and the US export sales',
    'Cotton from planting to mill: US, Brazilian, Indian and Australian crops, export sales, mill margins and polyester competition.',
    'Weekly export sales review, crop progress, on-call positions and price outlook.',
    'World balance sheet, acreage and yield models, textile demand by region and the basis explained.',
  ),
  commodity(
    'Orange Juice',
    'FCOJ, Florida and São Paulo groves',
    'Frozen concentrated orange juice: Brazilian and Florida crops, greening disease, inventories and retail demand.',
    'Weekly FCOJ price review, Brazilian shipments, Florida crop updates and hurricane watch.',
    'Crop estimates, juice yields and inventories, consumption trends and the outlook for the next marketing year.',
  ),
];
