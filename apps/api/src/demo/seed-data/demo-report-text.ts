/**
 * The words demo reports are composed from (DESIGN §4: a fresh start shows believable reports). Sentences are
 * templates over a report's context, so each report gets its own prices, dates and origins while the vocabulary
 * stays that of the market it covers. Only characters of the PDF standard fonts (WinAnsi) may appear here.
 */

/** What a sentence template may use; built per report by the demo report service from a seeded generator. */
export interface TextContext {
  pick<T>(items: readonly T[]): T;
  int(min: number, max: number): number;
  /** A number between min and max, written with thousands separators and `decimals` places. */
  num(min: number, max: number, decimals?: number): string;
  /** A number written with thousands separators and `decimals` places. */
  fmt(value: number, decimals: number): string;
  chance(probability: number): boolean;
  /** e.g. '14 October 2025'. */
  date: string;
  month: string;
  /** 1–12. */
  monthNumber: number;
  year: number;
  /** The crop or marketing year running on the report date, e.g. '2025/26'. */
  cropYear: string;
  nextCropYear: string;
  commodity: CommodityText;
  main: MarketMove;
  second: MarketMove;
  /** The commodity's exchange-certified stocks, for the commodities whose text quotes them. */
  stocks: StockMove | null;
  /** Managed money in the main market. */
  funds: FundPosition;
  /** The dollar, the real, oil and freight in the report's week: the same in every report of that week. */
  macro: MacroFigures;
  /** The main market of every soft in the report's week, for the round-up's opening. */
  softs: readonly { name: string; lower: string; change: number; fundsBought: boolean }[];
  /**
   * A figure of the crop year (offset 0) or one before or after it, between min and max: the same in every report
   * of that crop year, so estimates stay put from one issue to the next.
   */
  cropFact(name: string, min: number, max: number, offset?: number): number;
  /** A figure of the report's week, between min and max: the same in every report of that week. */
  weekFact(name: string, min: number, max: number): number;
  /** How far (3–98%) the report date is through a season running from one [month, day] to another. */
  progress(from: readonly [number, number], to: readonly [number, number]): number;
  /** Days from the latest `month`/`day` on or before the report date. */
  daysSince(month: number, day: number): number;
  /** The main market's price moved by a random share, in per cent, between the bounds. */
  priceNear(minPct: number, maxPct: number): string;
}

/** A market's week; every number is computed once per report and each mention reuses it. */
export interface MarketMove {
  name: string;
  short: string;
  value: number;
  previousValue: number;
  yearAgoValue: number;
  price: string;
  /** The price a week before, which the previous weekly issue stated as its price. */
  previous: string;
  /** The week's change without its sign ('2.4%'), and with it as a number (-2.4). */
  changePct: string;
  change: number;
  up: boolean;
  /** 'rose', 'fell': the week's direction as a verb. */
  moved: string;
  high: string;
  low: string;
  /** The price a year before the report, and how far it has come since ('12.4% higher'). */
  yearAgo: string;
  yearChange: string;
  /** The lowest and highest weekly price of the past quarter. */
  quarterLow: string;
  quarterHigh: string;
  /** Moving averages of the weekly prices: ten weeks (about 50 trading days) and forty (about 200). */
  average50: number;
  average200: number;
  /** A fourteen-week relative strength index, 0–100. */
  rsi: number;
  /** Implied volatility in per cent, this week and the week before. */
  impliedVolatility: number;
  impliedVolatilityBefore: number;
  /** Writes a price of this market. */
  format(value: number): string;
}

export interface StockMove {
  value: number;
  /** e.g. '684' for 684,000 bags: the spec's unit follows it. */
  level: string;
  changeValue: number;
  change: string;
  up: boolean;
  moved: 'rose' | 'fell';
  yearAgoValue: number;
  yearAgo: string;
  /** Whether the level is the highest or lowest of the past four months. */
  fourMonthHigh: boolean;
  fourMonthLow: boolean;
}

export interface FundPosition {
  /** Lots, negative when net short. */
  netValue: number;
  net: string;
  long: boolean;
  changeValue: number;
  change: string;
  /** Whether funds bought (net) in the week. */
  bought: boolean;
  /** The largest net long (or short) of the past six months. */
  largest: boolean;
}

export interface MacroFigures {
  dollarIndex: string;
  dollarUp: boolean;
  /** Brazilian reals to the dollar; a rise is a weaker real. */
  real: string;
  realWeaker: boolean;
  brent: string;
  /** Brent's change on the week, in per cent. */
  brentChange: number;
  balticChange: string;
  balticUp: boolean;
}

export type Template = (c: TextContext) => string;
export type OriginTemplate = (c: TextContext, origin: string) => string;

export interface SectionText {
  headings: readonly string[];
  /**
   * Each paragraph opens with its first sentence and draws a few of the others, in the order written, so the
   * argument still flows.
   */
  paragraphs: readonly (readonly Template[])[];
  /** Filled with the commodity's weather and crop sentences for the report's month instead. */
  seasonal?: boolean;
}

export interface MarketSpec {
  name: string;
  short: string;
  unit: 'c/lb' | '$/t' | '£/t';
  decimals: number;
  /** Price levels at points in time ('YYYY-MM'); the demo interpolates between them. */
  levels: readonly (readonly [string, number])[];
  /** A typical weekly move, in per cent. */
  weeklyMove: number;
}

/** Exchange-certified stocks: a weekly series that drifts around the levels. */
export interface StockSpec {
  /** e.g. 'certified arabica stocks'. */
  name: string;
  /** What follows a level in the text, e.g. ',000 bags' after '684'. */
  unit: string;
  decimals: number;
  levels: readonly (readonly [string, number])[];
  /** The largest weekly step, in per cent. */
  weeklyMove: number;
}

export interface CommodityText {
  name: string;
  lower: string;
  main: MarketSpec;
  second: MarketSpec;
  stocks?: StockSpec;
  /** Managed money's largest usual net position in the main market, in lots. */
  fundLots: number;
  /** Month (1–12) the crop or marketing year starts. */
  cropYearStart: number;
  origins: readonly string[];
  buyers: string;
  unit: string;
  /** One-line market notes, for the round-up and the opening of a weekly report. */
  notes: readonly Template[];
  /** Weather and crop sentences by the months they make sense in. */
  seasons: readonly { months: readonly number[]; sentences: readonly Template[] }[];
  weekly: readonly SectionText[];
  inDepth: readonly SectionText[];
}

const up = (c: TextContext, rise: string, fall: string) => (c.main.up ? rise : fall);

/** Pounds in a metric tonne over cents in a dollar: c/lb times this is $ a tonne. */
const C_PER_LB_TO_DOLLARS_A_TONNE = 22.0462;

/** How the second market did against the main one this week: 'following arabica', 'lagging arabica'. */
function against(c: TextContext, main: string): string {
  const gap = c.second.change - c.main.change;
  if (c.second.up === c.main.up && Math.abs(gap) < 1) return `following ${main}`;
  return `${gap > 0 ? 'outperforming' : 'lagging'} ${main}`;
}

/** The commodity's certified stocks; only templates of commodities with a stock series call it. */
function stocksOf(c: TextContext): StockMove {
  if (!c.stocks) throw new Error(`${c.commodity.name} has no certified stocks`);
  return c.stocks;
}

const tenths = (value: number) => Math.round(value * 10) / 10;

/** Production against use: 'a surplus of about 2.1 million bags'. */
function balance(production: number, use: number, unit: string, decimals = 1): string {
  const scale = 10 ** decimals;
  const gap = (Math.round(production * scale) - Math.round(use * scale)) / scale;
  if (Math.abs(gap) * scale < 5) return 'roughly in balance';
  return `a ${gap > 0 ? 'surplus' : 'deficit'} of about ${Math.abs(gap).toFixed(decimals)} ${unit}`;
}

/** Ivorian cocoa arrivals since 1 October in million tonnes, `daysBack` days before the report date. */
function ivorianArrivals(c: TextContext, daysBack = 0, season = 0): number {
  const day = Math.max(0, c.daysSince(10, 1) - daysBack);
  // The main crop brings most of the beans in the six months from October, the mid-crop the rest.
  const share = day <= 182 ? (0.78 * day) / 182 : 0.78 + 0.22 * Math.min(1, (day - 182) / 183);
  return c.cropFact('ivorian crop', 1.65, 2.2, season) * share;
}

