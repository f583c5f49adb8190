/**
 * The mock's English messages for zod issues: zod's English locale (zod/v4/locales/en.js) for the issue codes
 * the contract's schemas produce, with the same wording. The locale itself reads its helpers from zod's util
 * module, which the widget's shared chunk holds: importing it cost that chunk ≈ 0.15 KB gzip for demo mode only
 * (size budgets).
 */
import type * as z from 'zod/mini';

const quoted = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));
const typeName = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number' && !Number.isFinite(value)
        ? String(value)
        : typeof value;
const UNITS: Record<string, string> = { string: 'characters', array: 'items' };

export const issueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${issue.expected}, received ${typeName(issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid input: expected ${quoted(issue.values[0])}`
        : `Invalid option: expected one of ${issue.values.map(quoted).join('|')}`;
    case 'too_big':
    case 'too_small': {
      const big = issue.code === 'too_big';
      const bound = `${big ? '<' : '>'}${issue.inclusive ? '=' : ''}${big ? issue.maximum : issue.minimum}`;
      const unit = UNITS[issue.origin];
      return `Too ${big ? 'big' : 'small'}: expected ${issue.origin} to ${unit ? `have ${bound} ${unit}` : `be ${bound}`}`;
    }
    case 'invalid_format':
      return issue.format === 'regex'
        ? `Invalid string: must match pattern ${issue.pattern}`
        : `Invalid ${issue.format}`;
    default:
      return 'Invalid input';
  }
};
