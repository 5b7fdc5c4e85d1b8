import { ApiRequestError } from '@firm/api-client';
import { ProfileMessages } from '@firm/domain';
import { describe, expect, it } from 'vitest';
import { formFieldOf } from './profile-fields';
import { refusalOf } from '../../lib/refusal';
import { codeFailureMessage, UNEXPECTED_FAILURE } from './profile-refusal';

const FIELDS = ['first_name', 'phone_number', 'company'] as const;

const refused = (errors: Record<string, string[]> | undefined, message = 'Please correct the form.') =>
  new ApiRequestError(400, message, errors);

describe("a refused save: the server's messages under their fields", () => {
  it('puts the first message of each named field under it, and no message above the buttons', () => {
    expect(
      refusalOf(
        refused({
          first_name: [ProfileMessages.firstNameRequired, 'second'],
          company: [ProfileMessages.tooLong],
        }),
        FIELDS,
      ),
    ).toEqual({
      fields: [
        ['first_name', ProfileMessages.firstNameRequired],
        ['company', ProfileMessages.tooLong],
      ],
      message: null,
    });
  });

  it("shows the calling code's message under the number", () => {
    expect(
      refusalOf(
        refused({ phone_code: ['Please choose a calling code from the list.'] }),
        FIELDS,
        formFieldOf,
      ),
    ).toEqual({ fields: [['phone_number', 'Please choose a calling code from the list.']], message: null });
  });

  it("shows the server's message above the buttons when it names no field of the form", () => {
    expect(
      refusalOf(refused({ country: ['Unknown country.'] }, ProfileMessages.companyForbidden), FIELDS),
    ).toEqual({
      fields: [],
      message: ProfileMessages.companyForbidden,
    });
    expect(refusalOf(new ApiRequestError(500, undefined, undefined), FIELDS).message).toBe(
      UNEXPECTED_FAILURE,
    );
    expect(refusalOf(new TypeError('Failed to fetch'), FIELDS).message).toBe(UNEXPECTED_FAILURE);
  });
});

describe('a refused email code', () => {
  it('adds the attempts left when the server counts them', () => {
    expect(
      codeFailureMessage(
        new ApiRequestError(400, 'The code is incorrect.', undefined, { remainingAttempts: 3 }),
      ),
    ).toBe('The code is incorrect. Remaining attempts: 3');
    expect(codeFailureMessage(new ApiRequestError(400, ProfileMessages.noPendingEmail, undefined))).toBe(
      ProfileMessages.noPendingEmail,
    );
  });
});