/** This season's Ivorian crop against last season's, in per cent. */
const ivorianPace = (c: TextContext) =>
  Math.round((c.cropFact('ivorian crop', 1.65, 2.2) / c.cropFact('ivorian crop', 1.65, 2.2, -1) - 1) * 100);

/** Where a price sits against a moving average: 'above', 'below' or 'close to'. */
function side(value: number, averageValue: number): string {
  if (value > averageValue * 1.01) return 'above';
  if (value < averageValue * 0.99) return 'below';
  return 'close to';
}

function versus(value: number, averageValue: number): string {
  return { above: 'holds above', below: 'trades below', 'close to': 'is testing' }[
    side(value, averageValue)
  ]!;
}

/* Sentences every soft shares: positioning, macro, freight, the week ahead, risks. */

export const POSITIONING: SectionText = {
  headings: ['Fund positioning', 'Commitments of Traders', 'Positioning'],
  paragraphs: [
    [
      (c) =>
        `Managed money ${c.funds.bought ? 'bought' : 'sold'} a net ${c.funds.change} lots in the week to Tuesday, leaving funds net ${c.funds.long ? 'long' : 'short'} ${c.funds.net} lots in ${c.main.short}.`,
      (c) =>
        `That is ${c.funds.largest ? 'the largest' : 'well within the range for a'} net ${c.funds.long ? 'long' : 'short'} of the past six months, so ${c.funds.long ? 'a long-liquidation leg lower cannot be ruled out' : 'short covering could add fuel to any rally'}.`,
      (c) =>
        `Index funds were ${c.pick(['little changed', 'modest buyers', 'light sellers'])} ahead of the ${c.pick(['roll period', 'rebalancing', 'first notice day'])}.`,
      (c) =>
        `Commercial hedgers took the other side, ${c.funds.bought ? (c.main.up ? 'selling into the strength' : 'selling') : c.main.up ? 'buying' : 'buying the dip'} ${c.pick(['as they usually do', 'more aggressively than a year ago', 'though in smaller size than we expected'])}.`,
      (c) =>
        c.chance(0.6)
          ? `Open interest rose ${c.num(1, 9, 1)}% on the week, which confirms the price move.`
          : `Open interest fell ${c.num(1, 9, 1)}% on the week, so the move came from positions being closed rather than opened.`,
      (c) =>
        `Swap dealers remain ${c.pick(['net short', 'close to flat', 'modestly long'])}, and producer selling has ${c.pick(['slowed', 'picked up', 'been steady'])} at these levels.`,
    ],
  ],
};

export const MACRO: SectionText = {
  headings: ['Macro and currencies', 'Currencies and the wider market', 'Outside markets'],
  paragraphs: [
    [
      (c) =>
        `The dollar index ${c.macro.dollarUp ? 'firmed' : 'eased'} to ${c.macro.dollarIndex}, and the Brazilian real ${c.macro.realWeaker ? 'weakened' : 'firmed'} to ${c.macro.real} to the dollar.`,
      (c) =>
        `A ${c.macro.realWeaker ? 'weaker real encourages' : 'firmer real discourages'} Brazilian selling of ${c.commodity.lower}, which matters more for price than the headlines suggest.`,
      (c) =>
        `Brent crude settled at $${c.macro.brent} a barrel, ${c.macro.brentChange >= 1 ? `up ${c.fmt(c.macro.brentChange, 1)}% on the week, supporting` : c.macro.brentChange <= -1 ? `down ${c.fmt(-c.macro.brentChange, 1)}% on the week, weighing on` : 'little changed on the week and doing little for'} the energy side of the softs complex.`,
      (c) =>
        `Interest rate expectations ${c.pick(['moved little', 'shifted towards earlier cuts', 'firmed after strong payroll data'])}, and the cost of carrying inventory remains ${c.pick(['high', 'a factor in spreads', 'lower than last year'])}.`,
      (c) =>
        `Equity markets were ${c.pick(['calm', 'volatile', 'firm'])}, and we saw no sign of broad commodity fund ${c.pick(['inflows', 'outflows', 'rotation'])} spilling into ${c.commodity.lower}.`,
    ],
  ],
};

export const FREIGHT: SectionText = {
  headings: ['Freight and logistics', 'Freight'],
  paragraphs: [
    [
      (c) =>
        `Container rates from ${c.pick(c.commodity.origins)} to northern Europe ${c.pick(['eased to', 'rose to', 'held at'])} about $${c.num(1400, 4200, 0)} per forty-foot box.`,
      (c) =>
        `Transit times via the ${c.pick(['Cape of Good Hope', 'Suez Canal', 'Panama Canal'])} ${c.pick(['remain longer than usual, which ties up stock in transit', 'have normalised, which frees working capital', 'add one to two weeks, which ties up stock in transit'])}.`,
      (c) =>
        `The Baltic Dry Index ${c.macro.balticUp ? 'gained' : 'lost'} ${c.macro.balticChange} on the week; bulk freight for ${c.commodity.lower} ${c.pick(['is cheap by recent standards', 'has become a cost to watch', 'is unchanged'])}.`,
      (c) =>
        `Port congestion in ${c.pick(c.commodity.origins)} ${c.pick(['has cleared', 'eased slightly', 'is building again'])}, according to shipping agents.`,
    ],
  ],
};

export const OUTLOOK: SectionText = {
  headings: ['Outlook', 'The week ahead', 'Our view'],
  paragraphs: [
    [
      (c) =>
        `${c.pick(['We keep', 'We set', 'We now put'])} our near-term range for ${c.main.short} at ${c.main.low} to ${c.main.high}.`,
      (c) =>
        `${up(c, 'Above', 'Below')} ${c.main.price} the market would ${up(c, 'test the recent highs', 'test support')} quickly, and we would ${c.pick(['respect that move', 'fade it', 'wait for confirmation'])}.`,
      (c) =>
        `The next catalyst is ${c.pick(['the Commitments of Traders report on Friday', 'month-end positioning', 'the next government crop estimate', 'the expiry of the front month', 'weather in the coming fortnight'])}.`,
      (c) =>
        `For ${c.commodity.buyers}, we favour ${c.pick(['covering part of the next quarter on dips', 'staying hedged and patient', 'buying the back of the curve', 'scaling in rather than chasing strength'])}.`,
      (c) =>
        `For producers, ${c.pick(['forward sales into rallies make sense', 'there is no hurry to sell below cost', 'options offer cheaper protection than futures now'])}.`,
    ],
  ],
};

export const RISKS: SectionText = {
  headings: ['Risks to our view', 'What would change our mind'],
  paragraphs: [
    [
      (c) =>
        `The main upside risk is ${c.pick(['weather at the major origins', 'a sharp fall in the dollar', 'a squeeze in the front spread', 'a policy surprise in a major producer'])}.`,
      (c) =>
        `The main downside risk is ${c.pick(['a stronger dollar', 'demand destruction at these prices', 'faster-than-expected farmer selling', 'a broad sell-off in risk assets'])}.`,
      (c) => `We put the odds of a move outside our range within the quarter at about ${c.int(20, 40)}%.`,
      (c) =>
        `Positioning is ${c.funds.long ? 'long' : 'short'}, so the market is more exposed to ${c.funds.long ? 'a downside' : 'an upside'} surprise than the fundamentals alone would suggest.`,
    ],
  ],
};

export const TECHNICALS: SectionText = {
  headings: ['Technical picture', 'Charts'],
  paragraphs: [
    [
      (c) =>
        `${c.main.short} ${versus(c.main.value, c.main.average50)} its 50-day moving average near ${c.main.format(c.main.average50)}, and sits ${side(c.main.value, c.main.average200)} the 200-day average at ${c.main.format(c.main.average200)}.`,
      (c) =>
        `The fourteen-week RSI stands at ${c.main.rsi}, ${c.main.rsi >= 70 ? 'overbought, which argues against chasing the rally' : c.main.rsi <= 30 ? 'oversold, so a bounce would not surprise us' : 'neutral territory'}.`,
      (c) =>
        `Support comes in at ${c.priceNear(-6, -3)} and then ${c.priceNear(-11, -7)}; resistance lies at ${c.priceNear(3, 6)}.`,
      (c) => {
        const realised = c.main.impliedVolatility * (0.75 + c.int(0, 50) / 100);
        const ratio = realised / c.main.impliedVolatility;
        return `Twenty-day realised volatility is ${c.fmt(realised, 1)}% against ${c.fmt(c.main.impliedVolatility, 1)}% implied, ${ratio < 0.95 ? 'so options look rich' : ratio > 1.05 ? 'so options look cheap' : 'close enough to leave options fairly priced'}.`;
      },
    ],
  ],
};

