import { z } from 'zod';
import { TEXT } from './messages';
import { fieldLabel } from './field-labels';

/*
 * Issues without a message of their own (an unexpected type, an unknown key, a date out of range)
 * get a Spanish text naming the field in the spec's words, so zod's English never reaches a user.
 * Schema messages take precedence.
 */
const spanishErrors: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'unrecognized_keys') {
    return TEXT.unknownField.replace('{field}', issue.keys.map(fieldLabel).join(', '));
  }
  const path = issue.path ?? [];
  const field = [...path].reverse().find((part) => typeof part === 'string');
  return field ? TEXT.invalidField.replace('{field}', fieldLabel(field)) : TEXT.invalidRequest;
};

/**
 * Installs the Spanish messages for every schema of the process. The server calls it at start
 * (buildApp): a bundler drops a module whose only effect is a call at import (ADR 0019). Idempotent.
 */
export function installSpanishErrors(): void {
  z.config({ customError: spanishErrors });
}

// The web app and the tests import core's schemas directly and rely on the import's effect.
installSpanishErrors();

/** The message of the first failing field: what the API answers and what a form shows first. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? TEXT.invalidRequest;
}
