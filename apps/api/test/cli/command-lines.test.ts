import { describe, expect, it } from 'vitest';
import { UsageError, type OptionValues } from '../../src/cli/command.js';
import { couponFromOptions, couponsCreateCommand } from '../../src/cli/commands/coupons-create.js';
import { invoicesMarkPaidCommand } from '../../src/cli/commands/invoices-mark-paid.js';
import { invoicesVoidCommand } from '../../src/cli/commands/invoices-void.js';
import { paymentsSettleCommand } from '../../src/cli/commands/payments-settle.js';
import { reportsImportCommand } from '../../src/cli/commands/reports-import.js';
import { commandLineRefusal } from '../support/cli.js';

/**
 * The command-line rules of each command, checked in this process: a wrong command line is refused before the
 * database is opened. billing.test.ts and reports-import.test.ts run the CLI itself.
 */
const COMMANDS = [invoicesMarkPaidCommand, invoicesVoidCommand, paymentsSettleCommand, reportsImportCommand];
const NOW = new Date('2026-03-10T12:00:00Z');

describe('coupons:create --code X (--percent N | --amount DOLLARS) [--from] [--until] [--max] [--min]', () => {
  it('reads a percent code with its window and limits; --until is the last whole day (UTC)', () => {
    expect(
      couponFromOptions(
        {
          code: ' spring 10 ',
          percent: '10',
          from: '2026-04-01',
          until: '2026-04-30',
          max: '50',
          min: '1000',
        },
        NOW,
      ),
    ).toEqual({
      code: 'SPRING10',
      kind: 'percent',
      percentOff: 10,
      validFrom: new Date('2026-04-01T00:00:00Z'),
      validUntil: new Date('2026-05-01T00:00:00Z'),
      maxRedemptions: 50,
      minAmountCents: 1000_00,
    });
  });

  it('reads a fixed amount in dollars and cents, with no window or limits', () => {
    expect(couponFromOptions({ code: 'flat-250_b', amount: '249.5' }, NOW)).toEqual({
      code: 'FLAT-250_B',
      kind: 'fixed',
      amountOffCents: 249_50,
      validFrom: undefined,
      validUntil: undefined,
      maxRedemptions: undefined,
      minAmountCents: undefined,
    });
    expect(couponFromOptions({ code: 'TODAY', percent: '100', until: '2026-03-10' }, NOW).validUntil).toEqual(
      new Date('2026-03-11T00:00:00Z'),
    );
    expect(couponFromOptions({ code: 'FREE', percent: '5', min: '0' }, NOW).minAmountCents).toBe(0);
  });

  it('reads the kinds of item a code is for (issue 44); every kind is no limit', () => {
    expect(
      couponFromOptions({ code: 'SEATS', percent: '10', for: 'course_seats, archived_report' }, NOW)
        .appliesTo,
    ).toEqual(['course_seats', 'archived_report']);
    expect(
      couponFromOptions(
        { code: 'ALL', percent: '10', for: 'subscription,consultation_credit,archived_report,course_seats' },
        NOW,
      ).appliesTo,
    ).toEqual([]);
  });

  it.each([
    [{ percent: '10' }, 'Name the code with --code, e.g. --code SPRING10.'],
    [{ code: '  ', percent: '10' }, 'Name the code with --code, e.g. --code SPRING10.'],
    [{ code: 'X'.repeat(41), percent: '5' }, '--code must be at most 40 characters.'],
    [
      { code: 'HALF€', percent: '50' },
      '--code may hold only letters, digits, "-" and "_" (it is kept in upper case).',
    ],
    [{ code: 'X' }, 'Give the discount with --percent N (1 to 100) or --amount DOLLARS.'],
    [{ code: 'X', percent: '5', amount: '5' }, 'Give either --percent or --amount, not both.'],
    [{ code: 'X', percent: '0' }, '--percent must be a whole number from 1 to 100 (got "0").'],
    [{ code: 'X', percent: '101' }, '--percent must be a whole number from 1 to 100 (got "101").'],
    [{ code: 'X', percent: '12.5' }, '--percent must be a whole number from 1 to 100 (got "12.5").'],
    [
      { code: 'X', amount: '0' },
      '--amount must be an amount above 0 in US dollars, e.g. 250 or 99.50 (got "0").',
    ],
    [
      { code: 'X', amount: '1.005' },
      '--amount must be an amount above 0 in US dollars, e.g. 250 or 99.50 (got "1.005").',
    ],
    [
      { code: 'X', amount: '$5' },
      '--amount must be an amount above 0 in US dollars, e.g. 250 or 99.50 (got "$5").',
    ],
    [
      { code: 'X', percent: '5', from: '2026-02-30' },
      '--from must be a date as YYYY-MM-DD, e.g. 2026-12-31 (got "2026-02-30").',
    ],
    [
      { code: 'X', percent: '5', until: '31/12/2026' },
      '--until must be a date as YYYY-MM-DD, e.g. 2026-12-31 (got "31/12/2026").',
    ],
    [
      { code: 'X', percent: '5', from: '2026-06-01', until: '2026-05-31' },
      '--until must not be before --from.',
    ],
    [{ code: 'X', percent: '5', until: '2026-03-09' }, '--until must be today or later.'],
    [{ code: 'X', percent: '5', max: '0' }, '--max must be a whole number of at least 1 (got "0").'],
    [
      { code: 'X', percent: '5', for: 'seats' },
      '--for names kinds of item among subscription, consultation_credit, archived_report, course_seats, comma-separated (got "seats").',
    ],
    [{ code: 'X', percent: '5', max: 'many' }, '--max must be a whole number of at least 1 (got "many").'],
    [
      { code: 'X', percent: '5', min: '-1' },
      '--min must be an amount in US dollars, e.g. 250 or 99.50 (got "-1").',
    ],
  ] as [OptionValues, string][])('refuses %j: %s', (values, message) => {
    expect(() => couponFromOptions(values, NOW)).toThrow(new UsageError(message));
  });

  it('takes no positional arguments', async () => {
    expect(await commandLineRefusal(couponsCreateCommand, ['SPRING10'], { percent: '5' })).toBe(
      'Unexpected arguments: SPRING10',
    );
  });
});

describe('the other commands’ command lines', () => {
  it.each([
    ['invoices:mark-paid', [], 'Name the invoice, e.g. INV-2026-001001.'],
    ['invoices:mark-paid', ['INV-1', 'INV-2'], 'Unexpected arguments: INV-2'],
    ['invoices:void', [], 'Name the invoice, e.g. INV-2026-001001.'],
    ['invoices:void', ['INV-1', 'INV-2'], 'Unexpected arguments: INV-2'],
    ['payments:settle', ['SO-1', 'SO-2'], 'Unexpected arguments: SO-2'],
    ['reports:import', [], 'Name the folder to import.'],
    ['reports:import', ['in', 'coming'], 'Unexpected arguments: coming (quote a folder name with spaces).'],
    ['reports:import', ['incoming'], 'Name the report type with --type.'],
  ] as [string, string[], string][])('%s %j: %s', async (name, positionals, message) => {
    const command = COMMANDS.find((each) => each.name === name)!;
    expect(await commandLineRefusal(command, positionals)).toBe(message);
  });
});