export const MARKET_CONTEXT: readonly Template[] = [
  (c) => `A year ago ${c.main.short} traded at ${c.main.yearAgo}; the market is ${c.main.yearChange} now.`,
  (c) =>
    `Weekly prices over the past quarter ranged from ${c.main.quarterLow} to ${c.main.quarterHigh}, ${c.pick(['a wide band by historical standards', 'narrower than in the quarter before'])}.`,
  (c) =>
    `Liquidity ${c.pick(['has improved as margins came down', 'remains thin beyond the first two months', 'is concentrated in the front month'])}, ${c.pick(['which keeps price moves orderly', 'which exaggerates moves on fund flows'])}.`,
];

/** The three scenarios' probabilities, which add up to 100. */
function scenarioOdds(c: TextContext): { base: number; bull: number; bear: number } {
  const base = Math.round(c.weekFact('base case', 50, 60));
  const bull = Math.round(c.weekFact('bull case', 15, 25));
  return { base, bull, bear: 100 - base - bull };
}

export const SCENARIOS: SectionText = {
  headings: ['Scenarios', 'Price scenarios for the next quarter'],
  paragraphs: [
    [
      (c) =>
        `Our base case, with a probability of about ${scenarioOdds(c).base}%, has ${c.main.short} averaging ${c.priceNear(-4, 4)} over the next quarter as ${c.pick(['supply recovers slowly and demand stays soft', 'the market waits for the next crop', 'stocks stay thin but adequate'])}.`,
      (c) =>
        `In the bull case, with a probability of about ${scenarioOdds(c).bull}%, ${c.pick(['weather cuts the next crop at the main origins', 'funds rebuild length quickly', 'a policy change keeps supply off the market'])}, and prices reach ${c.priceNear(12, 25)}.`,
      (c) =>
        `In the bear case, with a probability of about ${scenarioOdds(c).bear}%, ${c.pick(['a large crop arrives on time and demand softens', 'the dollar strengthens sharply', 'funds liquidate into a thin market'])}, and prices fall to ${c.priceNear(-25, -12)}.`,
      (c) =>
        `The forward curve prices ${c.pick(['something close to our base case', 'more of the bear case than we do', 'a faster recovery in supply than we expect'])}.`,
    ],
  ],
};

/** Notes on single origins for the in-depth reports. */
export const ORIGIN_NOTES: readonly OriginTemplate[] = [
  (c, origin) =>
    `In ${origin}, ${c.pick(['exporters report', 'our contacts describe', 'local traders see'])} ${c.pick(['steady farmer selling', 'a slow start to sales', 'firm local prices', 'good quality so far'])}.`,
  (c, origin) =>
    `Shipments from ${origin} ${c.pick(['rose', 'fell'])} ${c.num(2, 18, 1)}% on the year in the latest month.`,
  (c, origin) =>
    `Input costs in ${origin}, from fertiliser to labour and fuel, ${c.pick(['are up on the year', 'have eased', 'remain a worry for smaller farms'])}.`,
  (c, origin) =>
    `Weather in ${origin} has been ${c.pick(['close to normal', 'drier than usual', 'wetter than usual'])} over the past month, ${c.pick(['with no lasting damage', 'which we watch closely', 'good for the next crop'])}.`,
  (c, origin) =>
    `Currency moves in ${origin} ${c.pick(['encourage exports', 'make farmers hold back', 'have had little effect on sales'])}.`,
];

/** Our coffee balance for the crop year, in million bags. */
function coffeeWorld(c: TextContext): { production: number; consumption: number } {
  const production = tenths(c.cropFact('world production', 172, 182));
  return { production, consumption: tenths(production + c.cropFact('world balance', -3.5, 3)) };
}

