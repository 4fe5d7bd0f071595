import { z } from 'zod';
import { TEXT } from './messages';

/*
 * Issues without a message of their own (an unexpected type, an unknown key) get a Spanish text
 * naming the field, so zod's English never reaches a user. Schema messages take precedence.
 */
z.config({
  customError: (issue) => {
    if (issue.code === 'unrecognized_keys') {
      return TEXT.invalidField.replace('{field}', issue.keys.join(', '));
    }
    const path = (issue.path ?? []).join('.');
    return path ? TEXT.invalidField.replace('{field}', path) : TEXT.invalidRequest;
  },
});

/** The message of the first failing field: what the API answers and what a form shows first. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? TEXT.invalidRequest;
}
