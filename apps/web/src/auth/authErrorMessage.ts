import { ERROR_MESSAGES } from '@byline/api-client/contract';

/**
 * An identity-provider error's code (auth/...) becomes a sentence by replacing
 * dashes with spaces and capitalising the first letter; with no code, "An unknown error occurred".
 */
export function authErrorMessage(error: unknown): string {
  const code = extractAuthCode(error);
  if (!code) return ERROR_MESSAGES.unknownAuth;
  const sentence = code.replace(/-/g, ' ').trim();
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function extractAuthCode(error: unknown): string | null {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const match = /auth\/([\w-]+)/.exec(code) ?? /\(auth\/([\w-]+)\)/.exec(String(error));
  return match?.[1] ?? null;
}