const coffee: CommodityText = {
  name: 'Coffee',
  lower: 'coffee',
  main: {
    name: 'ICE New York arabica futures',
    short: 'arabica',
    unit: 'c/lb',
    decimals: 2,
    levels: [
      ['2022-01', 238],
      ['2022-07', 225],
      ['2023-01', 152],
      ['2023-07', 160],
      ['2024-01', 188],
      ['2024-07', 240],
      ['2025-01', 345],
      ['2025-07', 305],
      ['2026-01', 362],
      ['2026-07', 318],
      ['2027-01', 296],
    ],
    weeklyMove: 4,
  },
  second: {
    name: 'ICE London robusta futures',
    short: 'robusta',
    unit: '$/t',
    decimals: 0,
    levels: [
      ['2022-01', 2250],
      ['2023-01', 1880],
      ['2024-01', 3050],
      ['2024-09', 5300],
      ['2025-03', 5450],
      ['2025-09', 4300],
      ['2026-06', 3900],
      ['2027-01', 3650],
    ],
    weeklyMove: 4,
  },
  stocks: {
    name: 'certified arabica stocks',
    unit: ',000 bags',
    decimals: 0,
    levels: [
      ['2021-01', 1100],
      ['2022-01', 1150],
      ['2022-11', 480],
      ['2023-06', 600],
      ['2023-12', 260],
      ['2024-06', 620],
      ['2024-11', 950],
      ['2025-06', 780],
      ['2025-11', 420],
      ['2026-06', 560],
      ['2027-01', 700],
    ],
    weeklyMove: 3,
  },
  fundLots: 50_000,
  cropYearStart: 7,
  origins: ['Brazil', 'Vietnam', 'Colombia', 'Honduras', 'Ethiopia', 'Uganda', 'Indonesia'],
  buyers: 'roasters',
  unit: 'million 60-kg bags',
  notes: [
    (c) =>
      `Arabica ${c.main.moved} ${c.main.changePct} to ${c.main.price} while robusta ${c.second.moved} ${c.second.changePct} to ${c.second.price}.`,
    (c) =>
      `Certified stocks of arabica ${stocksOf(c).moved} to ${stocksOf(c).level},000 bags as ${stocksOf(c).up ? c.pick(['new Honduran lots passed grading', 'Brazilian semi-washed coffee was certified']) : c.pick(['grading slowed', 'exchange warehouses in Antwerp shipped out'])}.`,
    (c) => {
      const arbitrage = c.main.value - c.second.value / C_PER_LB_TO_DOLLARS_A_TONNE;
      return `The arbitrage between arabica and robusta sits near ${c.fmt(arbitrage, 1)} c/lb, ${arbitrage > 100 ? 'wide enough to keep blenders on robusta' : 'narrow enough to bring washed arabica back into blends'}.`;
    },
    (c) =>
      `In Brazil, ${c.pick(['rain over South Minas', 'dry weather in the Cerrado', 'cool nights in Paraná', 'steady selling by co-operatives'])} ${c.pick(['drew most of the attention', 'set the tone', 'mattered more than the macro news'])}.`,
    (c) =>
      `Vietnamese farmers ${c.pick(['held back robusta', 'sold steadily', 'offered more actively'])} with local prices at ${c.fmt(c.weekFact('dong', 85, 135), 0)},000 dong per kilogram.`,
  ],
  seasons: [
    {
      months: [9, 10, 11],
      sentences: [
        (c) =>
          `Flowering in South Minas and the Mogiana ${c.pick(['was broad and even', 'was patchy after a dry September', 'came late but looks healthy'])}, and the ${c.nextCropYear} crop now depends on rain through December.`,
        (c) =>
          `Rainfall across Minas Gerais reached ${c.int(45, 130)}% of normal over the past fortnight, ${c.pick(['enough to set the fruit', 'short of what the trees need after the harvest', 'with heavy storms in the Cerrado'])}.`,
        (c) =>
          `In Vietnam's Central Highlands the harvest in Dak Lak and Lam Dong is ${c.progress([10, 15], [1, 31])}% complete, ${c.pick(['slowed by late rains', 'ahead of last year', 'in line with the average'])}.`,
      ],
    },
    {
      months: [12, 1, 2, 3],
      sentences: [
        (c) =>
          `Cherry development in Brazil ${c.pick(['looks good in the south', 'is uneven after the hot January', 'benefits from regular rains'])}; our field team counts ${c.int(4, 9)} to ${c.int(10, 14)} nodes per branch with fruit.`,
        (c) =>
          `Vietnam's robusta harvest is ${c.progress([10, 15], [1, 31])}% done and farmers ${c.pick(['hold more stock than usual', 'sell into every rally', 'wait for the Tet holiday to pass'])}.`,
        (c) =>
          `Colombia's mitaca crop ${c.pick(['is forecast above last year', 'suffers from excess rain in Huila', 'should add about one million bags'])}.`,
      ],
    },
    {
      months: [4, 5, 6, 7, 8],
      sentences: [
        (c) =>
          `The Brazilian harvest is ${c.progress([5, 1], [9, 15])}% complete for arabica and ${c.progress([4, 10], [8, 20])}% for conilon in Espírito Santo, ${c.pick(['ahead of the five-year average', 'slightly behind last year', 'in line with the usual pace'])}.`,
        (c) =>
          `Frost risk in Paraná and South Minas is ${c.pick(['low in the coming ten days', 'the market’s main worry this week', 'rising with a cold front due next week'])}.`,
        (c) =>
          `Early cup quality from the Cerrado is ${c.pick(['good, with fewer defects', 'mixed after rain at harvest', 'better than last year'])}, and screen sizes are ${c.pick(['larger', 'smaller', 'similar'])}.`,
      ],
    },
  ],
  weekly: [
    {
      headings: ['Prices and spreads', 'Price review'],
      paragraphs: [
        [
          (c) =>
            `${c.main.name} ${c.main.moved} ${c.main.changePct} on the week to settle at ${c.main.price}, against ${c.main.previous} a week earlier.`,
          (c) => {
            const backwardation = c.chance(0.5);
            return `The March/May spread ${c.pick(['widened', 'narrowed'])} to ${c.num(2, 14, 2)} c/lb ${backwardation ? 'backwardation' : 'contango'}, a sign that ${backwardation ? 'nearby coffee is scarce' : stocksOf(c).up ? 'certified stocks are adequate' : 'roasters have covered their nearby needs'}.`;
          },
          (c) =>
            `${c.second.name} ${c.second.moved} ${c.second.changePct} to ${c.second.price}, ${against(c, 'arabica')}.`,
          (c) =>
            `Physical differentials for Brazilian fine cup ${c.pick(['firmed', 'eased', 'were unchanged'])} at ${c.num(5, 30, 0)} c/lb ${c.pick(['over', 'under'])} New York, while Colombian excelso traded at ${c.num(25, 75, 0)} over.`,
          (c) =>
            `Thirty-day implied volatility ${c.main.impliedVolatility > c.main.impliedVolatilityBefore ? 'picked up' : 'eased'} to ${c.fmt(c.main.impliedVolatility, 1)}% from ${c.fmt(c.main.impliedVolatilityBefore, 1)}%.`,
        ],
      ],
    },
    {
      headings: ['Certified stocks', 'Stocks and grading'],
      paragraphs: [
        [
          (c) => {
            const stocks = stocksOf(c);
            return `Certified stocks of arabica at ICE ${stocks.moved} by ${stocks.change},000 bags to ${stocks.level},000 bags, ${stocks.fourMonthHigh ? 'the highest in four months' : stocks.fourMonthLow ? 'the lowest in four months' : stocks.value < 600 ? 'still thin by historical standards' : 'comfortable by recent standards'}.`;
          },
          (c) =>
            `Bags pending grading stand at ${c.num(10, 95, 0)},000, and ${c.int(30, 85)}% of recent lots passed, mostly ${c.pick(['Brazilian semi-washed', 'Honduran and Peruvian', 'Colombian and Central American'])} coffee.`,
          (c) =>
            c.chance(0.5)
              ? `Robusta stocks in London declined to ${c.num(3800, 6200, 0)} lots, with Vietnamese coffee moving out to roasters.`
              : `Robusta stocks in London increased to ${c.num(3800, 6200, 0)} lots as Brazilian conilon arrived.`,
          (c) =>
            `European port stocks, in the latest ECF data, ${c.pick(['dropped', 'rose'])} to ${c.num(5.8, 8.4, 2)} million bags.`,
        ],
      ],
    },
    {
      headings: ['Origin weather and crops', 'Weather'],
      paragraphs: [],
      seasonal: true,
    },
    {
      headings: ['Demand', 'Roaster demand'],
      paragraphs: [
        [
          (c) =>
            `Roasters ${c.pick(['bought hand to mouth', 'extended coverage into the second quarter', 'stayed on the sidelines'])} as retail prices ${c.pick(['rose again', 'held', 'met resistance from shoppers'])}.`,
          (c) =>
            `US green coffee imports were ${c.num(1.6, 2.5, 2)} million bags last month, ${c.int(1, 12)}% ${c.pick(['above', 'below'])} a year earlier.`,
          (c) =>
            `Blenders continue to ${c.pick(['swap washed arabica for Brazilian naturals', 'raise the share of robusta', 'buy specialty lots at record premiums'])}.`,
          (c) =>
            `The EU deforestation regulation ${c.pick(['adds paperwork for every shipment', 'keeps buyers focused on traceable lots', 'has been pushed back again'])}, and ${c.pick(['compliant coffee commands a premium', 'smaller exporters struggle to keep up'])}.`,
        ],
      ],
    },
  ],
  inDepth: [
    {
      headings: ['Supply by origin'],
      paragraphs: [
        [
          (c) => {
            const arabica = tenths(c.cropFact('brazil arabica', 38, 46));
            const conilon = tenths(c.cropFact('brazil conilon', 20, 26));
            return `We estimate Brazil's ${c.cropYear} crop at ${c.fmt(arabica + conilon, 1)} million bags, of which ${c.fmt(arabica, 1)} million arabica and ${c.fmt(conilon, 1)} million conilon.`;
          },
          (c) =>
            `Our field visits in South Minas and the Cerrado found ${c.pick(['good fruit set but small beans', 'heavy loads on young trees', 'uneven ripening after the dry spell'])}.`,
          (c) =>
            `Vietnam should produce ${c.fmt(c.cropFact('vietnam', 26, 31), 1)} million bags of robusta, with yields ${c.pick(['recovering', 'still below their peak', 'helped by irrigation'])} as farmers ${c.pick(['return to coffee from durian', 'replant old trees', 'use more fertiliser'])}.`,
          (c) =>
            `Colombia is on course for ${c.num(11.8, 13.4, 1)} million bags, and Central America adds ${c.num(16, 19, 1)} million.`,
          (c) =>
            `Ethiopia, Uganda and Indonesia ${c.pick(['together add about 30 million bags', 'all report higher exports', 'remain the swing origins for robusta and naturals'])}.`,
        ],
        [
          (c) =>
            `World production comes to ${c.fmt(coffeeWorld(c).production, 1)} million bags in ${c.cropYear}, ${balance(coffeeWorld(c).production, coffeeWorld(c).consumption, 'million bags')} against our demand estimate.`,
          (c) =>
            `Ending stocks would cover ${c.int(14, 22)} weeks of consumption, ${c.pick(['low by historical standards', 'an improvement on last year', 'still tight for washed arabica'])}.`,
          (c) =>
            `The forward curve ${c.pick(['is backwardated through next year', 'has flattened', 'prices in a large crop that is not yet on the trees'])}.`,
        ],
      ],
    },
    {
      headings: ['Demand and consumption'],
      paragraphs: [
        [
          (c) =>
            `We put world consumption at ${c.fmt(coffeeWorld(c).consumption, 1)} million bags, growing ${c.num(0.5, 2.2, 1)}% a year.`,
          (c) =>
            `Growth comes from ${c.pick(['Asia, led by China and Indonesia', 'producing countries themselves', 'ready-to-drink coffee in the United States'])}, while Europe ${c.pick(['is flat', 'slips as retail prices rise', 'shifts to cheaper blends'])}.`,
          (c) =>
            `Retail coffee prices in the United States are up ${c.int(8, 28)}% on the year, and ${c.pick(['volumes have held up', 'supermarket volumes are down', 'private labels gain share'])}.`,
          (c) =>
            `Soluble producers in ${c.pick(['Brazil', 'Vietnam', 'India'])} are running at high utilisation, ${c.pick(['absorbing more conilon', 'exporting record volumes'])}.`,
        ],
      ],
    },
    {
      headings: ['Stocks and the curve'],
      paragraphs: [
        [
          (c) => {
            const stocks = stocksOf(c);
            const ratio = stocks.value / stocks.yearAgoValue;
            return `Certified stocks of arabica have ${ratio < 0.4 ? 'fallen by more than half' : ratio < 0.6 ? 'roughly halved' : ratio < 0.95 ? 'drifted lower' : ratio > 1.05 ? 'recovered' : 'held steady'} over the past year, from ${stocks.yearAgo},000 to ${stocks.level},000 bags.`;
          },
          (c) =>
            `The exchange's grading rules ${c.pick(['keep some Brazilian coffee out', 'favour Central American lots'])}, so certified stocks understate what is in warehouses.`,
          (c) =>
            `Spreads ${c.pick(['pay roasters to hold less', 'reward owning nearby coffee', 'show no shortage beyond the next delivery'])}.`,
        ],
      ],
    },
  ],
};

