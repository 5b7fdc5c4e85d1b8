import {
  formatCents,
  formatLongDate,
  LINE_KINDS,
  lineKindsInWords,
  PROMO_CODE_MAX_LENGTH,
  type LineKind,
} from '@firm/domain';
import { CLI_STAFF } from '../../modules/activity';
import { type CouponInput, normaliseCode } from '../../modules/commerce';
import { systemClock } from '../../platform/clock.js';
import {
  noExtraArguments,
  stringOption,
  UsageError,
  type CliCommand,
  type OptionValues,
} from '../command.js';
import { withCliContext } from '../context.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const CODE = /^[A-Z0-9_-]+$/;
const DOLLARS = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

/** A calendar day given as YYYY-MM-DD, as the instant it starts (UTC); a date that does not exist is refused. */
function day(value: string, option: string): Date {
  const date = new Date(`${value}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
    Number.isNaN(date.getTime()) ||
    !date.toISOString().startsWith(value)
  )
    throw new UsageError(`${option} must be a date as YYYY-MM-DD, e.g. 2026-12-31 (got "${value}").`);
  return date;
}

function cents(value: string, option: string, { positive }: { positive: boolean }): number {
  const amount = DOLLARS.test(value) ? Math.round(Number(value) * 100) : NaN;
  if (Number.isNaN(amount) || (positive && amount === 0))
    throw new UsageError(
      `${option} must be ${positive ? 'an amount above 0' : 'an amount'} in US dollars, e.g. 250 or 99.50 (got "${value}").`,
    );
  return amount;
}

function whole(value: string, option: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const number = WHOLE.test(value) ? Number(value) : NaN;
  if (Number.isNaN(number) || number < min || number > max)
    throw new UsageError(
      `${option} must be a whole number ${max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`} (got "${value}").`,
    );
  return number;
}

/** The kinds of item `--for` names, comma-separated (issue 44); a kind it does not know is refused. */
function kinds(value: string): LineKind[] {
  const named = value.split(',').map((kind) => kind.trim());
  const unknown = named.find((kind) => !LINE_KINDS.includes(kind as LineKind));
  if (unknown !== undefined || named.length === 0)
    throw new UsageError(
      `--for names kinds of item among ${LINE_KINDS.join(', ')}, comma-separated (got "${value}").`,
    );
  const unique = [...new Set(named as LineKind[])];
  return unique.length === LINE_KINDS.length ? [] : unique;
}

/** The coupon the command line describes; every problem is a UsageError naming the option. */
export function couponFromOptions(values: OptionValues, now: Date): CouponInput {
  const rawCode = stringOption(values, 'code');
  if (!rawCode) throw new UsageError('Name the code with --code, e.g. --code SPRING10.');
  const code = normaliseCode(rawCode);
  if (code.length > PROMO_CODE_MAX_LENGTH)
    throw new UsageError(`--code must be at most ${PROMO_CODE_MAX_LENGTH} characters.`);
  if (!CODE.test(code))
    throw new UsageError('--code may hold only letters, digits, "-" and "_" (it is kept in upper case).');

  const percent = stringOption(values, 'percent');
  const amount = stringOption(values, 'amount');
  if (percent !== undefined && amount !== undefined)
    throw new UsageError('Give either --percent or --amount, not both.');
  if (percent === undefined && amount === undefined)
    throw new UsageError('Give the discount with --percent N (1 to 100) or --amount DOLLARS.');

  const from = stringOption(values, 'from');
  const until = stringOption(values, 'until');
  const validFrom = from === undefined ? undefined : day(from, '--from');
  // --until names the last day the code works: it runs out when the next day starts.
  const validUntil = until === undefined ? undefined : new Date(day(until, '--until').getTime() + DAY_MS);
  if (validUntil && validUntil <= (validFrom ?? now))
    throw new UsageError(
      validFrom ? '--until must not be before --from.' : '--until must be today or later.',
    );
  const max = stringOption(values, 'max');
  const min = stringOption(values, 'min');
  const only = stringOption(values, 'for');

  return {
    code,
    ...(percent !== undefined
      ? { kind: 'percent' as const, percentOff: whole(percent, '--percent', 1, 100) }
      : { kind: 'fixed' as const, amountOffCents: cents(amount!, '--amount', { positive: true }) }),
    validFrom,
    validUntil,
    maxRedemptions: max === undefined ? undefined : whole(max, '--max', 1),
    minAmountCents: min === undefined ? undefined : cents(min, '--min', { positive: false }),
    ...(only === undefined ? {} : { appliesTo: kinds(only) }),
  };
}

const money = formatCents;

export const couponsCreateCommand: CliCommand = {
  name: 'coupons:create',
  usage: `  coupons:create --code <code> (--percent <N> | --amount <dollars>) [--from YYYY-MM-DD]
                 [--until YYYY-MM-DD] [--max <orders>] [--min <dollars>] [--for <kinds>]
      Creates a promo (event) code: N percent or an amount in USD off, usable from a day (default today)
      until the end of a day (default: no end), for at most --max orders, on orders of at least --min;
      on every item, or only on the kinds --for names (${LINE_KINDS.join(', ')}, comma-separated).`,
  options: {
    code: { type: 'string' },
    percent: { type: 'string' },
    amount: { type: 'string' },
    from: { type: 'string' },
    until: { type: 'string' },
    max: { type: 'string' },
    min: { type: 'string' },
    for: { type: 'string' },
  },

  async run({ values, positionals }, io) {
    noExtraArguments(positionals, 0);
    // Refused before the database opens; the server's clock is the system's (context.ts).
    const input = couponFromOptions(values, systemClock.now());
    return withCliContext(io, async ({ services: { coupons } }) => {
      const coupon = await coupons.create(input, CLI_STAFF);
      const off =
        coupon.kind === 'percent' ? `${coupon.percentOff}% off` : `${money(coupon.amountOffCents!)} off`;
      const window = coupon.validUntil
        ? `from ${formatLongDate(coupon.validFrom)} to the end of ${formatLongDate(new Date(coupon.validUntil.getTime() - DAY_MS))} (UTC)`
        : `from ${formatLongDate(coupon.validFrom)}, with no end`;
      const limits = [
        coupon.maxRedemptions === null ? 'any number of orders' : `at most ${coupon.maxRedemptions} orders`,
        ...(coupon.minAmountCents > 0 ? [`on orders of at least ${money(coupon.minAmountCents)}`] : []),
        ...(coupon.appliesTo.length > 0 ? [`on ${lineKindsInWords(coupon.appliesTo)} only`] : []),
      ];
      io.print(`Created promo code ${coupon.code}: ${off}, ${window}; ${limits.join(', ')}.`);
      return 0;
    });
  },
};
