import type { INDUSTRIES } from './industries-content';

/** SPEC §2 Industries We Serve: who the firm works with in each industry, in order. */
export const INDUSTRY_CLIENTS: Record<(typeof INDUSTRIES)[number]['title'], readonly string[]> = {
  'Financial Sector': [
    'Hedge funds and commodity trading advisors',
    'Banks and futures commission merchants',
    'Asset managers, pension funds and endowments',
    'Family offices and individual investors',
    'Insurers and reinsurers of agricultural risk',
  ],
  'Supply Chain': [
    'Growers, farmers and producer cooperatives',
    'Exporters, importers and trading houses',
    'Roasters, grinders, sugar mills and cotton gins',
    'Juice processors and concentrate traders',
    'Shipping, warehousing and logistics companies',
  ],
  'Consumer Goods': [
    'Chocolate and confectionery manufacturers',
    'Coffee chains and packaged coffee brands',
    'Beverage, juice and soft drink companies',
    'Bakery, dairy and food manufacturers',
    'Apparel and home textile brands',
  ],
  Institutional: [
    'Governments and ministries of agriculture and trade',
    'Central banks, regulators and exchanges',
    'Development agencies, NGOs and foundations',
    'Trade associations and commodity boards',
    'Law firms and arbitration panels',
  ],
  Media: [
    'Financial news agencies and newspapers',
    'Trade publications for coffee, cocoa, sugar and textiles',
    'Television, radio and podcast producers',
    'Conference and event organisers',
  ],
};