const cocoa: CommodityText = {
  name: 'Cocoa',
  lower: 'cocoa',
  main: {
    name: 'ICE New York cocoa futures',
    short: 'New York cocoa',
    unit: '$/t',
    decimals: 0,
    levels: [
      ['2022-01', 2520],
      ['2022-07', 2350],
      ['2023-01', 2600],
      ['2023-07', 3400],
      ['2024-01', 4300],
      ['2024-04', 9800],
      ['2024-10', 7200],
      ['2025-01', 10900],
      ['2025-07', 8200],
      ['2026-01', 6100],
      ['2026-07', 5400],
      ['2027-01', 5100],
    ],
    weeklyMove: 6,
  },
  second: {
    name: 'ICE London cocoa futures',
    short: 'London cocoa',
    unit: '£/t',
    decimals: 0,
    levels: [
      ['2022-01', 1700],
      ['2023-01', 1950],
      ['2024-01', 3500],
      ['2024-04', 7900],
      ['2025-01', 8400],
      ['2025-07', 5900],
      ['2026-06', 4100],
      ['2027-01', 3800],
    ],
    weeklyMove: 6,
  },
  stocks: {
    name: 'certified cocoa stocks',
    unit: ' million bags',
    decimals: 2,
    levels: [
      ['2021-01', 4.6],
      ['2022-01', 5.0],
      ['2023-01', 4.5],
      ['2024-06', 3.0],
      ['2025-01', 1.6],
      ['2025-07', 1.9],
      ['2026-06', 2.3],
      ['2027-01', 2.6],
    ],
    weeklyMove: 2.5,
  },
  fundLots: 40_000,
  cropYearStart: 10,
  origins: ['Côte d’Ivoire', 'Ghana', 'Ecuador', 'Nigeria', 'Cameroon', 'Brazil'],
  buyers: 'grinders and chocolate makers',
  unit: 'million tonnes',
  notes: [
    (c) =>
      `New York cocoa ${c.main.moved} ${c.main.changePct} to ${c.main.price}, and London ${c.second.moved} ${c.second.changePct} to ${c.second.price}.`,
    (c) => {
      const pace = ivorianPace(c);
      return `Port arrivals in Côte d’Ivoire reached ${c.fmt(ivorianArrivals(c), 2)} million tonnes since 1 October, ${pace === 0 ? 'in line with' : `${Math.abs(pace)}% ${pace > 0 ? 'ahead of' : 'behind'}`} last season.`;
    },
    (c) =>
      `Weather across the West African belt was ${c.pick(['mixed, with good rains in the centre-west but dry soils in the east', 'dry, with the Harmattan arriving early', 'favourable, with good rains in the centre-west and south'])}.`,
    (c) =>
      `The market watches ${c.pick(['the next quarterly grind data', 'mid-crop pod counts', 'Ghana’s forward sales', 'the farm-gate price announcement'])}.`,
  ],
  seasons: [
    {
      months: [10, 11, 12, 1, 2, 3],
      sentences: [
        (c) => {
          const pace = ivorianPace(c);
          const week = (ivorianArrivals(c) - (c.daysSince(10, 1) >= 7 ? ivorianArrivals(c, 7) : 0)) * 1000;
          return `Main-crop arrivals at Abidjan and San Pedro were ${c.fmt(week, 0)},000 tonnes last week, ${Math.abs(pace) < 3 ? 'close to' : pace > 0 ? 'above' : 'below'} the same week a year ago.`;
        },
        (c) =>
          `The Harmattan ${c.pick(['has been mild so far', 'brought dusty, dry air to the north', 'is expected to strengthen in the coming weeks'])}, and soil moisture is ${c.pick(['adequate', 'falling', 'poor in the east'])}.`,
        (c) =>
          `Bean counts in Ivorian arrivals average ${c.int(88, 110)} beans per 100 grams, ${c.pick(['a sign of small beans', 'within the contract limit', 'better than last season'])}.`,
      ],
    },
    {
      months: [4, 5, 6, 7, 8, 9],
      sentences: [
        (c) =>
          `Mid-crop arrivals ${c.pick(['are running behind', 'have picked up', 'meet expectations'])}, and exporters report ${c.pick(['mixed quality', 'better bean sizes', 'more rejected lots'])}.`,
        (c) =>
          `Rain in the centre-west and south of Côte d’Ivoire was ${c.int(60, 140)}% of normal, ${c.pick(['helping flowering for the next main crop', 'too heavy for drying', 'good for pod setting'])}.`,
        (c) =>
          `Our pod counts suggest the ${c.nextCropYear} main crop ${c.pick(['could recover by ten per cent', 'will stay small', 'depends on rain in August and September'])}.`,
      ],
    },
  ],
  weekly: [
    {
      headings: ['Prices and spreads', 'Price review'],
      paragraphs: [
        [
          (c) =>
            `${c.main.name} ${c.main.moved} ${c.main.changePct} on the week to ${c.main.price}, after ${c.main.previous} the week before.`,
          (c) =>
            `${c.second.name} ${c.second.moved} ${c.second.changePct} to ${c.second.price}, ${against(c, 'New York')}.`,
          (c) =>
            c.chance(0.5)
              ? `The front spread widened to $${c.num(60, 900, 0)} backwardation as nearby supply remains tight.`
              : `The front spread narrowed to $${c.num(60, 900, 0)} backwardation as ${stocksOf(c).up ? 'certified stocks grew' : 'grinders covered nearby needs'}.`,
          (c) =>
            `Ivorian differentials ${c.pick(['eased', 'firmed'])} to £${c.num(200, 1200, 0)} over London, ${c.pick(['still well above history', 'a sign of waning nearby demand'])}.`,
        ],
      ],
    },
    {
      headings: ['Arrivals and stocks', 'Arrivals'],
      paragraphs: [
        [
          (c) =>
            `Cumulative arrivals in Côte d’Ivoire reached ${c.fmt(ivorianArrivals(c), 2)} million tonnes this season.`,
          (c) =>
            `Ghana's purchases are estimated at ${c.num(280, 620, 0)},000 tonnes, ${c.pick(['held back by smuggling to neighbours', 'recovering from last year', 'behind COCOBOD’s target'])}.`,
          (c) => {
            const stocks = stocksOf(c);
            return `Certified stocks of cocoa in ICE warehouses in the United States ${stocks.moved} by ${stocks.change} million bags to ${stocks.level} million bags, ${stocks.fourMonthHigh ? 'their highest in four months' : stocks.fourMonthLow ? 'their lowest in four months' : 'still thin by historical standards'}.`;
          },
          (c) =>
            `Exporters report ${c.pick(['higher grinding in origin', 'more beans going to local processors', 'slower sales to Europe'])}.`,
        ],
      ],
    },
    {
      headings: ['Weather and crop', 'West African weather'],
      paragraphs: [],
      seasonal: true,
    },
    {
      headings: ['Grindings and demand', 'Demand'],
      paragraphs: [
        [
          (c) =>
            `${c.pick(['European', 'Asian', 'North American'])} grindings ${c.pick(['fell', 'rose'])} ${c.num(0.5, 9, 1)}% on the year in the last quarter.`,
          (c) =>
            `Chocolate makers ${c.pick(['raised prices again', 'cut pack sizes', 'shifted recipes towards more fillings'])}, and volumes ${c.pick(['are down', 'are holding', 'fell in the seasonal period'])}.`,
          (c) =>
            `Cocoa butter ratios ${c.pick(['eased', 'firmed'])} to ${c.num(1.9, 3.4, 2)} times London, while powder ${c.pick(['remains weak', 'found buyers'])}.`,
        ],
      ],
    },
  ],
  inDepth: [
    {
      headings: ['Supply by origin'],
      paragraphs: [
        [
          (c) =>
            `We forecast Côte d’Ivoire's ${c.cropYear} crop at ${c.fmt(c.cropFact('ivorian crop', 1.65, 2.2), 2)} million tonnes, and Ghana's at ${c.fmt(c.cropFact('ghana crop', 0.5, 0.8), 2)} million.`,
          (c) =>
            `Swollen shoot virus ${c.pick(['still affects a large share of Ghana’s trees', 'spreads in the east of Côte d’Ivoire', 'cuts yields on older farms'])}.`,
          (c) =>
            `Ecuador keeps growing, to ${c.num(420, 560, 0)},000 tonnes, with new plantings of ${c.pick(['CCN-51', 'fine-flavour varieties'])} coming into production.`,
          (c) =>
            `Nigeria and Cameroon together add ${c.num(0.5, 0.65, 2)} million tonnes, and Brazil ${c.num(190, 240, 0)},000.`,
          (c) =>
            `World production comes to ${c.fmt(c.cropFact('world production', 4.6, 5.1), 2)} million tonnes, ${balance(c.cropFact('world production', 4.6, 5.1), c.cropFact('world grindings', 4.6, 5.1), 'million tonnes', 2)} against our grindings forecast.`,
        ],
      ],
    },
    {
      headings: ['Farm-gate prices and policy'],
      paragraphs: [
        [
          (c) =>
            `The Conseil du Café-Cacao set the main-crop farm-gate price at ${c.num(1500, 2800, 0)} CFA francs per kilogram.`,
          (c) =>
            `Ghana's COCOBOD ${c.pick(['raised its producer price, which should reduce smuggling to neighbouring countries', 'struggles to finance purchases, which delays payments to farmers', 'moved to a new financing model, which the market is still digesting'])}.`,
          (c) =>
            `Forward sales by both regulators for ${c.nextCropYear} are ${c.pick(['lower than usual', 'on schedule', 'well advanced'])}.`,
        ],
      ],
    },
    {
      headings: ['Grindings and demand'],
      paragraphs: [
        [
          (c) => {
            const grindings = c.cropFact('world grindings', 4.6, 5.1);
            const change = (grindings / c.cropFact('world grindings', 4.6, 5.1, -1) - 1) * 100;
            return `We expect world grindings of ${c.fmt(grindings, 2)} million tonnes in ${c.cropYear}, ${change >= 0 ? 'up' : 'down'} ${c.fmt(Math.abs(change), 1)}% on the year.`;
          },
          (c) =>
            `Asian grinders ${c.pick(['gain share', 'cut runs', 'buy more from Latin America'])}, and origin processing ${c.pick(['keeps growing', 'has peaked'])}.`,
          (c) =>
            `The stocks-to-grindings ratio stands at ${c.num(26, 38, 1)}%, ${c.pick(['the lowest in decades', 'recovering from the lows'])}.`,
        ],
      ],
    },
  ],
};

