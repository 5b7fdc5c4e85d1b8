import { ApiRequestError } from '@firm/api-client';
import { failureMessage } from './failure-message';

/** How a form shows a refused request: messages under its fields, else one message above its buttons. */
export interface Refusal<Field extends string> {
  fields: [Field, string][];
  /** Only when no field of the form was named: the fields already say why. */
  message: string | null;
}

/**
 * Splits a failed request into the messages the server gave about the form's own fields (the first of each,
 * under `fieldOf(name)`) and, when it named none of them, one message for the form as a whole.
 */
export function refusalOf<Field extends string>(
  error: unknown,
  formFields: readonly Field[],
  fieldOf: (name: string) => string = (name) => name,
): Refusal<Field> {
  const known = new Set<string>(formFields);
  const fields: [Field, string][] = [];
  if (error instanceof ApiRequestError && error.errors) {
    for (const [name, messages] of Object.entries(error.errors)) {
      const field = fieldOf(name);
      const message = messages[0];
      if (known.has(field) && message && !fields.some(([taken]) => taken === field)) {
        fields.push([field as Field, message]);
      }
    }
  }
  if (fields.length > 0) return { fields, message: null };
  return { fields, message: failureMessage(error) };
}