const sugar: CommodityText = {
  name: 'Sugar',
  lower: 'sugar',
  main: {
    name: 'ICE raw sugar No. 11 futures',
    short: 'raw sugar',
    unit: 'c/lb',
    decimals: 2,
    levels: [
      ['2022-01', 18.4],
      ['2022-07', 17.9],
      ['2023-01', 19.6],
      ['2023-07', 24.1],
      ['2024-01', 22.8],
      ['2024-07', 19.4],
      ['2025-01', 18.6],
      ['2025-07', 16.3],
      ['2026-01', 14.9],
      ['2026-07', 15.6],
      ['2027-01', 16.1],
    ],
    weeklyMove: 3,
  },
  second: {
    name: 'ICE London white sugar No. 5 futures',
    short: 'white sugar',
    unit: '$/t',
    decimals: 1,
    levels: [
      ['2022-01', 515],
      ['2023-01', 560],
      ['2023-07', 690],
      ['2024-01', 640],
      ['2025-01', 520],
      ['2025-07', 470],
      ['2026-06', 445],
      ['2027-01', 455],
    ],
    weeklyMove: 3,
  },
  fundLots: 180_000,
  cropYearStart: 4,
  origins: ['Brazil', 'India', 'Thailand', 'the European Union', 'Australia', 'Guatemala'],
  buyers: 'refiners and industrial users',
  unit: 'million tonnes',
  notes: [
    (c) =>
      `Raw sugar ${c.main.moved} ${c.main.changePct} to ${c.main.price}; whites ${c.second.moved} ${c.second.changePct} to ${c.second.price}.`,
    (c) => {
      const premium = c.second.value - c.main.value * C_PER_LB_TO_DOLLARS_A_TONNE;
      const before = c.second.previousValue - c.main.previousValue * C_PER_LB_TO_DOLLARS_A_TONNE;
      return `The white premium ${premium > before ? 'widened' : 'narrowed'} to $${c.fmt(premium, 0)} a tonne, ${premium > 100 ? 'which keeps refiners busy' : 'below the cost of refining for many'}.`;
    },
    (c) =>
      `UNICA data showed Centre-South mills allocating ${c.fmt(c.weekFact('unica sugar mix', 44, 53), 1)}% of cane to sugar ${c.pick(['as expected', 'above expectations', 'as ethanol regains appeal'])}.`,
    (c) =>
      `India's ${c.pick(['export quota', 'monsoon', 'ethanol blending programme'])} ${c.pick(['set the tone', 'remained the wild card', 'kept traders cautious'])}.`,
  ],
  seasons: [
    {
      months: [4, 5, 6, 7, 8, 9, 10, 11],
      sentences: [
        (c) =>
          `Centre-South Brazil crushed ${c.num(38, 52, 1)} million tonnes of cane in the latest half-month, with ATR at ${c.num(125, 150, 1)} kilograms per tonne.`,
        (c) =>
          `Dry weather ${c.pick(['speeds the crush', 'raises fire risk in the cane fields of São Paulo', 'lifts sugar content but hurts next year’s cane'])}.`,
        (c) =>
          `The line-up of ships waiting to load sugar at Santos and Paranaguá ${c.pick(['grew', 'shrank'])} to ${c.num(1.8, 4.2, 2)} million tonnes.`,
      ],
    },
    {
      months: [12, 1, 2, 3],
      sentences: [
        (c) =>
          `India's crush is in full swing, with output in Maharashtra and Karnataka ${c.pick(['ahead of last season', 'hurt by poor yields', 'in line with the association’s estimate'])}.`,
        (c) =>
          `Thai mills report cane at ${c.num(85, 105, 1)} million tonnes and ${c.pick(['good sugar recovery', 'a slow start after rain'])}.`,
        (c) =>
          `Rain in Centre-South Brazil is ${c.pick(['restoring soil moisture for the new crop', 'below average in São Paulo', 'heavy, delaying the inter-harvest work'])}.`,
      ],
    },
  ],
  weekly: [
    {
      headings: ['Prices and spreads', 'Price review'],
      paragraphs: [
        [
          (c) =>
            `${c.main.name} ${c.main.moved} ${c.main.changePct} on the week to ${c.main.price}, from ${c.main.previous}.`,
          (c) => `${c.second.name} ${c.second.moved} ${c.second.changePct} to ${c.second.price}.`,
          (c) =>
            `The March/May spread ${c.pick(['traded at a premium', 'moved to a discount'])} of ${c.num(0.1, 1.2, 2)} c/lb, ${c.pick(['showing tight nearby supply', 'as Brazilian sugar remains plentiful'])}.`,
          (c) => {
            const parity = c.main.value * c.weekFact('ethanol parity', 0.86, 1.14);
            return `Hydrous ethanol in São Paulo is worth ${c.fmt(parity, 2)} c/lb in sugar terms, ${parity < c.main.value ? 'below the No. 11, which favours sugar in the mill mix' : 'above the No. 11, which pulls cane towards ethanol'}.`;
          },
        ],
      ],
    },
    {
      headings: ['Crush and cane', 'Brazil'],
      paragraphs: [],
      seasonal: true,
    },
    {
      headings: ['Policy and trade flows', 'Trade'],
      paragraphs: [
        [
          (c) =>
            `India ${c.pick(['allowed exports of one million tonnes, which adds supply to the whites market', 'kept exports closed, which keeps Asian refiners looking to Brazil', 'raised the ethanol price for mills, which diverts more cane from sugar'])}.`,
          (c) =>
            `China imported ${c.num(0.2, 0.9, 2)} million tonnes last month, ${c.pick(['taking advantage of lower prices', 'less than a year earlier'])}.`,
          (c) =>
            `Freight from Santos to China is about $${c.num(28, 52, 0)} a tonne, and ${c.pick(['destination refiners', 'Middle East refiners'])} bought raws for ${c.pick(['the next quarter', 'spot shipment'])}.`,
        ],
      ],
    },
  ],
  inDepth: [
    {
      headings: ['Global balance'],
      paragraphs: [
        [
          (c) =>
            `We estimate world production at ${c.num(178, 190, 1)} million tonnes in ${c.cropYear} and consumption at ${c.num(176, 182, 1)} million.`,
          (c) =>
            `Centre-South Brazil should make ${c.num(38, 42, 1)} million tonnes of sugar from ${c.num(590, 630, 0)} million tonnes of cane.`,
          (c) =>
            `India's output, after diversion to ethanol, comes to ${c.num(27, 33, 1)} million tonnes and Thailand's to ${c.num(9, 11, 1)} million.`,
          (c) =>
            `European beet sugar ${c.pick(['recovers', 'falls'])} to ${c.num(15, 17, 1)} million tonnes as ${c.pick(['area and yields change', 'growers weigh beet against grains', 'factories close in some countries'])}.`,
        ],
      ],
    },
    {
      headings: ['Cost of production and the ethanol switch'],
      paragraphs: [
        [
          (c) => {
            const breakEven = tenths(c.cropFact('break-even', 13, 16));
            return `Brazilian mills break even at about ${c.fmt(breakEven, 1)} c/lb, so prices near ${c.main.price} ${c.main.value > breakEven ? 'still leave a margin' : 'squeeze the weaker mills'}.`;
          },
          (c) =>
            `Ethanol parity matters again: each point of the mix shifted to ethanol removes about ${c.num(0.7, 0.9, 2)} million tonnes of sugar.`,
          (c) =>
            `Petrobras pricing and the blending mandate ${c.pick(['support ethanol, which caps the sugar mix', 'leave ethanol at a discount, which keeps mills on maximum sugar'])}.`,
        ],
      ],
    },
  ],
};

const cotton: CommodityText = {
  name: 'Cotton',
  lower: 'cotton',
  main: {
    name: 'ICE cotton No. 2 futures',
    short: 'cotton',
    unit: 'c/lb',
    decimals: 2,
    levels: [
      ['2022-01', 118],
      ['2022-05', 142],
      ['2022-10', 82],
      ['2023-07', 84],
      ['2024-01', 81],
      ['2024-07', 71],
      ['2025-01', 67],
      ['2025-07', 67.5],
      ['2026-01', 64.5],
      ['2026-07', 68.2],
      ['2027-01', 69],
    ],
    weeklyMove: 2.5,
  },
  second: {
    name: 'the Cotlook A Index',
    short: 'the A Index',
    unit: 'c/lb',
    decimals: 2,
    levels: [
      ['2022-01', 132],
      ['2022-10', 101],
      ['2023-07', 95],
      ['2024-07', 82],
      ['2025-07', 78],
      ['2026-06', 76],
      ['2027-01', 78],
    ],
    weeklyMove: 2,
  },
  stocks: {
    name: 'certified cotton stocks',
    unit: ',000 bales',
    decimals: 0,
    levels: [
      ['2021-01', 40],
      ['2022-01', 60],
      ['2022-07', 20],
      ['2023-06', 60],
      ['2024-01', 40],
      ['2024-07', 120],
      ['2025-01', 20],
      ['2025-07', 60],
      ['2026-01', 30],
      ['2026-07', 110],
      ['2027-01', 80],
    ],
    weeklyMove: 6,
  },
  fundLots: 70_000,
  cropYearStart: 8,
  origins: ['the United States', 'Brazil', 'India', 'Australia', 'China', 'West Africa'],
  buyers: 'spinning mills',
  unit: 'million 480-lb bales',
  notes: [
    (c) =>
      `Cotton ${c.main.moved} ${c.main.changePct} to ${c.main.price}, and ${c.second.short} ${c.second.moved} to ${c.second.price}.`,
    (c) =>
      `US export sales were ${c.fmt(c.weekFact('export sales', 90, 420), 0)},000 running bales, ${c.pick(['led by Vietnam and Pakistan', 'with China absent', 'a marketing-year high'])}.`,
    (c) =>
      `${c.pick(['West Texas', 'the Delta', 'Mato Grosso', 'Gujarat'])} ${c.pick(['saw welcome rain', 'stayed dry', 'dominated the weather talk'])}.`,
    (c) =>
      `Mill margins in Asia ${c.pick(['improved', 'remain thin', 'came under pressure from cheap polyester'])}.`,
  ],
  seasons: [
    {
      months: [4, 5, 6, 7],
      sentences: [
        (c) =>
          `US planting is ${c.progress([4, 1], [6, 15])}% complete, ${c.pick(['ahead of the average', 'behind in Texas', 'in line with last year'])}.`,
        (c) =>
          `West Texas has had ${c.pick(['little rain', 'timely showers', 'hail in places'])}, and dryland abandonment could reach ${c.int(15, 55)}%.`,
        (c) =>
          `Brazil's harvest in Mato Grosso and Bahia ${c.pick(['is under way with good yields', 'is slowed by rain', 'runs ahead of schedule'])}.`,
      ],
    },
    {
      months: [8, 9, 10, 11, 12],
      sentences: [
        (c) =>
          `The US crop is ${c.progress([9, 1], [12, 31])}% harvested and ${c.fmt(c.cropFact('crop rating', 35, 60) + c.weekFact('crop rating', -2, 2), 0)}% rated good to excellent.`,
        (c) =>
          `Bolls are opening in the Delta, and ${c.pick(['defoliation is well advanced', 'late rains hurt fibre quality', 'yields look above average'])}.`,
        (c) =>
          `In India the Cotton Corporation ${c.pick(['began buying at the support price', 'stepped up purchases', 'holds large stocks'])} as arrivals reached ${c.num(80, 220, 0)},000 bales a day.`,
      ],
    },
    {
      months: [1, 2, 3],
      sentences: [
        (c) =>
          `Planting intentions point to ${c.num(9.5, 11.8, 1)} million acres in the United States, ${c.pick(['down', 'up'])} on the year.`,
        (c) =>
          `Australia's crop in Queensland and New South Wales ${c.pick(['benefits from full dams', 'faces heat stress', 'looks large'])}.`,
        (c) =>
          `Brazil's second-crop cotton is planted and ${c.pick(['rains have been regular', 'needs more rain in Mato Grosso'])}.`,
      ],
    },
  ],
  weekly: [
    {
      headings: ['Prices and basis', 'Price review'],
      paragraphs: [
        [
          (c) =>
            `${c.main.name} ${c.main.moved} ${c.main.changePct} on the week to ${c.main.price}, from ${c.main.previous}.`,
          (c) =>
            `${c.second.name} ${c.second.moved} ${c.second.changePct} to ${c.second.price}, which puts it ${c.fmt(c.second.value - c.main.value, 2)} c/lb over futures.`,
          (c) =>
            c.chance(0.5)
              ? `Unfixed on-call sales exceed on-call purchases by ${c.num(10, 60, 0)},000 contracts, a source of mill buying on dips.`
              : `Unfixed on-call sales trail on-call purchases by ${c.num(10, 60, 0)},000 contracts, which caps rallies.`,
          (c) =>
            `Certified stocks ${stocksOf(c).moved} by ${stocksOf(c).change},000 bales to ${stocksOf(c).level},000 bales.`,
        ],
      ],
    },
    {
      headings: ['Export sales', 'US exports'],
      paragraphs: [
        [
          (c) =>
            `Net export sales for ${c.cropYear} were ${c.fmt(c.weekFact('export sales', 90, 420), 0)},000 running bales and shipments ${c.num(120, 380, 0)},000.`,
          (c) =>
            `${c.pick(['Vietnam', 'Pakistan', 'Turkey', 'Bangladesh'])} was the largest buyer, and ${c.pick(['China bought little', 'China returned to the market'])}.`,
          (c) =>
            `Commitments cover ${c.int(45, 85)}% of the USDA export forecast, ${c.pick(['behind the usual pace', 'ahead of the average'])}.`,
        ],
      ],
    },
    {
      headings: ['Crop progress', 'Weather and crops'],
      paragraphs: [],
      seasonal: true,
    },
  ],
  inDepth: [
    {
      headings: ['World balance'],
      paragraphs: [
        [
          (c) =>
            `We estimate world production at ${c.num(112, 121, 1)} million bales in ${c.cropYear} and mill use at ${c.num(113, 118, 1)} million.`,
          (c) =>
            `The United States grows ${c.num(13, 16, 1)} million bales, Brazil a record ${c.num(16, 19, 1)} million and India ${c.num(23, 26, 1)} million.`,
          (c) =>
            `China's crop in Xinjiang reaches ${c.num(28, 32, 1)} million bales, reducing its need for imports.`,
          (c) =>
            `World ending stocks would equal ${c.int(60, 75)}% of use, ${c.pick(['comfortable', 'tighter outside China'])}.`,
        ],
      ],
    },
    {
      headings: ['Textile demand and polyester'],
      paragraphs: [
        [
          (c) =>
            `Polyester staple trades at ${c.num(45, 65, 0)} c/lb, ${c.pick(['a wide discount to cotton', 'close to cotton'])}, and blends favour synthetics.`,
          (c) =>
            `Retail apparel sales in the United States ${c.pick(['rose', 'fell'])} ${c.num(0.5, 4, 1)}% on the year, and inventories ${c.pick(['are lean', 'are high'])}.`,
          (c) =>
            `Mills in Vietnam, Bangladesh and Pakistan ${c.pick(['run at high rates', 'cut shifts', 'buy hand to mouth'])}.`,
        ],
      ],
    },
  ],
};

const orangeJuice: CommodityText = {
  name: 'Orange Juice',
  lower: 'orange juice',
  main: {
    name: 'ICE FCOJ futures',
    short: 'FCOJ',
    unit: 'c/lb',
    decimals: 2,
    levels: [
      ['2022-01', 142],
      ['2022-07', 178],
      ['2023-01', 208],
      ['2023-07', 305],
      ['2024-01', 312],
      ['2024-07', 438],
      ['2025-01', 492],
      ['2025-07', 268],
      ['2026-01', 228],
      ['2026-07', 246],
      ['2027-01', 238],
    ],
    weeklyMove: 5,
  },
  second: {
    name: 'Brazilian FCOJ export values',
    short: 'Brazilian export values',
    unit: '$/t',
    decimals: 0,
    levels: [
      ['2022-01', 2300],
      ['2023-01', 2900],
      ['2024-01', 4200],
      ['2024-10', 6800],
      ['2025-07', 4300],
      ['2026-06', 3600],
      ['2027-01', 3500],
    ],
    weeklyMove: 2,
  },
  fundLots: 5_000,
  cropYearStart: 7,
  origins: ['São Paulo', 'Florida', 'Mexico', 'Costa Rica', 'Belize'],
  buyers: 'juice packers',
  unit: 'million boxes',
  notes: [
    (c) => `FCOJ ${c.main.moved} ${c.main.changePct} to ${c.main.price} in thin trade.`,
    (c) =>
      `Fundecitrus puts the ${c.cropYear} São Paulo crop at ${c.fmt(c.cropFact('fundecitrus', 215, 310), 1)} million boxes.`,
    (c) =>
      `Brazilian juice exports ${c.pick(['fell', 'rose'])} ${c.int(3, 25)}% on the year, with Europe ${c.pick(['buying less', 'still the main buyer'])}.`,
    (c) => `Greening ${c.pick(['keeps spreading in São Paulo', 'holds Florida’s crop near century lows'])}.`,
  ],
  seasons: [
    {
      months: [6, 7, 8, 9, 10, 11],
      sentences: [
        (c) =>
          c.chance(0.5)
            ? `The Atlantic hurricane season ${c.pick(['is quiet so far', 'peaks in the coming weeks'])}, and the groves have escaped damage.`
            : `The Atlantic hurricane season has produced two storms near Florida, and the groves ${c.pick(['escaped damage', 'saw fruit drop from high winds'])}.`,
        (c) =>
          `The São Paulo harvest is ${c.progress([5, 15], [2, 15])}% complete, with juice yields of ${c.fmt(c.cropFact('juice yield', 2.4, 2.9), 2)} pounds solids per box.`,
        (c) =>
          `Fruit size in the citrus belt is ${c.pick(['small after dry months', 'recovering with rain', 'above last year'])}.`,
      ],
    },
    {
      months: [12, 1, 2, 3, 4, 5],
      sentences: [
        (c) =>
          `The USDA puts Florida's orange crop at ${c.fmt(c.cropFact('florida', 11, 20), 1)} million boxes, ${c.pick(['another historic low', 'a small recovery'])}.`,
        (c) =>
          `Valencia harvest in Florida ${c.pick(['has begun', 'is half done'])}, and fruit drop ${c.pick(['remains high', 'is lower than feared'])}.`,
        (c) =>
          `Flowering in São Paulo ${c.pick(['was good after the rains', 'was weak in the north', 'came in several waves'])}, which matters for the ${c.nextCropYear} crop.`,
      ],
    },
  ],
  weekly: [
    {
      headings: ['Prices', 'Price review'],
      paragraphs: [
        [
          (c) =>
            `${c.main.name} ${c.main.moved} ${c.main.changePct} on the week to ${c.main.price}, from ${c.main.previous}.`,
          (c) =>
            `The front spread ${c.pick(['widened', 'narrowed'])} to ${c.num(2, 25, 2)} c/lb as ${c.pick(['nearby supply tightened', 'Brazilian juice arrived in Europe'])}.`,
          (c) => `${c.second.name} ${c.second.moved} ${c.second.changePct} to ${c.second.price}.`,
          (c) =>
            `Trading volume was ${c.pick(['light', 'heavier than usual', 'concentrated in the front month'])}, which exaggerates price moves in this market.`,
        ],
      ],
    },
    {
      headings: ['Groves and weather', 'Crops'],
      paragraphs: [],
      seasonal: true,
    },
    {
      headings: ['Inventories and demand', 'Demand'],
      paragraphs: [
        [
          (c) =>
            `CitrusBR puts Brazilian juice inventories at ${c.num(120, 420, 0)},000 tonnes FCOJ equivalent, ${c.pick(['a record low', 'up on the year'])}.`,
          (c) =>
            `US retail sales of orange juice ${c.pick(['fell', 'rose'])} ${c.int(2, 15)}% in volume over four weeks, as shelf prices ${c.pick(['remain high', 'eased'])}.`,
          (c) =>
            `Packers ${c.pick(['blend in more mandarin and other juices', 'cut promotions', 'source more from Mexico'])}.`,
        ],
      ],
    },
  ],
  inDepth: [
    {
      headings: ['Crop estimates'],
      paragraphs: [
        [
          (c) =>
            `We estimate the São Paulo and Triângulo Mineiro crop at ${c.fmt(c.cropFact('fundecitrus', 215, 310) * c.cropFact('our view', 0.96, 1.04), 1)} million boxes of 40.8 kilograms.`,
          (c) =>
            `Florida produces ${c.fmt(c.cropFact('florida', 11, 20), 1)} million boxes, ${c.pick(['a fraction of its size twenty years ago', 'with greening still cutting yields'])}.`,
          (c) =>
            `Greening affects ${c.int(38, 47)}% of trees in the citrus belt, ${c.pick(['up from last year', 'the highest on record'])}.`,
        ],
      ],
    },
    {
      headings: ['Juice yields and inventories'],
      paragraphs: [
        [
          (c) =>
            `Juice yields average ${c.fmt(c.cropFact('juice yield', 2.4, 2.9), 2)} pounds solids per box, and ${c.pick(['processors need more fruit per tonne of juice', 'quality is good'])}.`,
          (c) =>
            `Global inventories at the end of ${c.cropYear} would cover ${c.int(10, 22)} weeks of demand.`,
          (c) =>
            `Consumption in Europe and the United States ${c.pick(['keeps falling', 'stabilises'])} as prices ${c.pick(['stay high', 'ease'])}.`,
        ],
      ],
    },
  ],
};

export const DEMO_COMMODITIES: readonly CommodityText[] = [coffee, cocoa, sugar, cotton, orangeJuice];

/** The round-up's own opening and closing. */
export const ROUND_UP_INTRO: readonly Template[] = [
  (c) => {
    const rising = c.softs.filter((soft) => soft.change > 0).length;
    const biggest = [...c.softs].sort((a, b) => Math.abs(b.change) - Math.abs(a.change))[0]!;
    return `A ${rising === c.softs.length ? 'firm' : rising === 0 ? 'weak' : 'mixed'} week for the softs, with ${biggest.lower} the biggest mover, ${biggest.change > 0 ? 'up' : 'down'} ${c.fmt(Math.abs(biggest.change), 1)}%.`;
  },
  (c) =>
    `The dollar ${c.macro.dollarUp ? 'firmed' : 'eased'}, Brent settled at $${c.macro.brent} a barrel, and funds were net ${c.softs.filter((soft) => soft.fundsBought).length * 2 > c.softs.length ? 'buyers' : 'sellers'} across most of the complex.`,
  () => `Below, each market in brief, then what we watch in the week ahead.`,
];
